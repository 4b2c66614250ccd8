import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { DEVICE_STATUS, type DeviceDetail } from "@vms/api-client";
import { useState } from "react";
import { DeviceStatusBadge, useDevCmdCheck } from "@/entities/device";
import { useExecuteDevCmdMutation } from "../api/execute-dev-cmd";
import { ApiErrorAlert } from "./api-error-alert";
import { TaskStateAlert } from "./task-state-alert";

export interface RebootTabProps {
  device: DeviceDetail;
  canManage: boolean;
}

/** Reboot with a confirmation; "Rebooting…" until the device is back (spec §2 reboot, §4). */
export function RebootTab({ device, canManage }: RebootTabProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const check = useDevCmdCheck(device.sn, "reboot");
  const execute = useExecuteDevCmdMutation();
  const task = check.data?.task;
  const running = task?.state === "running";
  const confirm = () => execute.mutate({ sn: device.sn, cmd: "reboot" }, { onSettled: () => setConfirming(false) });
  return (
    <Stack spacing={2} data-testid="reboot-tab">
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography variant="body2" color="text.secondary">
          {t`Device status`}
        </Typography>
        <DeviceStatusBadge status={device.status} />
      </Stack>
      <TaskStateAlert task={task} />
      <ApiErrorAlert error={execute.error ?? check.error} />
      {canManage && (
        <Stack direction="row">
          <Button variant="contained" color="warning" disabled={running || device.status !== DEVICE_STATUS.ONLINE} onClick={() => setConfirming(true)} data-testid="reboot-start">
            {t`Reboot`}
          </Button>
        </Stack>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} maxWidth="xs">
        <DialogTitle>{t`Reboot the device?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t`Recording and live video stop until the device is back, usually within two minutes.`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t`Cancel`}</Button>
          <Button color="warning" variant="contained" onClick={confirm} loading={execute.isPending} data-testid="reboot-confirm">
            {t`Reboot`}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
