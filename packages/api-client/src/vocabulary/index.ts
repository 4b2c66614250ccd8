export * from "./attribute-names.js";
export { VEHICLE_BRAND_NAMES } from "./brand-names.js";
