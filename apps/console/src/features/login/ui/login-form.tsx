import { Trans, useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useStore } from "@tanstack/react-form";
import { CaptchaField } from "@/entities/auth";
import { boundProps } from "@/shared/ui";
import type { SignInFlow } from "../model/use-sign-in-flow";
import { LoginFeedback } from "./login-feedback";

export interface LoginFormProps {
  flow: SignInFlow;
}

/**
 * User name (e-mail), password and, when the server asks, the image code. Enter submits; typed
 * values survive every error. While locked only the user name can change (another account).
 */
export function LoginForm({ flow }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const { form, lockUntil, captcha } = flow;
  const locked = lockUntil !== null;
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.submit();
      }}
      aria-label={t`Sign in`}
    >
      <form.AppField name="loginName">
        {(field) => (
          <field.TextField
            type="email"
            label={t`User name (e-mail)`}
            autoComplete="username"
            onBlur={flow.onLoginNameBlur}
            helperText={null}
            fullWidth
            required
            autoFocus
            name="username"
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => <field.TextField type="password" label={t`Password`} autoComplete="current-password" helperText={null} disabled={locked} fullWidth required />}
      </form.AppField>
      {/* The image was used by the attempt that locked: a new one comes when the lock ends. */}
      {captcha.shown && !locked && <form.AppField name="imgCode">{(field) => <CaptchaField captcha={captcha} {...boundProps<string>(field, i18n)} disabled={locked} />}</form.AppField>}
      <LoginFeedback banner={flow.banner} lockUntil={lockUntil} onLockDone={flow.onLockDone} />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} disabled={locked} data-testid="sign-in">
        <Trans>Sign in</Trans>
      </Button>
    </Stack>
  );
}
