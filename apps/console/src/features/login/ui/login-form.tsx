import { Trans, useLingui } from "@lingui/react/macro";
import type { SignInFlow } from "../model/use-sign-in-flow";
import { LoginCaptcha } from "./login-captcha";
import { LoginFeedback } from "./login-feedback";
import { LoginTextField } from "./login-text-field";

export interface LoginFormProps {
  flow: SignInFlow;
}

/**
 * User name (e-mail), password and, when the server asks, the image code. Enter submits; typed
 * values survive every error. While locked only the user name can change (another account).
 */
export function LoginForm({ flow }: LoginFormProps) {
  const { t } = useLingui();
  const { fields, lockUntil, captcha, submitting } = flow;
  const locked = lockUntil !== null;
  return (
    <form
      className="vms-login__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.submit();
      }}
      aria-label={t`Sign in`}
    >
      <LoginTextField
        type="email"
        name="username"
        label={t`User name (e-mail)`}
        autoComplete="username"
        value={fields.values.loginName}
        onChange={(value) => flow.change("loginName", value)}
        onBlur={flow.onLoginNameBlur}
        error={fields.errors.loginName}
        required
        autoFocus
      />
      <LoginTextField
        type="password"
        name="password"
        label={t`Password`}
        autoComplete="current-password"
        value={fields.values.password}
        onChange={(value) => flow.change("password", value)}
        error={fields.errors.password}
        disabled={locked}
        required
      />
      {/* The image was used by the attempt that locked: a new one comes when the lock ends. */}
      {captcha.shown && !locked && (
        <LoginCaptcha captcha={captcha} value={fields.values.imgCode} onChange={(value) => flow.change("imgCode", value)} error={fields.errors.imgCode} />
      )}
      <LoginFeedback banner={flow.banner} lockUntil={lockUntil} onLockDone={flow.onLockDone} />
      <button type="submit" className="vms-login__button" disabled={locked || submitting} aria-busy={submitting} data-testid="sign-in">
        <Trans>Sign in</Trans>
      </button>
    </form>
  );
}
