import type { Meta, StoryObj } from "@storybook/react-vite";
import { createI18n } from "@vms/i18n";
import { LocaleProvider } from "@vms/i18n/react";
import { OrderSummary } from "./order-summary";
import { PayMethodPicker } from "./pay-method-picker";

const meta = {
  title: "Payment/PayMethodPicker",
  component: PayMethodPicker,
  args: {
    methods: [
      { payType: 3, name: "Card", configured: true },
      { payType: 2, name: "Wallet", configured: true },
      { payType: 1, name: "PayPal", configured: false },
    ],
    value: 3,
    onChange: () => undefined,
  },
  decorators: [
    (Story) => (
      <LocaleProvider i18n={createI18n("en-US")}>
        <Story />
      </LocaleProvider>
    ),
  ],
} satisfies Meta<typeof PayMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §3 methods: card and wallet on the provider; the PayPal-type one is not configured. */
export const Methods: Story = {};

/** The order being paid, above the methods. */
export const Summary: Story = { render: () => <OrderSummary orderNo="LIC-20261124-0001" item="Licenses for 8 cameras" price="39.92" currency="USD" /> };
