import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { LocaleSwitch } from "./locale-switch.js";

const options = [
  { value: "en-US", label: "English" },
  { value: "zh-CN", label: "简体中文" },
];

const meta = {
  title: "Inputs/LocaleSwitch",
  component: LocaleSwitch,
  args: { value: "en-US", options, label: "Language", onChange: () => {} },
} satisfies Meta<typeof LocaleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stateful: picking a language updates the field. */
export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <LocaleSwitch {...args} value={value} onChange={setValue} />;
  },
};
