import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useStore } from "@tanstack/react-form";
import { toApiError } from "@vms/api-client";
import { OtpInput } from "@vms/ui-kit";
import { useId } from "react";
import { showApiError } from "@/shared/api";
import { boundProps, setSubmitErrors, useAppForm } from "@/shared/ui";
import { useVerifyMfaFactorMutation } from "../api/verify-mfa-factor";
import type { AddAuthenticator } from "../model/use-add-authenticator";
import { useQrCode } from "../model/use-qr-code";
import { isOtpCode, verifyFailureMessage } from "../model/verify-code";

/** Scan the QR code (or type the secret) into an authenticator app, then prove it with a 6-digit code. */
export function AddAuthenticatorDialog({ flow }: { flow: AddAuthenticator }) {
  const titleId = useId();
  return (
    <Dialog open={flow.open} onClose={flow.close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {/* Mounted per opening: every opening starts with empty boxes. */}
      <AddAuthenticatorBody flow={flow} titleId={titleId} />
    </Dialog>
  );
}

function AddAuthenticatorBody({ flow, titleId }: { flow: AddAuthenticator; titleId: string }) {
  const { t, i18n } = useLingui();
  const qr = useQrCode(flow.setup?.otpauthUri);
  const verify = useVerifyMfaFactorMutation();
  const form = useAppForm({
    defaultValues: { code: "" },
    onSubmit: async ({ value, formApi }) => {
      if (!isOtpCode(value.code)) return;
      try {
        await verify.mutateAsync({ type: "OTP", code: value.code });
        flow.close();
      } catch (e) {
        const failure = toApiError(e);
        const inline = verifyFailureMessage(failure.code);
        if (!inline) return showApiError(failure);
        formApi.setFieldValue("code", "");
        setSubmitErrors(formApi, { code: inline });
      }
    },
  });
  const code = useStore(form.store, (state) => state.values.code);
  const submit = () => {
    if (!form.state.isSubmitting) void form.handleSubmit();
  };
  return (
    <>
      <DialogTitle id={titleId}>{t`Add an authenticator app`}</DialogTitle>
      <DialogContent>
        {!flow.setup ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
            <CircularProgress aria-label={t`Loading`} />
          </Box>
        ) : (
          <Stack spacing={2} sx={{ alignItems: "center" }}>
            <Typography variant="body2">{t`Scan this QR code with your authenticator app, or enter the key by hand.`}</Typography>
            {qr && <Box component="img" src={qr} alt={t`QR code for the authenticator app`} sx={{ width: 200, height: 200 }} data-testid="otp-qr" />}
            <Typography
              variant="body2"
              sx={{ fontFamily: "monospace", wordBreak: "break-all", userSelect: "all" }}
              aria-label={t`Secret key`}
              data-testid="otp-secret"
            >
              {flow.setup.secret}
            </Typography>
            <Typography variant="body2">{t`Enter the 6-digit code the app shows.`}</Typography>
            <form.AppField name="code">
              {(field) => {
                const { error, ...bound } = boundProps<string>(field, i18n);
                return (
                  <>
                    <OtpInput {...bound} onComplete={submit} disabled={verify.isPending} autoFocus ariaLabel={(i) => t`Digit ${i + 1}`} />
                    {error && (
                      <Typography variant="body2" color="error" role="alert" data-testid="otp-error">
                        {error}
                      </Typography>
                    )}
                  </>
                );
              }}
            </form.AppField>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={flow.close}>{t`Cancel`}</Button>
        <Button variant="contained" onClick={submit} disabled={!flow.setup || code.length !== 6} loading={verify.isPending} data-testid="verify-otp">
          {t`Verify`}
        </Button>
      </DialogActions>
    </>
  );
}
