import type { I18n } from "@lingui/core";
import type { VmsEvent } from "@vms/api-client";
import { eventTypeLabels, targetLabels } from "@/entities/event-labels";
import { SPAN_COLOURS } from "./playback-messages";

/** "Person · Perimeter", or the event type alone (as event search names an event). */
export function eventName(i18n: I18n, event: Pick<VmsEvent, "eventType" | "targetType">): string {
  const type = i18n._(eventTypeLabels[event.eventType]);
  return event.targetType ? `${i18n._(targetLabels[event.targetType])} · ${type}` : type;
}

/** A marker's colour: its type's colour on the recorded spans, so a marker matches the span it caused. */
export function eventColour(event: Pick<VmsEvent, "eventType">): string {
  return (SPAN_COLOURS as Record<string, string>)[event.eventType] ?? SPAN_COLOURS.OTHER;
}
