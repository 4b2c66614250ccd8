import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import type { RuleTargetType } from "@vms/api-client";
import { AlarmRulesPage, contactsQueryOptions, rulesQueryOptions } from "@/features/alarm-rules";

// Spec §2 alarmrules/general-alarm-rule (vms_eventrule_qry): motor and non-motor vehicle rules.
const TARGETS: readonly RuleTargetType[] = ["motorVehicle", "nonMotorVehicle"];

export const Route = createFileRoute("/_shell/alarmrules/general-alarm-rule")({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(rulesQueryOptions(TARGETS)), queryClient.ensureQueryData(contactsQueryOptions())]).catch(() => undefined);
  },
  component: GeneralRulesPage,
});

function GeneralRulesPage() {
  const { t } = useLingui();
  return <AlarmRulesPage title={t`General alarm rules`} targetTypes={TARGETS} />;
}
