import type { Meta, StoryObj } from "@storybook/react-vite";
import { createI18n } from "@vms/i18n";
import { LocaleProvider } from "@vms/i18n/react";
import { useState } from "react";
import { EMPTY_ORDER_FILTERS } from "../model/order-filters";
import { OrderFilters } from "./order-filters";

const meta = {
  title: "Orders/OrderFilters",
  component: OrderFilters,
  args: { value: EMPTY_ORDER_FILTERS, visibleTypes: [3, 1], onChange: () => undefined },
  decorators: [
    (Story) => (
      <LocaleProvider i18n={createI18n("en-US")}>
        <Story />
      </LocaleProvider>
    ),
  ],
} satisfies Meta<typeof OrderFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §6: a user who sees licence and cloud orders gets the type filter. */
export const BothTypes: Story = { render: (args) => <FiltersDemo {...args} /> };

function FiltersDemo(props: Parameters<typeof OrderFilters>[0]) {
  const [value, setValue] = useState(props.value);
  return <OrderFilters {...props} value={value} onChange={setValue} />;
}

/** Spec §6: only cloud orders (vms_stgorder_qry): no type filter. */
export const CloudOnly: Story = { args: { visibleTypes: [1] } };
