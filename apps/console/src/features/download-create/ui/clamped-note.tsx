import { Trans } from "@lingui/react/macro";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/shared/lib/format-date-time";

/** Says the range was cut at now (nothing after it is recorded yet) and which range the file really holds. */
export function ClampedNote({ startTime, endTime }: { startTime: number; endTime: number }) {
  const from = formatDateTime(startTime * 1000);
  const to = formatDateTime(endTime * 1000);
  return (
    <Typography component="span" variant="body2" sx={{ display: "block" }} data-testid="download-clamped">
      <Trans>
        The end was in the future, so the download stops now: it covers {from} to {to}.
      </Trans>
    </Typography>
  );
}
