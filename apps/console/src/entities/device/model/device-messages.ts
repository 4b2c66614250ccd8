import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DeviceStatus, DevType } from "@vms/api-client";

/** Translated names of the device types (spec §3 devType). */
export const devTypeMessages: Readonly<Record<DevType, MessageDescriptor>> = {
  1: msg`IPC`,
  2: msg`NVR`,
  3: msg`DVR`,
  9: msg`Card IPC`,
  10: msg`Doorbell`,
  13: msg`Viewing station`,
};

/** Translated device states (spec §4: 0 unknown, 1 online, 2 offline). */
export const deviceStatusMessages: Readonly<Record<DeviceStatus, MessageDescriptor>> = {
  0: msg`Unknown`,
  1: msg`Online`,
  2: msg`Offline`,
};
