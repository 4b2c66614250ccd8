export * from "./adts.js";
