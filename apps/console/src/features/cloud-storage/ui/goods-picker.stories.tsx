import type { Meta, StoryObj } from "@storybook/react-vite";
import { createI18n } from "@vms/i18n";
import { LocaleProvider } from "@vms/i18n/react";
import { GoodsPicker } from "./goods-picker";

const base = { currency: "USD" as const, autoRenew: false, trial: false };
const goods = [
  { ...base, goodsId: "trial", name: "Free trial", storageDays: 7, termType: 1, termMonths: 1, price: "0.00", priceCents: 0, trial: true },
  { ...base, goodsId: "m7", name: "7-day cyclic", storageDays: 7, termType: 1, termMonths: 1, price: "2.99", priceCents: 299 },
  { ...base, goodsId: "y30", name: "30-day cyclic", storageDays: 30, termType: 4, termMonths: 12, price: "59.00", priceCents: 5900 },
];

const meta = {
  title: "Cloud storage/GoodsPicker",
  component: GoodsPicker,
  args: { goods, value: "m7", onChange: () => undefined, trialAvailable: true },
  decorators: [
    (Story) => (
      <LocaleProvider i18n={createI18n("en-US")}>
        <Story />
      </LocaleProvider>
    ),
  ],
} satisfies Meta<typeof GoodsPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Packages with the device's free trial still available. */
export const WithTrial: Story = {};

/** Spec §4/§9: the device used its trial; the trial package cannot be chosen. */
export const TrialUsed: Story = { args: { trialAvailable: false } };
