import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "@tanstack/react-router";
import { catalogueEntry, INVITE_KIND, toApiError } from "@vms/api-client";
import { CenteredCard } from "@vms/ui-kit";
import { useEffect, useState, type ReactNode } from "react";
import { FloatingPreferences } from "@/shared/ui";
import { useInviteCheck } from "../api/check-invite";
import { InviteRegisterForm } from "./invite-register-form";

export interface InviteRegisterPageProps {
  inviteId: string;
  uuid: string;
  /** Branding background (spec §3), when known. */
  backgroundImage?: string | undefined;
  /** The inviting organization's logo and title (issue 28). */
  brand?: ReactNode;
  /** Told the inviting organization's customer ID once the link is checked, so the route can brand the page. */
  onOrganization?: ((coId: string) => void) | undefined;
}

/**
 * Spec §2 /user-register/{inviteId}/{uuid} and /company-register/{inviteId}/{uuid}: the link is
 * checked first (expired, used or unknown links show their §8 message), then the invitee
 * chooses a name and password and the account is activated.
 */
export function InviteRegisterPage({ inviteId, uuid, backgroundImage, brand, onOrganization }: InviteRegisterPageProps) {
  const { t, i18n } = useLingui();
  const check = useInviteCheck(inviteId, uuid);
  const [done, setDone] = useState(false);
  const orgName = check.data?.orgName ?? "";
  const email = check.data?.email ?? "";
  const coId = check.data?.coId;
  useEffect(() => {
    if (coId) onOrganization?.(coId);
  }, [coId, onOrganization]);
  const failure = check.isError ? catalogueEntry(toApiError(check.error).code) : undefined;
  return (
    <>
      <FloatingPreferences />
      <CenteredCard backgroundImage={backgroundImage || undefined} maxWidth={480}>
        <Stack spacing={3}>
          {brand}
          <Typography variant="h5" component="h1">
            {check.data?.kind === INVITE_KIND.COMPANY ? t`Register your organization` : t`Join your organization`}
          </Typography>
          {check.isPending && <CircularProgress aria-label={t`Loading`} />}
          {check.isError && (
            <Alert severity="error" data-testid="invite-link-error">
              {failure ? i18n._(failure.message) : t`The invitation could not be checked.`}
            </Alert>
          )}
          {check.data && !done && (
            <>
              <Typography variant="body2" data-testid="invite-summary">
                {t`${orgName} invited ${email}.`}
              </Typography>
              <InviteRegisterForm inviteId={inviteId} uuid={uuid} invite={check.data} onDone={() => setDone(true)} />
            </>
          )}
          {done && (
            <Alert severity="success" data-testid="invite-register-done">
              {t`Your account is active. Sign in with your e-mail address and password.`}
            </Alert>
          )}
          {(done || check.isError) && (
            <Button component={Link} to="/login" variant={done ? "contained" : "text"} data-testid="invite-login-link">
              {t`Go to sign in`}
            </Button>
          )}
        </Stack>
      </CenteredCard>
    </>
  );
}
