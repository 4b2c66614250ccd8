import { Trans, useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { Link } from "@tanstack/react-router";
import type { ResetSearch } from "../model/reset-search";
import { useResetPassword } from "../model/use-reset-password";
import { RecoveryCard } from "./recovery-card";
import { ResetPasswordForm } from "./reset-password-form";

export interface ResetPasswordPageProps {
  /** Search params of /reset-password (address and when its code was sent). */
  search: ResetSearch;
  backgroundImage?: string | undefined;
}

/** Recovery step 2 (/reset-password): the code and a new password, then a success message. */
export function ResetPasswordPage({ search, backgroundImage }: ResetPasswordPageProps) {
  const { t } = useLingui();
  const form = useResetPassword(search);
  return (
    <RecoveryCard
      title={t`Reset password`}
      intro={form.done ? undefined : t`Enter the code from the e-mail and choose a new password.`}
      backgroundImage={backgroundImage}
    >
      {form.done ? (
        <>
          <Alert severity="success" data-testid="reset-done">
            <Trans>Your password has been reset. Sign in with the new password.</Trans>
          </Alert>
          <Button component={Link} to="/login" variant="contained" size="large" fullWidth data-testid="go-to-login">
            <Trans>Sign in</Trans>
          </Button>
        </>
      ) : (
        <ResetPasswordForm form={form} />
      )}
    </RecoveryCard>
  );
}
