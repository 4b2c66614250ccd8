import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import { catalogueEntry, Code, toApiError } from "@vms/api-client";
import { useState, type FormEvent } from "react";
import { useUnregisterCheck } from "../api/check-unregister";
import { useUnregisterMutation } from "../api/unregister";
import { DeletionProofFields, type ProofMethod } from "./deletion-proof-fields";

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** The account is gone: sign out (the server has ended every session). */
  onDeleted: () => void;
}

/** Spec §7 /user/unregister-check then /user/unregister: blockers listed (33400, 33401), else confirm with the password or an e-mail code. */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const { t, i18n } = useLingui();
  const check = useUnregisterCheck(open);
  const remove = useUnregisterMutation();
  const [method, setMethod] = useState<ProofMethod>("password");
  const [proof, setProof] = useState("");
  const [error, setError] = useState<string | null>(null);
  const message = (code: number) => {
    const entry = catalogueEntry(code);
    return entry ? i18n._(entry.message) : t`The account could not be deleted.`;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!proof) return setError(method === "password" ? t`Enter your password.` : t`Enter the code from the e-mail.`);
    try {
      await remove.mutateAsync(method === "password" ? { password: proof } : { emailCode: proof });
      onDeleted();
    } catch (err) {
      setError(message(toApiError(err).code));
    }
  };
  const blockers = check.data && !check.data.canUnregister ? check.data : null;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="delete-account-title">
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="delete-account-form">
        <DialogTitle id="delete-account-title">{t`Delete your account`}</DialogTitle>
        <DialogContent>
          {check.isPending && <LinearProgress aria-label={t`Loading`} />}
          {blockers && (
            <Alert severity="warning" data-testid="delete-account-blocked">
              {blockers.subUserCount > 0 && <div>{message(Code.HAS_SUB_USERS)} {t`Other users: ${blockers.subUserCount}.`}</div>}
              {blockers.deviceCount > 0 && <div>{message(Code.HAS_DEVICES)} {t`Devices: ${blockers.deviceCount}.`}</div>}
            </Alert>
          )}
          {check.data?.canUnregister && (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                {t`Your name, e-mail address, phone, avatar and sign-in methods are deleted and every session ends. The organization's operation log keeps what you did, without your name.`}
              </DialogContentText>
              {error && (
                <Alert severity="error" sx={{ mb: 2 }} data-testid="delete-account-error">
                  {error}
                </Alert>
              )}
              <DeletionProofFields method={method} onMethodChange={setMethod} value={proof} onChange={setProof} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          {check.data?.canUnregister && (
            <Button type="submit" color="error" variant="contained" disabled={remove.isPending} data-testid="delete-account-confirm">
              {t`Delete my account`}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
