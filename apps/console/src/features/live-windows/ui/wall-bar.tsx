import { useLingui } from "@lingui/react/macro";
import KeyboardIcon from "@mui/icons-material/Keyboard";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";
import { ExitFullScreenButton } from "./exit-full-screen";

/** Height of the wall's top strip: the windows start below it, so it covers no name or clock. */
export const WALL_BAR_PX = 60;

/** The button that lists the keyboard shortcuts (also "?"). */
export function ShortcutHelpButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Tooltip title={t`Keyboard shortcuts (?)`}>
      <IconButton size="small" aria-label={t`Keyboard shortcuts`} aria-keyshortcuts="?" onClick={onClick} data-testid="shortcut-help-open">
        <KeyboardIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The wall mode's strip (issue 31): its controls (layouts, tour, shortcuts) show while the pointer is
 * on the strip or focus is in it, so the wall is only video otherwise; the way out always shows.
 * Faded out rather than hidden, so Tab still reaches them (and shows them).
 */
export function WallBar({ children, onExit, onHelp }: { children?: ReactNode; onExit: () => void; onHelp: () => void }) {
  return (
    <Box data-testid="wall-bar" sx={{ position: "absolute", top: 0, left: 0, right: 0, height: WALL_BAR_PX, display: "flex", alignItems: "center", px: 1, zIndex: 2,
      "& [data-wall-controls]": { opacity: 0, transition: "opacity 150ms" }, "&:hover [data-wall-controls], &:focus-within [data-wall-controls]": { opacity: 1 } }}>
      <Paper data-wall-controls data-testid="wall-controls" sx={{ display: "flex", alignItems: "center", gap: 1, px: 1, pt: 1, pb: 0.5, mr: 20 }}>
        {children}
        <ShortcutHelpButton onClick={onHelp} />
      </Paper>
      <ExitFullScreenButton onExit={onExit} top={14} />
    </Box>
  );
}
