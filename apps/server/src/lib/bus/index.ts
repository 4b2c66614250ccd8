export { createLocalBus, type BusHandler, type BusMeta, type InstanceBus } from "./instance-bus.js";
export { openInstanceBus, type BusChoice } from "./open-bus.js";
