import { useLingui } from "@lingui/react/macro";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { catalogueEntry, hasErrorCode, NO_ERROR_CODE, type DownloadState } from "@vms/api-client";

/** The spec §4 state of a task as a chip; a failed task says why (its catalogue error, issue 28). */
export function DownloadTaskStatus({ status, errorCode = NO_ERROR_CODE }: { status: DownloadState; errorCode?: number }) {
  const { t, i18n } = useLingui();
  const labels: Record<DownloadState, string> = {
    prepare: t`Preparing`,
    continue: t`Downloading`,
    pause: t`Paused`,
    finish: t`Finished`,
    startFailed: t`Failed`,
  };
  const color = status === "finish" ? "success" : status === "startFailed" ? "error" : status === "continue" ? "primary" : "default";
  const entry = status === "startFailed" && hasErrorCode(errorCode) ? catalogueEntry(errorCode) : undefined;
  const reason = status !== "startFailed" || !hasErrorCode(errorCode) ? null : entry ? i18n._(entry.message) : t`Error code ${errorCode}`;
  return (
    <>
      <Chip size="small" label={labels[status]} color={color} variant="outlined" />
      {reason && (
        <Typography variant="caption" color="error" sx={{ display: "block" }} data-testid="download-task-reason">
          {reason}
        </Typography>
      )}
    </>
  );
}
