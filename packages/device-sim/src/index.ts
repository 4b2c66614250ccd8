export type * from "./descriptors.js";
export * from "./fleet.js";
export * from "./prng.js";
export { DeviceRefusedError, SimulatedDevice, deviceGatewayUrl, type DeviceClosedInfo, type SimulatedDeviceEvent, type SimulatedDeviceOptions } from "./sim/simulated-device.js";
export { startFleet, type Fleet, type StartFleetOptions } from "./sim/start-fleet.js";
export { PTZ_LIMITS } from "./sim/ptz-limits.js";
export type { PtzCruise, PtzPosition, PtzPreset, CruiseStop } from "./sim/ptz-state.js";
export type { NetworkConfig } from "./sim/device-state.js";
export type { SmartAttribute, SmartInfo } from "./sim/smart-info.js";
