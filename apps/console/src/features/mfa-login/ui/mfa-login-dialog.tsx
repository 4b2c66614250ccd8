import { Trans, useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useStore } from "@tanstack/react-form";
import type { LoginResult } from "@vms/api-client";
import { useId } from "react";
import type { MfaChallenge } from "../model/mfa-challenge";
import { useMfaLogin } from "../model/use-mfa-login";
import { MfaChoice } from "./mfa-choice";
import { MfaCodeStep } from "./mfa-code-step";

export interface MfaLoginDialogProps {
  challenge: MfaChallenge;
  onSignedIn: (result: LoginResult) => void;
  /** Closed without signing in: back to the password form, typed values kept. */
  onCancel: () => void;
  /** The account locked (too many wrong codes): the password form shows the lock and its countdown. */
  onRefused: (error: unknown) => void;
}

/** The second sign-in step (spec §4 MFA dialog): choice, code, Back to the choice. */
export function MfaLoginDialog({ challenge, onSignedIn, onCancel, onRefused }: MfaLoginDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const mfa = useMfaLogin(challenge, onSignedIn, onRefused);
  const verifying = useStore(mfa.form.store, (state) => state.isSubmitting);
  const complete = useStore(mfa.form.store, (state) => state.values.code.length === 6);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="mfa-dialog">
      <DialogTitle id={titleId}>{t`Two-step verification`}</DialogTitle>
      <DialogContent>
        {mfa.step === "choose" ? <MfaChoice onChoose={mfa.choose} /> : <MfaCodeStep mfa={mfa} maskedEmail={challenge.maskedEmail} />}
      </DialogContent>
      <DialogActions>
        {mfa.step !== "choose" && mfa.canGoBack && (
          <Button onClick={mfa.back} data-testid="mfa-back">
            <Trans>Back</Trans>
          </Button>
        )}
        <Button onClick={onCancel} data-testid="mfa-cancel">
          <Trans>Cancel</Trans>
        </Button>
        {mfa.step !== "choose" && (
          <Button
            variant="contained"
            onClick={mfa.verify}
            loading={verifying}
            disabled={!complete}
            data-testid="mfa-verify"
          >
            <Trans>Verify</Trans>
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
