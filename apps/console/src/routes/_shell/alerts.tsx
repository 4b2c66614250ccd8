import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { usePermissions } from "@/entities/permission";
import { AlertsPage } from "@/features/alerts";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

export const Route = createFileRoute("/_shell/alerts")({
  component: AlertsRoute,
});

/** Alerts (spec §2 /alerts; vms_event_alarm_ai or vms_event_alarm_health). */
function AlertsRoute() {
  const { i18n } = useLingui();
  const permissions = usePermissions();
  return (
    <Page title={i18n._(shellPageTitles.alerts)}>
      <AlertsPage permissions={permissions} />
    </Page>
  );
}
