import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import type { RuleTargetType } from "@vms/api-client";
import { AlarmRulesPage, contactsQueryOptions, rulesQueryOptions } from "@/features/alarm-rules";

// Spec §2 alarmrules/person-alarm-rule (vms_eventrule_qry; the shell guard checks the code).
const TARGETS: readonly RuleTargetType[] = ["person"];

export const Route = createFileRoute("/_shell/alarmrules/person-alarm-rule")({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(rulesQueryOptions(TARGETS)), queryClient.ensureQueryData(contactsQueryOptions())]).catch(() => undefined);
  },
  component: PersonRulesPage,
});

function PersonRulesPage() {
  const { t } = useLingui();
  return <AlarmRulesPage title={t`Person alarm rules`} targetTypes={TARGETS} />;
}
