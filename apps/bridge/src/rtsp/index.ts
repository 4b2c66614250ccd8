export { openRtspStream } from "./open-rtsp-stream.js";
