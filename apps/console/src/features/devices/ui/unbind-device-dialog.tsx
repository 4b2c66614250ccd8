import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useUnbindDeviceMutation } from "../api/unbind-device";

export interface UnbindDeviceDialogProps {
  /** The device to unbind; the dialog is closed when null. */
  device: { sn: string; name: string } | null;
  onClose: () => void;
  /** Called once the device is unbound (e.g. to close its detail). */
  onUnbound?: (sn: string) => void;
}

/** Asks before a device is unbound (spec §7 /device/unbind). */
export function UnbindDeviceDialog({ device, onClose, onUnbound }: UnbindDeviceDialogProps) {
  const { t } = useLingui();
  const mutation = useUnbindDeviceMutation();
  const label = device ? device.name || device.sn : "";
  const confirm = () => {
    if (!device) return;
    mutation.mutate(device.sn, {
      onSuccess: () => {
        onUnbound?.(device.sn);
        onClose();
      },
    });
  };
  return (
    <Dialog open={device !== null} onClose={onClose} maxWidth="xs">
      <DialogTitle>{t`Unbind ${label}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t`The device leaves this organization. Its recordings stay on the device; it can be added again with its security code.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button color="error" variant="contained" onClick={confirm} loading={mutation.isPending} data-testid="unbind-confirm">
          {t`Unbind`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
