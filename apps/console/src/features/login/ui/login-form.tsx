import { Trans, useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { CaptchaField } from "@/entities/auth";
import type { FormEvent } from "react";
import type { LoginForm as LoginFormModel } from "../model/use-login-form";
import { LoginFeedback } from "./login-feedback";

export interface LoginFormProps {
  form: LoginFormModel;
}

/**
 * User name (e-mail), password and, when the server asks, the image code. Enter submits; typed
 * values survive every error. While locked only the user name can change (another account).
 */
export function LoginForm({ form }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const { values, errors, lockUntil, captcha, submitting } = form;
  const locked = lockUntil !== null;
  const message = (field: keyof typeof errors) => (errors[field] ? i18n._(errors[field]) : null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t`Sign in`}>
      <TextField
        name="username"
        type="email"
        label={t`User name (e-mail)`}
        autoComplete="username"
        value={values.loginName}
        onChange={(event) => form.setField("loginName", event.target.value)}
        onBlur={form.onLoginNameBlur}
        error={Boolean(errors.loginName)}
        helperText={message("loginName")}
        fullWidth
        required
        autoFocus
      />
      <TextField
        name="password"
        type="password"
        label={t`Password`}
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => form.setField("password", event.target.value)}
        error={Boolean(errors.password)}
        helperText={message("password")}
        disabled={locked}
        fullWidth
        required
      />
      {/* The image was used by the attempt that locked: a new one comes when the lock ends. */}
      {captcha.shown && !locked && (
        <CaptchaField
          captcha={captcha}
          value={values.imgCode}
          onChange={(value) => form.setField("imgCode", value)}
          error={message("imgCode")}
          disabled={locked}
        />
      )}
      <LoginFeedback banner={form.banner} lockUntil={lockUntil} onLockDone={form.onLockDone} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={submitting}
        disabled={locked}
        data-testid="sign-in"
      >
        <Trans>Sign in</Trans>
      </Button>
    </Stack>
  );
}
