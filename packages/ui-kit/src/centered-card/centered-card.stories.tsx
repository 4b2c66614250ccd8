import { Button, Stack, TextField, Typography } from "@mui/material";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CenteredCard } from "./centered-card.js";

// An inline gradient so the story needs no network.
const BACKGROUND =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2a55"/><stop offset="1" stop-color="#1f6fd1"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/></svg>',
  );

const meta = {
  title: "Layout/CenteredCard",
  component: CenteredCard,
  parameters: { layout: "fullscreen" },
  args: {
    children: (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Sign in
        </Typography>
        <TextField label="E-mail" fullWidth />
        <TextField label="Password" type="password" fullWidth />
        <Button variant="contained" fullWidth>
          Sign in
        </Button>
      </Stack>
    ),
  },
} satisfies Meta<typeof CenteredCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without branding: the theme background. */
export const Plain: Story = {};

/** With a branding background image. */
export const WithBackground: Story = { args: { backgroundImage: BACKGROUND } };
