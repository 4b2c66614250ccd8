import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { resolveErrorDisplay } from "@vms/api-client";
import type { ReactNode } from "react";
import type { LoginBanner } from "../model/apply-login-failure";
import { LockTimer } from "./lock-timer";

export interface LoginFeedbackProps {
  banner: LoginBanner | null;
  lockUntil: number | null;
  onLockDone: () => void;
}

/** The outcome of the last attempt: tries remaining, disabled account, the lock countdown, or another failure. */
export function LoginFeedback({ banner, lockUntil, onLockDone }: LoginFeedbackProps) {
  const { t, i18n } = useLingui();
  if (lockUntil !== null) {
    return (
      // The explanation may wrap; the countdown keeps a line of its own with a short label beside it.
      <div className="vms-login__alert" role="alert" data-testid="login-lock">
        <div className="vms-login__alert-title">{t`Too many failed attempts. The account is locked.`}</div>
        <LockTimer expireAt={lockUntil} onDone={onLockDone} label={t`Try again in`} />
      </div>
    );
  }
  if (!banner) return null;
  let text: ReactNode;
  if (banner.kind === "wrongCredentials") {
    const remain = banner.remainTimes;
    text =
      remain === undefined
        ? t`The user name or password is wrong.`
        : t`The user name or password is wrong. ${plural(remain, { one: "# try remaining.", other: "# tries remaining." })}`;
  } else if (banner.kind === "disabled") {
    text = <Trans>This account is disabled. Please contact your administrator.</Trans>;
  } else if (banner.kind === "locked") {
    text = <Trans>The account is locked after too many failed sign-ins. Please try again later.</Trans>;
  } else {
    // Spec §8: the catalogue's message for the code, else the server's text.
    const display = resolveErrorDisplay(banner.error.code, banner.error.serverMsg);
    if (display.kind === "none") return null;
    text = display.kind === "translated" ? i18n._(display.message) : display.text;
  }
  return (
    <div className="vms-login__alert" role="alert" data-testid="login-error">
      {text}
    </div>
  );
}
