import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import { LockCountdown } from "@vms/ui-kit";
import type { LoginBanner } from "../model/apply-login-failure";

export interface LoginFeedbackProps {
  banner: LoginBanner | null;
  lockUntil: number | null;
  onLockDone: () => void;
}

/** The outcome of the last attempt: tries remaining, disabled account, or the lock countdown. */
export function LoginFeedback({ banner, lockUntil, onLockDone }: LoginFeedbackProps) {
  const { t } = useLingui();
  if (lockUntil !== null) {
    return (
      // The explanation may wrap; the countdown keeps a line of its own with a short label beside it.
      <Alert severity="error" data-testid="login-lock">
        <AlertTitle>{t`Too many failed attempts. The account is locked.`}</AlertTitle>
        <LockCountdown expireAt={lockUntil} onDone={onLockDone} label={t`Try again in`} />
      </Alert>
    );
  }
  if (!banner) return null;
  if (banner.kind === "wrongCredentials") {
    const remain = banner.remainTimes;
    return (
      <Alert severity="error" data-testid="login-error">
        {remain === undefined
          ? t`The user name or password is wrong.`
          : t`The user name or password is wrong. ${plural(remain, { one: "# try remaining.", other: "# tries remaining." })}`}
      </Alert>
    );
  }
  return (
    <Alert severity="error" data-testid="login-error">
      {banner.kind === "disabled" ? (
        <Trans>This account is disabled. Please contact your administrator.</Trans>
      ) : (
        <Trans>The account is locked after too many failed sign-ins. Please try again later.</Trans>
      )}
    </Alert>
  );
}
