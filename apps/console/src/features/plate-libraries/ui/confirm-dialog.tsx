import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";

/** Asks before a deletion; `onConfirm` runs the deletion and the dialog closes after it. */
export function ConfirmDialog({ open, title, text, busy, onClose, onConfirm }: { open: boolean; title: string; text: string; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm} data-testid="confirm-delete">
          {t`Delete`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
