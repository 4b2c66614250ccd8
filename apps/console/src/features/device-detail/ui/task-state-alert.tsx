import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import { catalogueEntry, type DeviceTask } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { END_SEVERITY, taskMessages } from "../model/task-messages";

export interface TaskStateAlertProps {
  /** The operation's latest task; nothing shows without one. */
  task: DeviceTask | null | undefined;
}

/**
 * A running operation ("Rebooting…") or how the last one ended (spec §4: success, timeout or
 * failure), with the failure's catalogue message and the end time.
 */
export function TaskStateAlert({ task }: TaskStateAlertProps) {
  const { t, i18n } = useLingui();
  if (!task) return null;
  const text = i18n._(taskMessages[task.cmd][task.state]);
  if (task.state === "running") {
    return (
      <Alert severity="info" data-testid={`task-${task.cmd}`} data-state="running">
        {text}
      </Alert>
    );
  }
  const reason = task.code !== null && task.state !== "success" ? catalogueEntry(task.code)?.message : undefined;
  const when = task.endTime ? formatDateTime(task.endTime) : "";
  return (
    <Alert severity={END_SEVERITY[task.state]} data-testid={`task-${task.cmd}`} data-state={task.state}>
      {[text, reason ? i18n._(reason) : "", when ? t`Ended ${when}` : ""].filter(Boolean).join(" ")}
    </Alert>
  );
}
