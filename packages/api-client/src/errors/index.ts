export * from "./api-error.js";
export * from "./catalogue.js";
export * from "./codes.js";
export * from "./display.js";
export * from "./groups.js";
export type { MessageDescriptor } from "./message.js";
