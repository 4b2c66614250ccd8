import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { DownloadTask } from "@vms/api-client";
import { LicenceGate, useLicenceGuard } from "@/entities/licence";
import { useControlDownloadTaskMutation } from "../api/control-download-task";
import { useDownloadFileMutation } from "../api/get-download-link";
import { useConfirmedDelete } from "../model/use-confirm-delete";

/**
 * Spec §4: pause a continuing task, continue a paused or failed one, restart a failed one; download; delete.
 * Continuing, restarting and downloading are licensed (the §4 licence directive warns instead).
 */
export function DownloadTaskActions({ task }: { task: DownloadTask }) {
  const { t } = useLingui();
  const control = useControlDownloadTaskMutation();
  const remove = useConfirmedDelete();
  const download = useDownloadFileMutation();
  const { guard } = useLicenceGuard();
  const act = (action: "pause" | "continue" | "restart") => control.mutate({ taskId: task.taskId, action });
  const busy = control.isPending || remove.isPending;
  return (
    <Stack direction="row" spacing={1}>
      {(task.status === "continue" || task.status === "prepare") && (
        <Button size="small" disabled={busy} onClick={() => act("pause")} aria-label={t`Pause ${task.fileName}`}>
          {t`Pause`}
        </Button>
      )}
      {(task.status === "pause" || task.status === "startFailed") && (
        <Button size="small" disabled={busy} onClick={guard(() => act("continue"))} aria-label={t`Continue ${task.fileName}`}>
          {t`Continue`}
        </Button>
      )}
      {task.status === "startFailed" && (
        <Button size="small" disabled={busy} onClick={guard(() => act("restart"))} aria-label={t`Restart ${task.fileName}`}>
          {t`Restart`}
        </Button>
      )}
      {task.status === "finish" && (
        <LicenceGate>
          <Button size="small" disabled={download.isPending} onClick={() => download.mutate(task.taskId)} aria-label={t`Download ${task.fileName}`}>
            {t`Download`}
          </Button>
        </LicenceGate>
      )}
      <Button size="small" color="error" disabled={busy} onClick={() => void remove.one(task)} aria-label={t`Delete ${task.fileName}`}>
        {t`Delete`}
      </Button>
    </Stack>
  );
}
