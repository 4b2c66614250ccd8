import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DEVICE_NOTIFY_EVENTS } from "@vms/api-client";

/** Device events that can notify users (spec §2 device detail: notify). */
export const notifyEventMessages: Readonly<Record<(typeof DEVICE_NOTIFY_EVENTS)[number], MessageDescriptor>> = {
  offline: msg`Device goes offline`,
  online: msg`Device comes back online`,
  diskError: msg`Disk or SD card error`,
  diskFull: msg`Disk or SD card full`,
  upgradeDone: msg`Firmware upgrade finished`,
};

/** Notifications switched on need something to tell and someone to tell it to. */
export const notifyEventsRequiredMessage: MessageDescriptor = msg`Choose at least one event to notify about.`;
export const notifyRecipientsRequiredMessage: MessageDescriptor = msg`Choose at least one recipient.`;
