import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { DEVICE_NAME_MAX } from "@vms/api-client";
import { useId, type FormEvent } from "react";
import { useRenameForm } from "../model/use-rename-form";

export interface RenameDeviceDialogProps {
  /** The device to rename; the dialog is closed when null. */
  device: { sn: string; name: string } | null;
  onClose: () => void;
}

/** Renames a device (spec §5: 0-32 characters, no forbidden characters). */
export function RenameDeviceDialog({ device, onClose }: RenameDeviceDialogProps) {
  return (
    <Dialog open={device !== null} onClose={onClose} maxWidth="xs" fullWidth>
      {device && <RenameForm key={device.sn} sn={device.sn} initialName={device.name} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({ sn, initialName, onClose }: { sn: string; initialName: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const form = useRenameForm(sn, initialName, onClose);
  const count = [...form.name].length;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <>
      <DialogTitle>{t`Rename device`}</DialogTitle>
      <DialogContent>
        <form id={formId} noValidate onSubmit={onSubmit} aria-label={t`Rename device`}>
          <TextField
            autoFocus
            name="name"
            label={t`Device name`}
            value={form.name}
            onChange={(event) => form.setName(event.target.value)}
            error={Boolean(form.error)}
            helperText={form.error ? i18n._(form.error) : t`${count}/${DEVICE_NAME_MAX}`}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { "data-testid": "rename-name" } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button type="submit" form={formId} variant="contained" loading={form.saving} data-testid="rename-submit">
          {t`Save`}
        </Button>
      </DialogActions>
    </>
  );
}
