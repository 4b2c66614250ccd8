import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link, useNavigate } from "@tanstack/react-router";
import { CenteredCard } from "@vms/ui-kit";
import { FloatingPreferences } from "@/shared/ui";
import { useSession } from "@/shared/session";
import { useBindInstallerMutation } from "../api/bind-installer";
import { useBindCheck } from "../api/check-bind-link";
import { LinkFailure } from "./link-failure";

export interface BindInstallerPageProps {
  inviteId: string;
  uuid: string;
  backgroundImage?: string | undefined;
}

/**
 * Spec §2 /bind/installer/{inviteId}/{uuid}: the link is checked first; the installer, signed in
 * with the invited e-mail address in their own organization, accepts it once.
 */
export function BindInstallerPage({ inviteId, uuid, backgroundImage }: BindInstallerPageProps) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const check = useBindCheck(inviteId, uuid);
  const bind = useBindInstallerMutation();
  const orgName = check.data?.orgName ?? "";
  const email = check.data?.email ?? "";
  const here = `/bind/installer/${inviteId}/${uuid}`;
  return (
    <>
      <FloatingPreferences />
      <CenteredCard backgroundImage={backgroundImage || undefined} maxWidth={480}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">{t`Become an installer`}</Typography>
          {check.isPending && <CircularProgress aria-label={t`Loading`} />}
          {check.isError && <LinkFailure error={check.error} testId="bind-link-error" />}
          {bind.isError && <LinkFailure error={bind.error} testId="bind-error" />}
          {check.data && !bind.isSuccess && (
            <Typography variant="body2" data-testid="bind-summary">
              {t`${orgName} asks ${email} to be their installer. As their installer you may request administrator access to their organization.`}
            </Typography>
          )}
          {check.data && !bind.isSuccess && session && (
            <Button variant="contained" loading={bind.isPending} onClick={() => bind.mutate({ inviteId, uuid })} data-testid="bind-accept">
              {t`Accept as ${session.user.email}`}
            </Button>
          )}
          {check.data && !session && (
            <Button variant="contained" onClick={() => void navigate({ to: "/login", search: { redirect: here } })} data-testid="bind-sign-in">
              {t`Sign in to accept`}
            </Button>
          )}
          {bind.isSuccess && (
            <>
              <Alert severity="success" data-testid="bind-done">{t`You are now the installer of ${orgName}.`}</Alert>
              <Button component={Link} to="/service/installer" variant="contained">{t`Go to my customers`}</Button>
            </>
          )}
        </Stack>
      </CenteredCard>
    </>
  );
}
