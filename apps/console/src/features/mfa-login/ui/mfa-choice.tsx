import { Trans } from "@lingui/react/macro";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import PhonelinkLockOutlinedIcon from "@mui/icons-material/PhonelinkLockOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

export interface MfaChoiceProps {
  onChoose: (type: "EMAIL" | "OTP") => void;
}

/** Spec §4: choose the e-mail code or the authenticator app. */
export function MfaChoice({ onChoose }: MfaChoiceProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        <Trans>Your account is protected by a second factor. How do you want to verify?</Trans>
      </Typography>
      <Button variant="outlined" size="large" startIcon={<EmailOutlinedIcon />} onClick={() => onChoose("EMAIL")} data-testid="mfa-choose-email">
        <Trans>E-mail code</Trans>
      </Button>
      <Button variant="outlined" size="large" startIcon={<PhonelinkLockOutlinedIcon />} onClick={() => onChoose("OTP")} data-testid="mfa-choose-otp">
        <Trans>Authenticator app</Trans>
      </Button>
    </Stack>
  );
}
