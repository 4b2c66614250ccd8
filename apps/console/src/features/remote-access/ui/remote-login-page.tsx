import { useLingui } from "@lingui/react/macro";
import CircularProgress from "@mui/material/CircularProgress";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link, useNavigate } from "@tanstack/react-router";
import { CenteredCard } from "@vms/ui-kit";
import { useEffect, useRef } from "react";
import { sessionStore } from "@/shared/session";
import { FloatingPreferences } from "@/shared/ui";
import { useConnectRemoteMutation } from "../api/connect-remote";
import { LinkFailure } from "./link-failure";

export interface RemoteLoginPageProps {
  grantId: string;
  token: string;
  backgroundImage?: string | undefined;
}

/**
 * Spec §2 /remote-access-login/{grantId}/{token}: signs the installer into the customer's
 * organization; the session the server gives ends with the grant (expiry or revocation).
 */
export function RemoteLoginPage({ grantId, token, backgroundImage }: RemoteLoginPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const connect = useConnectRemoteMutation();
  const started = useRef(false);
  useEffect(() => {
    // Once per page: the link is a credential, not something to retry in a loop.
    if (started.current) return;
    started.current = true;
    connect.mutate(
      { grantId, token },
      {
        onSuccess: (result) => {
          sessionStore.signIn(result);
          void navigate({ href: "/", replace: true });
        },
      },
    );
  }, [connect, grantId, token, navigate]);
  return (
    <>
      <FloatingPreferences />
      <CenteredCard backgroundImage={backgroundImage || undefined} maxWidth={480}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">{t`Remote access`}</Typography>
          {!connect.isError && <CircularProgress aria-label={t`Signing in to the customer's organization`} />}
          {connect.isError && (
            <>
              <LinkFailure error={connect.error} testId="remote-login-error" />
              <Button component={Link} to="/login">{t`Go to sign in`}</Button>
            </>
          )}
        </Stack>
      </CenteredCard>
    </>
  );
}
