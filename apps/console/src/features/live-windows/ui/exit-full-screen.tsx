import { useLingui } from "@lingui/react/macro";
import FullscreenExitIcon from "@mui/icons-material/FullscreenExit";
import Button from "@mui/material/Button";

/**
 * What a window or the wall looks like while full screen in the app's own state: over the whole
 * viewport, also where the browser refuses the Fullscreen API (then the page still shows it big, with
 * the way out). Where the browser did go full screen its own :fullscreen style does the same.
 */
export const FULL_SCREEN_SX = { position: "fixed", inset: 0, zIndex: 1300 } as const;

/** Issue 28: full screen always shows a visible way out (Esc works too). */
export function ExitFullScreenButton({ onExit, top = 28 }: { onExit: () => void; top?: number }) {
  const { t } = useLingui();
  return (
    <Button size="small" variant="contained" color="inherit" startIcon={<FullscreenExitIcon />} data-testid="exit-full-screen" onClick={onExit}
      sx={{ position: "absolute", top, right: 8, zIndex: 2, color: "grey.900", bgcolor: "rgba(255,255,255,0.85)" }}>
      {t`Exit full screen`}
    </Button>
  );
}
