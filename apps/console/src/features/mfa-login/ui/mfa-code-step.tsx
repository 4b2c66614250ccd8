import { Trans, useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { OtpInput } from "@vms/ui-kit";
import { useStore } from "@tanstack/react-form";
import { CodeSendButton } from "@/entities/auth";
import { boundProps, fieldMessage } from "@/shared/ui";
import type { MfaLogin } from "../model/use-mfa-login";

export interface MfaCodeStepProps {
  mfa: MfaLogin;
  maskedEmail: string;
}

/** Code entry in single-digit boxes (spec §2 widget); the e-mail factor adds the resend button. */
export function MfaCodeStep({ mfa, maskedEmail }: MfaCodeStepProps) {
  const { t, i18n } = useLingui();
  const { sender } = mfa;
  const verifying = useStore(mfa.form.store, (state) => state.isSubmitting);
  const email = mfa.step === "EMAIL";
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" data-testid="mfa-instructions">
        {email && sender.sent ? (
          <Trans>Enter the 6-digit code we sent to {maskedEmail}.</Trans>
        ) : email ? (
          // Nothing went out from this dialog (e.g. 20023): a code mailed moments ago may still do.
          <Trans>Enter the 6-digit code from the latest e-mail sent to {maskedEmail}.</Trans>
        ) : (
          <Trans>Enter the 6-digit code shown in your authenticator app.</Trans>
        )}
      </Typography>
      <Stack sx={{ alignItems: "center" }} data-testid="mfa-code">
        <mfa.form.AppField name="code">
          {(field) => {
            const { error: _error, ...bound } = boundProps<string>(field, i18n);
            return (
              <OtpInput
                {...bound}
                onComplete={mfa.verify}
                disabled={verifying}
                autoFocus
                ariaLabel={(index) => {
                  const position = index + 1;
                  return t`Digit ${position} of 6`;
                }}
              />
            );
          }}
        </mfa.form.AppField>
      </Stack>
      <mfa.form.AppField name="code">
        {(field) => {
          const error = fieldMessage(field);
          return (
            error && (
              <Alert severity="error" data-testid="mfa-error">
                {i18n._(error)}
              </Alert>
            )
          );
        }}
      </mfa.form.AppField>
      {email && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <CodeSendButton
            state={sender.countdown.state}
            secondsLeft={sender.countdown.secondsLeft}
            sending={sender.sending}
            onClick={() => void sender.request()}
          />
          {sender.notice && (
            <Typography variant="body2" color="warning.main" data-testid="code-notice">
              {i18n._(sender.notice)}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
