import { buildPushMessage, deviceStatusSchema, PUSH_INFO_TYPE, type DeviceStatusPush, type DeviceTask, type PushMessage } from "@vms/api-client";
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

/**
 * DEVICE_STATUS and DEVICE_TASK pushes, sent to the organization's administrators and the users
 * whose effective role on the device's site is not NO_ACCESS (decision 0003).
 */
export function createDevicePush(push: PushHub, access: SiteAccess, log: FastifyBaseLogger) {
  async function fanOut(device: DeviceRef, build: () => PushMessage): Promise<void> {
    try {
      const message = build();
      const userIds = await access.usersWhoCanSee(device.orgId, device.siteId);
      for (const userId of userIds) push.toUser(userId, message);
    } catch (err) {
      log.warn({ err, sn: device.sn }, "device push failed");
    }
  }
  return {
    /** `status` is the row's smallint; a value outside the contract is logged, not sent. */
    status: (device: DeviceRef, content: Omit<DeviceStatusPush, "sn" | "deviceId" | "status"> & { status: number }) =>
      fanOut(device, () =>
        buildPushMessage(PUSH_INFO_TYPE.DEVICE_STATUS, { sn: device.sn, deviceId: device.id, ...content, status: deviceStatusSchema.parse(content.status) }),
      ),
    task: (device: DeviceRef, task: DeviceTask) => fanOut(device, () => buildPushMessage(PUSH_INFO_TYPE.DEVICE_TASK, task)),
  };
}

export type DevicePush = ReturnType<typeof createDevicePush>;
