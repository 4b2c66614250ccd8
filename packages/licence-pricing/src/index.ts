export * from "./date-time.js";
export * from "./licence-info.js";
export * from "./money.js";
export * from "./quote.js";
export * from "./retention.js";
export * from "./status.js";
export * from "./terms.js";
export * from "./licence-state.js";
