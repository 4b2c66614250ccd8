import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Alarm, AlarmKind } from "@vms/api-client";
import { eventTypeLabels, targetLabels } from "@/entities/event-labels";

// Names of alarm tabs (spec §2 Alerts), translated when shown; types and targets come from @/entities/event-labels.

export const kindLabels: Record<AlarmKind, MessageDescriptor> = {
  ai: msg`AI alarms`,
  health: msg`Device health`,
};

/** "Rule · Target · Type" for AI alarms, the type for health alarms. */
export function alarmTitle(i18n: I18n, alarm: Pick<Alarm, "kind" | "ruleName" | "targetType" | "eventType">): string {
  const type = i18n._(eventTypeLabels[alarm.eventType]);
  if (alarm.kind === "health") return type;
  const target = alarm.targetType ? i18n._(targetLabels[alarm.targetType]) : null;
  return [alarm.ruleName, target, type].filter(Boolean).join(" · ");
}
