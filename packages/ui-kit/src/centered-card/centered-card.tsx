import { Box, Paper } from "@mui/material";
import { alpha } from "@mui/material/styles";
import type { ReactNode } from "react";

/** Props of {@link CenteredCard}. */
export interface CenteredCardProps {
  children?: ReactNode;
  /** Branding background (`bgImg`, spec §3); the theme background is used without it. */
  backgroundImage?: string | undefined;
  /** Card width cap in px; login and signup forms read best narrow. */
  maxWidth?: number;
}

/**
 * Layout of the public pages (login, signup, registration): one card centred on the viewport
 * over an optional branding image. The page scrolls when the card is taller than the screen.
 */
export function CenteredCard({ children, backgroundImage, maxWidth = 420 }: CenteredCardProps) {
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: "100dvh",
        display: "grid",
        // One column that may shrink below its content's width: a wide child (a video) scales
        // down inside the card instead of pushing it past the viewport.
        gridTemplateColumns: "minmax(0, 1fr)",
        placeItems: "center",
        p: { xs: 2, sm: 4 },
        bgcolor: "background.default",
        // `url("…")` with quotes keeps URLs containing spaces or parentheses intact.
        ...(backgroundImage && {
          backgroundImage: `url(${JSON.stringify(backgroundImage)})`,
          backgroundSize: "cover",
          backgroundPosition: "center",
          backgroundRepeat: "no-repeat",
        }),
        "& > .vms-centered-card": {
          // A slightly translucent card keeps text readable on any customer background.
          bgcolor: backgroundImage ? alpha(theme.palette.background.paper, 0.94) : "background.paper",
        },
      })}
      data-background={backgroundImage ? "image" : "theme"}
    >
      <Paper
        className="vms-centered-card"
        variant="outlined"
        sx={{ width: "100%", minWidth: 0, maxWidth, p: { xs: 3, sm: 4 }, boxShadow: 3 }}
      >
        {children}
      </Paper>
    </Box>
  );
}
