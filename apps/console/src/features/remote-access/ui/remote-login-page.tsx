import { useLingui } from "@lingui/react/macro";
import CircularProgress from "@mui/material/CircularProgress";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Code, toApiError } from "@vms/api-client";
import { CenteredCard } from "@vms/ui-kit";
import { useEffect, useRef } from "react";
import { clearPermissions } from "@/entities/permission";
import { sessionStore, useSession } from "@/shared/session";
import { FloatingPreferences } from "@/shared/ui";
import { useConnectRemoteMutation } from "../api/connect-remote";
import { LinkFailure } from "./link-failure";

export interface RemoteLoginPageProps {
  grantId: string;
  token: string;
  backgroundImage?: string | undefined;
  /** Signs the current user out and opens the sign-in page, coming back to `redirect` afterwards. */
  onSignInAgain: (redirect: string) => void;
}

/** Failures that signing in again (as the granted installer, with a second factor) can cure. */
const SIGN_IN_AGAIN: ReadonlySet<number> = new Set([Code.REMOTE_LINK_USED, Code.REMOTE_LINK_NOT_YOURS, Code.REMOTE_MFA_REQUIRED]);

/**
 * Spec §2 /remote-access-login/{grantId}/{token} (issue 27): the link is not a credential of its
 * own. Without a session it opens the sign-in page and comes back here; signed in as the granted
 * installer (password, second factor) it exchanges the link, once per session, for a session in the
 * customer's organization that ends with the grant.
 */
export function RemoteLoginPage({ grantId, token, backgroundImage, onSignInAgain }: RemoteLoginPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const connect = useConnectRemoteMutation();
  const started = useRef(false);
  const here = `/remote-access-login/${grantId}/${token}`;
  const signedIn = session !== null;
  useEffect(() => {
    // Once per page: the link is spent by a use, not something to retry in a loop.
    if (started.current) return;
    started.current = true;
    if (!signedIn) {
      void navigate({ to: "/login", search: { redirect: here }, replace: true });
      return;
    }
    connect.mutate(
      { grantId, token },
      {
        onSuccess: (result) => {
          // The installer's own organization's data and codes must not show in the customer's.
          queryClient.clear();
          clearPermissions(queryClient);
          sessionStore.signIn(result);
          void navigate({ href: "/", replace: true });
        },
      },
    );
  }, [connect, grantId, token, navigate, queryClient, signedIn, here]);
  const failure = connect.isError ? toApiError(connect.error).code : null;
  return (
    <>
      <FloatingPreferences />
      <CenteredCard backgroundImage={backgroundImage || undefined} maxWidth={480}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">{t`Remote access`}</Typography>
          {!connect.isError && <CircularProgress aria-label={t`Signing in to the customer's organization`} />}
          {connect.isError && <LinkFailure error={connect.error} testId="remote-login-error" />}
          {failure !== null && SIGN_IN_AGAIN.has(failure) && (
            <Button variant="contained" onClick={() => onSignInAgain(here)} data-testid="remote-login-sign-in-again">
              {t`Sign out and sign in as the installer`}
            </Button>
          )}
          {failure !== null && !SIGN_IN_AGAIN.has(failure) && (
            <Button component={Link} to="/">{t`Go to the console`}</Button>
          )}
        </Stack>
      </CenteredCard>
    </>
  );
}
