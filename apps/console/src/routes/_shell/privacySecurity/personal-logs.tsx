import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { allCodes, hasAnyCode, RES } from "@vms/permissions";
import { permissionQueryOptions, usePermissions } from "@/entities/permission";
import { firstLoginLogsPageQueryOptions, LoginLogTable } from "@/features/login-logs";
import { Page } from "@/shared/ui";

export const Route = createFileRoute("/_shell/privacySecurity/personal-logs")({
  loader: async ({ context: { queryClient } }) => {
    const permissions = await queryClient.ensureQueryData(permissionQueryOptions());
    await queryClient.ensureQueryData(firstLoginLogsPageQueryOptions(scopeOf(permissions))).catch(() => undefined);
  },
  component: PersonalLogsPage,
});

/**
 * Login logs (spec §2, vms_system_loginlog_qry). Decision 0002: the organization's log also needs
 * vms_org_qry; everyone else with the page's code reads their own sign-ins here.
 */
function PersonalLogsPage() {
  const { t } = useLingui();
  const scope = scopeOf(usePermissions());
  return (
    <Page title={t`Login logs`}>
      <LoginLogTable scope={scope} label={t`Login logs`} />
    </Page>
  );
}

/** Decision 0002: the organization's log needs vms_org_qry; everyone else reads their own sign-ins. */
function scopeOf(permissions: Parameters<typeof allCodes>[0]): "ORG" | "SELF" {
  return hasAnyCode(allCodes(permissions), [RES.ORG_QRY]) ? "ORG" : "SELF";
}
