import { useLingui } from "@lingui/react";
import { useLingui as useT } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { z } from "zod/mini";
import type { AlarmDetail } from "@vms/api-client";
import { permissionQueryOptions, usePermissions } from "@/entities/permission";
import { AlertsPage, firstAlarmsPageQueryOptions } from "@/features/alerts";
import { ArchiveEventAction } from "@/features/archives";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Issue 28: an alarm mail links to `/alerts?alarm=<id>`, which opens that alarm.
const alertsSearchSchema = z.object({ alarm: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined) });

export const Route = createFileRoute("/_shell/alerts")({
  validateSearch: alertsSearchSchema,
  // The first tab follows the codes, as on the page. A failure has toasted (spec §8).
  loader: async ({ context: { queryClient } }) => {
    const permissions = await queryClient.ensureQueryData(permissionQueryOptions());
    await queryClient.ensureQueryData(firstAlarmsPageQueryOptions(permissions)).catch(() => undefined);
  },
  component: AlertsRoute,
});

/** Issue 28: an alarm's Archive (the event's minute either side, as event search) and its moment in playback. */
function AlarmActions({ alarm }: { alarm: AlarmDetail }) {
  const { t } = useT();
  const navigate = useNavigate();
  const chlName = alarm.channelName || alarm.sn;
  return (
    <>
      <ArchiveEventAction sn={alarm.sn} chlIndex={alarm.chlIndex} siteName={alarm.siteName} chlName={chlName} atMs={alarm.occurredAt} />
      <Button onClick={() => void navigate({ to: "/live", search: { mode: "playback", sn: alarm.sn, chl: alarm.chlIndex, at: alarm.occurredAt } })} data-testid="alarm-playback">
        {t`Playback`}
      </Button>
    </>
  );
}

/** Alerts (spec §2 /alerts; vms_event_alarm_ai or vms_event_alarm_health). */
function AlertsRoute() {
  const { i18n } = useLingui();
  const permissions = usePermissions();
  const { alarm } = Route.useSearch();
  return (
    <Page title={i18n._(shellPageTitles.alerts)}>
      <AlertsPage key={alarm ?? ""} openAlarmId={alarm} permissions={permissions} renderAlarmActions={(alarm) => <AlarmActions alarm={alarm} />} />
    </Page>
  );
}
