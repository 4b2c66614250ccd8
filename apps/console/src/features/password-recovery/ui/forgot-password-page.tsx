import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useStore } from "@tanstack/react-form";
import { Link, useNavigate } from "@tanstack/react-router";
import { checkEmail } from "@vms/api-client";
import { CaptchaField } from "@/entities/auth";
import { emailProblemMessages } from "@/shared/lib/form-messages";
import { RichMessage, useAppForm, submitForm } from "@/shared/ui";
import { useResetCode } from "../model/use-reset-code";
import { RecoveryCard } from "./recovery-card";

const haveCodeMessage = msg`Already have a code? <0>Enter it</0>`;

export interface ForgotPasswordPageProps {
  backgroundImage?: string | undefined;
}

/** Recovery step 1 (/forgot-password): the e-mail address, and the image code when asked; the code sent, on to step 2. */
export function ForgotPasswordPage({ backgroundImage }: ForgotPasswordPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useAppForm({
    defaultValues: { email: "" },
    validators: {
      onSubmit: ({ value }) => {
        const problem = checkEmail(value.email.trim());
        return problem ? { fields: { email: emailProblemMessages[problem] } } : undefined;
      },
    },
    onSubmit: async ({ value }) => {
      if (await code.request()) await navigate({ to: "/reset-password", search: { email: value.email.trim(), sent: Date.now() } });
    },
  });
  const code = useResetCode(useStore(form.store, (state) => state.values.email.trim()));
  const { countdown, sending, notice } = code.sender;
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
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={submitForm(form)}
        aria-label={t`Forgot password`}
      >
        <form.AppField name="email" listeners={{ onChange: code.clearAccountError }}>
          {(field) => (
            <field.TextField
              type="email"
              label={t`E-mail`}
              autoComplete="username"
              error={Boolean(code.accountError)}
              helperText={code.accountError ? i18n._(code.accountError) : null}
              fullWidth
              required
              autoFocus
            />
          )}
        </form.AppField>
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
