import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { ThemeSwitch } from "./theme-switch.js";

const meta = {
  title: "Inputs/ThemeSwitch",
  component: ThemeSwitch,
  args: { value: "u1a", labels: { u1a: "Light", u1b: "Dark" }, label: "Theme", onChange: () => {} },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stateful; the Storybook toolbar switches the page theme independently. */
export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <ThemeSwitch {...args} value={value} onChange={setValue} />;
  },
};

/** Chinese labels. */
export const Chinese: Story = { args: { labels: { u1a: "浅色", u1b: "深色" }, label: "主题" } };
