import { useLingui } from "@lingui/react/macro";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { createFileRoute, Link as RouterLink } from "@tanstack/react-router";
import { DeleteAccountCard } from "@/features/account-deletion";
import { DownloadTaskTable, downloadTasksQueryOptions } from "@/features/download-tasks";
import { firstLoginLogsPageQueryOptions, LoginLogTable } from "@/features/login-logs";
import { PasswordChangeCard, ProfileInfoCard, profileQueryOptions, useProfile } from "@/features/profile";
import { Page } from "@/shared/ui";

export const Route = createFileRoute("/_shell/account/")({
  // A failure has toasted (spec §8); the page then shows what it has.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(profileQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(firstLoginLogsPageQueryOptions("SELF")).catch(() => undefined),
      queryClient.ensureQueryData(downloadTasksQueryOptions({ pageNum: 1, pageSize: 10 })).catch(() => undefined),
    ]);
  },
  component: AccountPage,
});

/** The user profile (spec §2): personal information, password, own login history, download tasks, version information. */
function AccountPage() {
  const { t } = useLingui();
  const { data: profile } = useProfile();
  const { session } = Route.useRouteContext();
  return (
    <Page title={t`Account`}>
      {profile ? <ProfileInfoCard profile={profile} /> : <LinearProgress aria-label={t`Loading`} />}
      <PasswordChangeCard />
      <Stack component="section" spacing={1} aria-label={t`Login history`}>
        <Typography variant="h6" component="h2">
          {t`Login history`}
        </Typography>
        <LoginLogTable scope="SELF" label={t`Login history`} />
      </Stack>
      <Stack component="section" spacing={1} aria-label={t`Download tasks`}>
        <Typography variant="h6" component="h2">
          {t`Download tasks`}
        </Typography>
        <DownloadTaskTable label={t`Download tasks`} />
      </Stack>
      <DeleteAccountCard onDeleted={() => void session.logout({ callServer: false })} />
      <Stack direction="row" spacing={3}>
        {/* Every account protects itself with a second factor (issue 27), whatever its codes. */}
        <Link component={RouterLink} to="/privacySecurity/mfa-config" data-testid="mfa-config-link">
          {t`Multi-factor authentication`}
        </Link>
        <Link component={RouterLink} to="/account/storage-management">
          {t`Storage management`}
        </Link>
        <Link component={RouterLink} to="/account/version-info" data-testid="version-info-link">
          {t`Version information`}
        </Link>
        <Link component={RouterLink} to="/account/faq" data-testid="faq-link">
          {t`Frequently asked questions`}
        </Link>
      </Stack>
    </Page>
  );
}
