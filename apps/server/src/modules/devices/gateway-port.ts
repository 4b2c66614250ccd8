import type { DeviceGateway } from "../../gateway/device-gateway.js";

export type { DeviceCommandOptions as CommandOptions, DeviceCommandResult as CommandResult, DeviceGatewayEvents } from "../../gateway/device-gateway.js";

/** Channel states of a `status` frame. */
export type ChannelStates = ReadonlyArray<{ chlIndex: number; online: boolean }>;

/**
 * What the devices and channels modules use of the device gateway (`app.vms.gateway`, decision
 * 0003): the subset a test fake implements too.
 */
export type DeviceGatewayPort = Pick<DeviceGateway, "isOnline" | "holder" | "on" | "command" | "waitForHello" | "verifySecurityCode" | "lastReport">;
