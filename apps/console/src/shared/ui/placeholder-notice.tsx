import { Trans } from "@lingui/react/macro";
import Typography from "@mui/material/Typography";

/** The one notice every not-yet-built page shows. */
export function PlaceholderNotice() {
  return (
    <Typography color="text.secondary" data-testid="page-placeholder">
      <Trans>This area arrives in a later release.</Trans>
    </Typography>
  );
}
