import { useLingui } from "@lingui/react/macro";
import Chip from "@mui/material/Chip";
import type { DownloadState } from "@vms/api-client";

/** The spec §4 state of a task as a chip. */
export function DownloadTaskStatus({ status }: { status: DownloadState }) {
  const { t } = useLingui();
  const labels: Record<DownloadState, string> = {
    prepare: t`Preparing`,
    continue: t`Downloading`,
    pause: t`Paused`,
    finish: t`Finished`,
    startFailed: t`Failed`,
  };
  const color = status === "finish" ? "success" : status === "startFailed" ? "error" : status === "continue" ? "primary" : "default";
  return <Chip size="small" label={labels[status]} color={color} variant="outlined" />;
}
