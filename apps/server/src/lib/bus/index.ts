export type { InstanceBus } from "./instance-bus.js";
export { openInstanceBus } from "./open-bus.js";
