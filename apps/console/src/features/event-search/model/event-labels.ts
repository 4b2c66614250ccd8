import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EventGroup } from "@vms/api-client";

// Names of the event groups (spec §9), translated when shown; event types, targets and the attribute
// vocabularies are named by @/entities/event-labels.

export const groupLabels: Record<EventGroup, MessageDescriptor> = {
  common: msg`Common events`,
  smart: msg`Smart events`,
  health: msg`Device health`,
};
