/**
 * `@vms/media`: dependency-free H.264 and AAC parsing and muxing for live video (fMP4 fragments for MSE)
 * and local recordings (AVI). Subpath exports `@vms/media/h264`, `/mp4` and `/avi` hold the parts.
 */
export * from "./h264/index.js";
export * from "./mp4/index.js";
export * from "./avi/index.js";
export * from "./aac/index.js";
