import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { CaptchaImage } from "./captcha-image.js";

/** A fake 4-character code image, generated locally so the story works offline. */
function fakeCaptcha(code: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#eef2f7"/><path d="M0 30 Q40 5 80 25 T120 12" stroke="#9aa8bd" fill="none"/><text x="18" y="29" font-family="monospace" font-size="24" letter-spacing="6" fill="#24466f">${code}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const meta = {
  title: "Inputs/CaptchaImage",
  component: CaptchaImage,
  args: { src: fakeCaptcha("7K2P"), alt: "Verification image. Click to change it.", onRefresh: () => {} },
} satisfies Meta<typeof CaptchaImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click (or press Enter) to get a new code after a short fake delay. */
export const Default: Story = {
  render: function Render(args) {
    const [code, setCode] = useState("7K2P");
    const [loading, setLoading] = useState(false);
    const refresh = () => {
      setLoading(true);
      setTimeout(() => {
        setCode(Math.random().toString(36).slice(2, 6).toUpperCase());
        setLoading(false);
      }, 600);
    };
    return <CaptchaImage {...args} src={fakeCaptcha(code)} loading={loading} onRefresh={refresh} />;
  },
};

/** Fetching a new image. */
export const Loading: Story = { args: { loading: true } };

/** Before the first image. */
export const Empty: Story = { args: { src: undefined } };
