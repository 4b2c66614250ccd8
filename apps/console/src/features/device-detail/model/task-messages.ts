import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DeviceCmd, DeviceTask } from "@vms/api-client";

type EndState = Exclude<DeviceTask["state"], "running">;

/** What each operation says while it runs and when it ends (spec §4: success, timeout or failure). */
export const taskMessages: Readonly<Record<DeviceCmd, Record<DeviceTask["state"], MessageDescriptor>>> = {
  upgrade: {
    running: msg`Upgrading…`,
    success: msg`Upgrade succeeded.`,
    timeout: msg`The upgrade timed out.`,
    failure: msg`The upgrade failed.`,
  },
  reboot: {
    running: msg`Rebooting…`,
    success: msg`The device restarted.`,
    timeout: msg`The device did not come back in time.`,
    failure: msg`The reboot failed.`,
  },
  logUpload: {
    running: msg`Requesting the log…`,
    success: msg`The log arrived.`,
    timeout: msg`The log did not arrive in time.`,
    failure: msg`The log request failed.`,
  },
};

/** Alert severity of an end state. */
export const END_SEVERITY: Readonly<Record<EndState, "success" | "warning" | "error">> = {
  success: "success",
  timeout: "warning",
  failure: "error",
};
