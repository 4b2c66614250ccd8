import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { OtpInput } from "./otp-input.js";

const meta = {
  title: "Inputs/OtpInput",
  component: OtpInput,
  args: { value: "", length: 6, onChange: () => {}, ariaLabel: (index: number) => `Digit ${index + 1}` },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stateful: type, paste or use Backspace; completion is shown below. */
export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const [done, setDone] = useState("");
    return (
      <div>
        <OtpInput {...args} value={value} onChange={setValue} onComplete={setDone} autoFocus />
        <p>Complete: {done || "—"}</p>
      </div>
    );
  },
};

/** Half filled. */
export const Partial: Story = { args: { value: "123" } };

/** Disabled while verifying. */
export const Disabled: Story = { args: { value: "123456", disabled: true } };
