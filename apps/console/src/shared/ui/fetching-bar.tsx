import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import type { SxProps, Theme } from "@mui/material/styles";

/** The height of MUI's LinearProgress: the strip left in its place keeps the content below still. */
const BAR_HEIGHT = 4;

/**
 * A thin indeterminate bar above a list while its data is fetched. When idle it leaves an empty
 * strip of the same height, so the table under it does not move.
 *
 * The idle bar is not rendered at all rather than hidden: MUI's indeterminate bar animates `left`
 * and `right`, and a `visibility: hidden` one kept running, so every list page laid itself out again
 * on every frame for as long as it was open.
 */
export function FetchingBar({ active, label, sx }: { active: boolean; label?: string; sx?: SxProps<Theme> }) {
  const { t } = useLingui();
  if (active) return <LinearProgress aria-label={label ?? t`Loading`} sx={sx} />;
  return <Box aria-hidden="true" data-testid="fetching-bar-idle" sx={[{ height: BAR_HEIGHT }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
