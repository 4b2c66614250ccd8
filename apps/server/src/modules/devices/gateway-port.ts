import type { HelloFrame } from "@vms/api-client";
import type { DeviceGateway } from "../../gateway/device-gateway.js";

export type { DeviceCommandOptions as CommandOptions, DeviceCommandResult as CommandResult, DeviceGatewayEvents } from "../../gateway/device-gateway.js";

/** Channel states of a `status` frame. */
export type ChannelStates = ReadonlyArray<{ chlIndex: number; online: boolean }>;

/**
 * What the devices and channels modules use of the device gateway (`app.vms.gateway`, decision
 * 0003): the subset a test fake implements too.
 */
export type DeviceGatewayPort = Pick<DeviceGateway, "isOnline" | "holder" | "on" | "command" | "waitForHello" | "verifySecurityCode" | "lastReport"> & {
  /**
   * Accepted hellos on every instance (the cluster gateway, decision 0039): a device rebooted or
   * upgraded from here may come back on another instance. Without it, the `connected` events.
   */
  onHello?: (listener: (report: HelloFrame) => void) => () => void;
};
