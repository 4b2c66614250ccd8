import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useId, useState, type FormEvent } from "react";
import { removalProof, type RemovalProof } from "../model/removal-proof";

export interface ConfirmRemoveDialogProps {
  /** Translated factor name. */
  name: string;
  open: boolean;
  busy: boolean;
  /** Why the last try was refused (a wrong password or code), translated; shown by the field. */
  error?: string | undefined;
  onCancel: () => void;
  onConfirm: (proof: RemovalProof) => void;
}

/**
 * Asks before a second factor is removed, and for the password or a current authenticator code
 * (issue 27): a console left signed in must not be enough to strip the account's protection. A
 * password has 8-16 characters (spec §5), so six digits can only be an app code.
 */
export function ConfirmRemoveDialog({ name, open, busy, error, onCancel, onConfirm }: ConfirmRemoveDialogProps) {
  const { t } = useLingui();
  const [secret, setSecret] = useState("");
  const [empty, setEmpty] = useState(false);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const proof = removalProof(secret);
    setEmpty(proof === null);
    if (proof) onConfirm(proof);
  };
  const close = () => {
    setSecret("");
    setEmpty(false);
    onCancel();
  };
  const problem = empty ? t`Enter your password or a code from your authenticator app.` : error;
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t`Remove ${name}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t`You can no longer use it to confirm sign-ins. Confirm with your password or a current code from your authenticator app.`}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="password"
            autoComplete="current-password"
            label={t`Password or authenticator code`}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            error={problem !== undefined}
            helperText={problem}
            slotProps={{ htmlInput: { "data-testid": "remove-proof" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t`Cancel`}</Button>
          <Button type="submit" color="error" variant="contained" loading={busy} data-testid="confirm-remove">
            {t`Remove`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
