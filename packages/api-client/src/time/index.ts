export * from "./format-minute-second.js";
export * from "./format-spec-time.js";
