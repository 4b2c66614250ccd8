import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { firstLoginLogsPageQueryOptions, LoginLogTable } from "@/features/login-logs";
import { Page } from "@/shared/ui";

export const Route = createFileRoute("/_shell/privacySecurity/personal-logs")({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(firstLoginLogsPageQueryOptions("ORG")).catch(() => undefined);
  },
  component: PersonalLogsPage,
});

/** The organization's login log (spec §2, vms_system_loginlog_qry). */
function PersonalLogsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Login logs`}>
      <LoginLogTable scope="ORG" label={t`Login logs`} />
    </Page>
  );
}
