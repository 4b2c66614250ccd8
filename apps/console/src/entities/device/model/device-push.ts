import { parsePushMessage, PUSH_INFO_TYPE, type DeviceStatusPush, type DeviceTask, type PushMessage } from "@vms/api-client";

export type { DeviceStatusPush } from "@vms/api-client";

/** A device push, parsed; anything else (alarms, malformed content) is null. */
export type DevicePushEvent = { kind: "status"; status: DeviceStatusPush } | { kind: "task"; task: DeviceTask };

/** Reads a push message as a DEVICE_STATUS or DEVICE_TASK event (schemas of @vms/api-client), or null. */
export function parseDevicePush(message: PushMessage): DevicePushEvent | null {
  const push = parsePushMessage(message);
  if (push?.infoType === PUSH_INFO_TYPE.DEVICE_STATUS) return { kind: "status", status: push.content };
  if (push?.infoType === PUSH_INFO_TYPE.DEVICE_TASK) return { kind: "task", task: push.content };
  return null;
}
