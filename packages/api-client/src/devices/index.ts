export * from "./device-types.js";
export * from "./languages.js";
export * from "./time-zones.js";
export * from "./protocol.js";
export * from "./recordings.js";
export * from "./playback.js";
export * from "./bridge.js";
export * from "./ptz.js";
