import { deviceStatusSchema, deviceTaskSchema, type DeviceTask, type PushMessage } from "@vms/api-client";
import { z } from "zod";

/** `infoType` of the device pushes (decision 0003). */
export const DEVICE_PUSH = { STATUS: "DEVICE_STATUS", TASK: "DEVICE_TASK" } as const;

/** `infoContent` of a DEVICE_STATUS push (decision 0003). */
export const deviceStatusPushSchema = z.object({
  sn: z.string(),
  deviceId: z.number().int(),
  status: deviceStatusSchema,
  onlineChlCount: z.number().int(),
  chlCount: z.number().int(),
  channels: z.array(z.object({ chlIndex: z.number().int(), status: z.union([z.literal(0), z.literal(1)]) })).optional(),
});
export type DeviceStatusPush = z.infer<typeof deviceStatusPushSchema>;

/** A device push, parsed; anything else (alarms, malformed content) is null. */
export type DevicePushEvent = { kind: "status"; status: DeviceStatusPush } | { kind: "task"; task: DeviceTask };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads a push message as a DEVICE_STATUS or DEVICE_TASK event, or null. */
export function parseDevicePush(message: PushMessage): DevicePushEvent | null {
  if (message.infoType === DEVICE_PUSH.STATUS) {
    const parsed = deviceStatusPushSchema.safeParse(parseJson(message.infoContent));
    return parsed.success ? { kind: "status", status: parsed.data } : null;
  }
  if (message.infoType === DEVICE_PUSH.TASK) {
    const parsed = deviceTaskSchema.safeParse(parseJson(message.infoContent));
    return parsed.success ? { kind: "task", task: parsed.data } : null;
  }
  return null;
}
