import type { Meta, StoryObj } from "@storybook/react-vite";
import { LockCountdown } from "./lock-countdown.js";

const meta = {
  title: "Feedback/LockCountdown",
  component: LockCountdown,
  args: { expireAt: Date.now() + 5 * 60_000, label: "Account locked. Try again in", onDone: () => {} },
} satisfies Meta<typeof LockCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five minutes from when the story loaded. */
export const FiveMinutes: Story = {};

/** Closes after a few seconds. */
export const AlmostDone: Story = {
  render: (args) => <LockCountdown {...args} expireAt={Date.now() + 5000} />,
};
