export * from "./accounts.js";
export * from "./devices.js";
export * from "./sites.js";
export * from "./system.js";
export * from "./jobs.js";
export * from "./downloads.js";
