import type { DeviceTask } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import type { PushHub } from "../push/push-hub.js";
import type { SiteAccess } from "../sites/site-access.js";

/** Where a device lives, for the push audience. */
export interface DeviceRef {
  id: number;
  sn: string;
  orgId: string;
  siteId: string;
}

/** DEVICE_STATUS content (decision 0003 "Push"). */
export interface DeviceStatusContent {
  sn: string;
  deviceId: number;
  status: number;
  onlineChlCount: number;
  chlCount: number;
  channels?: Array<{ chlIndex: number; status: number }>;
}

const EXTENSION = JSON.stringify({ code: 200 });

/**
 * DEVICE_STATUS and DEVICE_TASK pushes, sent to the organization's administrators and the users
 * whose effective role on the device's site is not NO_ACCESS (decision 0003).
 */
export function createDevicePush(push: PushHub, access: SiteAccess, log: FastifyBaseLogger) {
  async function fanOut(device: DeviceRef, infoType: string, content: unknown): Promise<void> {
    try {
      const userIds = await access.usersWhoCanSee(device.orgId, device.siteId);
      const message = { infoType, infoContent: JSON.stringify(content), extension: EXTENSION };
      for (const userId of userIds) push.toUser(userId, message);
    } catch (err) {
      log.warn({ err, sn: device.sn, infoType }, "device push failed");
    }
  }
  return {
    status: (device: DeviceRef, content: Omit<DeviceStatusContent, "sn" | "deviceId">) =>
      fanOut(device, "DEVICE_STATUS", { sn: device.sn, deviceId: device.id, ...content } satisfies DeviceStatusContent),
    task: (device: DeviceRef, task: DeviceTask) => fanOut(device, "DEVICE_TASK", task),
  };
}

export type DevicePush = ReturnType<typeof createDevicePush>;
