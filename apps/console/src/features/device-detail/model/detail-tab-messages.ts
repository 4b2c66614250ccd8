import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DeviceDetailTab } from "./detail-search";

/** Tab titles of the device detail (spec §2). */
export const detailTabMessages: Readonly<Record<DeviceDetailTab, MessageDescriptor>> = {
  overview: msg`Overview`,
  channels: msg`Channels`,
  cameras: msg`Cameras`,
  outputs: msg`Outputs`,
  notify: msg`Notify`,
  network: msg`Network`,
  upgrade: msg`Upgrade`,
  reboot: msg`Reboot`,
  logs: msg`Logs`,
  time: msg`Language and time`,
};
