import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { allCodes, hasAnyCode, RES } from "@vms/permissions";
import { usePermissions } from "@/entities/permission";
import { moduleFunctionsQueryOptions, OperationLogsPage } from "@/features/operation-logs";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

export const Route = createFileRoute("/_shell/privacySecurity/operation-logs")({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(moduleFunctionsQueryOptions()).catch(() => undefined);
  },
  component: OperationLogsRoute,
});

/** Operation logs (spec §2, vms_system_oplog_qry); the organization's with vms_org_qry, else one's own. */
function OperationLogsRoute() {
  const { i18n } = useLingui();
  const orgWide = hasAnyCode(allCodes(usePermissions()), [RES.ORG_QRY]);
  return (
    <Page title={i18n._(shellPageTitles.operationLogs)}>
      <OperationLogsPage orgWide={orgWide} />
    </Page>
  );
}
