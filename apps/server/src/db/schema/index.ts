export * from "./accounts.js";
export * from "./devices.js";
export * from "./sites.js";
export * from "./system.js";
export * from "./plates.js";
export * from "./alarm-rules.js";
export * from "./user-configs.js";
export * from "./org.js";
