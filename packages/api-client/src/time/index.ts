export * from "./format-spec-time.js";
