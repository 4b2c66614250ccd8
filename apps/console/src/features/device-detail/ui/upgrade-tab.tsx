import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { DeviceDetail } from "@vms/api-client";
import { useState } from "react";
import { useDevCmdCheck } from "@/entities/device";
import { useExecuteDevCmdMutation } from "../api/execute-dev-cmd";
import { ApiErrorAlert } from "./api-error-alert";
import { DetailField } from "./detail-field";
import { UpgradeProgress } from "./upgrade-progress";

export interface UpgradeTabProps {
  device: DeviceDetail;
  canManage: boolean;
}

/**
 * Current and latest firmware, the upgrade button and its progress (spec §2 upgrade, §4). The
 * upgrade restarts the device, so it asks first, like a reboot.
 */
export function UpgradeTab({ device, canManage }: UpgradeTabProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const check = useDevCmdCheck(device.sn, "upgrade");
  const execute = useExecuteDevCmdMutation();
  if (check.isPending) return <LinearProgress />;
  if (check.error) return <ApiErrorAlert error={check.error} />;
  const { latestVersion, upgradable, online, supported, task } = check.data;
  const running = task?.state === "running";
  return (
    <Stack spacing={2} data-testid="upgrade-tab">
      <Stack direction="row" spacing={4}>
        <DetailField label={t`Current firmware`} testId="upgrade-current">
          {device.version}
        </DetailField>
        <DetailField label={t`Latest firmware`} testId="upgrade-latest">
          {supported && latestVersion ? latestVersion : t`Not available`}
        </DetailField>
      </Stack>
      {!running && !upgradable && supported && (
        <Typography variant="body2" color="text.secondary" data-testid="upgrade-up-to-date">
          {t`The firmware is up to date.`}
        </Typography>
      )}
      <UpgradeProgress task={task} />
      <ApiErrorAlert error={execute.error} />
      {canManage && (
        <Stack direction="row">
          <Button
            variant="contained"
            disabled={!upgradable || !online || running}
            loading={execute.isPending}
            onClick={() => setConfirming(true)}
            data-testid="upgrade-start"
          >
            {t`Upgrade`}
          </Button>
        </Stack>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} maxWidth="xs" data-testid="upgrade-confirm-dialog">
        <DialogTitle>{t`Upgrade the firmware to ${latestVersion}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t`The device restarts to install it: recording and live video stop until it is back. Keep the device powered on.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t`Cancel`}</Button>
          <Button
            variant="contained"
            loading={execute.isPending}
            onClick={() => execute.mutate({ sn: device.sn, cmd: "upgrade" }, { onSettled: () => setConfirming(false) })}
            data-testid="upgrade-confirm"
          >
            {t`Upgrade`}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
