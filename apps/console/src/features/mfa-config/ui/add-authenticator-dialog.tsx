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
import { OtpInput } from "@vms/ui-kit";
import { useId } from "react";
import type { AddAuthenticator } from "../model/use-add-authenticator";
import { useQrCode } from "../model/use-qr-code";

/** Scan the QR code (or type the secret) into an authenticator app, then prove it with a 6-digit code. */
export function AddAuthenticatorDialog({ flow }: { flow: AddAuthenticator }) {
  const { t, i18n } = useLingui();
  const qr = useQrCode(flow.setup?.otpauthUri);
  const titleId = useId();
  return (
    <Dialog open={flow.open} onClose={flow.close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
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
            <OtpInput
              value={flow.code}
              onChange={flow.setCode}
              onComplete={(code) => void flow.verify(code)}
              disabled={flow.verifying}
              autoFocus
              ariaLabel={(i) => t`Digit ${i + 1}`}
            />
            {flow.error && (
              <Typography variant="body2" color="error" role="alert" data-testid="otp-error">
                {i18n._(flow.error)}
              </Typography>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={flow.close}>{t`Cancel`}</Button>
        <Button
          variant="contained"
          onClick={() => void flow.verify()}
          disabled={!flow.setup || flow.code.length !== 6}
          loading={flow.verifying}
          data-testid="verify-otp"
        >
          {t`Verify`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
