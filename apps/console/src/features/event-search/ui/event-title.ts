import type { I18n } from "@lingui/core";
import type { VmsEvent } from "@vms/api-client";
import { eventTypeLabels, targetLabels } from "@/entities/event-labels";

/** "Person · Perimeter", or the event type alone. */
export function eventTitle(i18n: I18n, event: VmsEvent): string {
  const type = i18n._(eventTypeLabels[event.eventType]);
  return event.targetType ? `${i18n._(targetLabels[event.targetType])} · ${type}` : type;
}
