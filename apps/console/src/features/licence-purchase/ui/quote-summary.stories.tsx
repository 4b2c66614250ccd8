import type { Meta, StoryObj } from "@storybook/react-vite";
import { createI18n } from "@vms/i18n";
import { LocaleProvider } from "@vms/i18n/react";
import { useState } from "react";
import { QuoteSummary } from "./quote-summary";
import { TermPicker } from "./term-picker";

const quote = { durationType: 2, chlNum: 8, currency: "USD" as const, unitPrice: "4.99", total: "39.92", totalCents: 3992, payable: true, code: null };

const meta = {
  title: "Licence/QuoteSummary",
  component: QuoteSummary,
  args: { quote },
  decorators: [
    (Story) => (
      <LocaleProvider i18n={createI18n("en-US")}>
        <Story />
      </LocaleProvider>
    ),
  ],
} satisfies Meta<typeof QuoteSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 8 cameras for 90 days. */
export const Payable: Story = {};

/** Spec §5: a total under 0.5 USD cannot be paid (23036). */
export const BelowMinimum: Story = { args: { quote: { ...quote, chlNum: 1, unitPrice: "0.01", total: "0.01", totalCents: 1, payable: false, code: 23036 } } };

/** Spec §9 terms as one radio group. */
export const Terms: Story = { render: () => <TermsDemo /> };

function TermsDemo() {
  const [value, setValue] = useState<number | undefined>(2);
  return <TermPicker terms={[1, 2, 3, 4, 5]} value={value} onChange={setValue} />;
}
