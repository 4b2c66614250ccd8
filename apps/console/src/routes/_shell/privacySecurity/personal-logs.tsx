import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { allCodes, hasAnyCode, RES } from "@vms/permissions";
import { usePermissions } from "@/entities/permission";
import { LoginLogTable } from "@/features/login-logs";
import { Page } from "@/shared/ui";

export const Route = createFileRoute("/_shell/privacySecurity/personal-logs")({
  component: PersonalLogsPage,
});

/**
 * Login logs (spec §2, vms_system_loginlog_qry). Decision 0002: the organization's log also needs
 * vms_org_qry; everyone else with the page's code reads their own sign-ins here.
 */
function PersonalLogsPage() {
  const { t } = useLingui();
  const scope = hasAnyCode(allCodes(usePermissions()), [RES.ORG_QRY]) ? "ORG" : "SELF";
  return (
    <Page title={t`Login logs`}>
      <LoginLogTable scope={scope} label={t`Login logs`} />
    </Page>
  );
}
