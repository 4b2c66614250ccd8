import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Link } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { CaptchaField } from "@/entities/auth";
import { RichMessage } from "@/shared/ui";
import { useForgotPassword } from "../model/use-forgot-password";
import { RecoveryCard } from "./recovery-card";

const haveCodeMessage = msg`Already have a code? <0>Enter it</0>`;

export interface ForgotPasswordPageProps {
  backgroundImage?: string | undefined;
}

/** Recovery step 1 (/forgot-password): the e-mail address, and the image code when asked. */
export function ForgotPasswordPage({ backgroundImage }: ForgotPasswordPageProps) {
  const { t, i18n } = useLingui();
  const form = useForgotPassword();
  const { code } = form;
  const { countdown, sending, notice } = code.sender;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  const { secondsLeft } = countdown;
  const label = {
    unset: t`Send code`,
    resend: t`Send code`,
    waiting: t`Resend in ${secondsLeft} s`,
    limited: t`Limit reached`,
  }[countdown.state];
  return (
    <RecoveryCard
      title={t`Forgot password`}
      intro={t`Enter the e-mail address of your account. We will send you a code to set a new password.`}
      backgroundImage={backgroundImage}
    >
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t`Forgot password`}>
        <TextField
          name="email"
          type="email"
          label={t`E-mail`}
          autoComplete="username"
          value={form.email}
          onChange={(event) => form.setEmail(event.target.value)}
          error={Boolean(form.emailError)}
          helperText={form.emailError ? i18n._(form.emailError) : null}
          fullWidth
          required
          autoFocus
        />
        {code.captcha.shown && (
          <CaptchaField
            captcha={code.captcha}
            value={code.imgCode}
            onChange={code.setImgCode}
            error={code.imgError ? i18n._(code.imgError) : null}
          />
        )}
        {notice && (
          <Typography variant="body2" color="warning.main" data-testid="code-notice">
            {i18n._(notice)}
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={sending}
          disabled={countdown.state === "waiting" || countdown.state === "limited"}
          data-testid="send-reset-code"
          data-state={countdown.state}
        >
          {label}
        </Button>
      </Stack>
      <Typography variant="body2">
        <RichMessage message={haveCodeMessage} components={{ 0: <MuiLink component={Link} to="/reset-password" data-testid="have-code" /> }} />
      </Typography>
    </RecoveryCard>
  );
}
