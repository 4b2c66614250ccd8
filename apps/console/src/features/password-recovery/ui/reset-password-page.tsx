import { Trans, useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { ResetSearch } from "../model/reset-search";
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
  const [done, setDone] = useState(false);
  return (
    <RecoveryCard
      title={t`Reset password`}
      intro={done ? undefined : t`Enter the code from the e-mail and choose a new password.`}
      backgroundImage={backgroundImage}
    >
      {done ? (
        <>
          <Alert severity="success" data-testid="reset-done">
            <Trans>Your password has been reset. Sign in with the new password.</Trans>
          </Alert>
          <Button component={Link} to="/login" variant="contained" size="large" fullWidth data-testid="go-to-login">
            <Trans>Sign in</Trans>
          </Button>
        </>
      ) : (
        <ResetPasswordForm search={search} onDone={() => setDone(true)} />
      )}
    </RecoveryCard>
  );
}
