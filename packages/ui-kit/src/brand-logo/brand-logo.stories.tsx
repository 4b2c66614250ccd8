import type { Meta, StoryObj } from "@storybook/react-vite";
import { BrandLogo } from "./brand-logo.js";

// A small inline SVG so the story works offline.
const LOGO =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="40"><rect width="40" height="40" rx="8" fill="#1f6fd1"/><text x="50" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#1f6fd1">Acme</text></svg>',
  );

const meta = {
  title: "Branding/BrandLogo",
  component: BrandLogo,
  args: { src: LOGO, alt: "Acme VMS", height: 40 },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo from branding. */
export const Default: Story = {};

/** A broken URL falls back to the alt text. */
export const BrokenImage: Story = { args: { src: "/does-not-exist.png" } };

/** Before branding has loaded. */
export const NoSource: Story = { args: { src: undefined } };
