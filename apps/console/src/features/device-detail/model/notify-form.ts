import type { FieldMessages } from "@/shared/ui";
import type { DevNotify } from "../api/get-dev-notify";
import { notifyEventsRequiredMessage, notifyRecipientsRequiredMessage } from "./notify-messages";

/** Switched on, the settings need at least one event and one recipient; switched off, anything goes. */
export function validateNotify(value: DevNotify): FieldMessages<"events" | "recipients"> {
  if (!value.enabled) return {};
  const errors: FieldMessages<"events" | "recipients"> = {};
  if (value.events.length === 0) errors.events = notifyEventsRequiredMessage;
  if (value.recipients.length === 0) errors.recipients = notifyRecipientsRequiredMessage;
  return errors;
}
