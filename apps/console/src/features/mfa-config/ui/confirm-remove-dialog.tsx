import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

export interface ConfirmRemoveDialogProps {
  /** Translated factor name. */
  name: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a second factor is removed. */
export function ConfirmRemoveDialog({ name, open, busy, onCancel, onConfirm }: ConfirmRemoveDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs">
      <DialogTitle>{t`Remove ${name}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t`You can no longer use it to confirm sign-ins.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t`Cancel`}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={busy} data-testid="confirm-remove">
          {t`Remove`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
