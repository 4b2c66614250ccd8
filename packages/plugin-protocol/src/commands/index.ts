import { captureFileCommands } from "./capture-files.js";
import { connectionCommands } from "./connection.js";
import { downloadCommands } from "./downloads.js";
import { playbackControlCommands } from "./playback-controls.js";
import { previewPlaybackCommands } from "./preview-playback.js";
import { ptzDisplayCommands } from "./ptz-display.js";
import { windowLayoutCommands } from "./window-layout.js";

export { REC_EVENT_TYPES, STREAM_MODES, type CommandDef, type RecEventType } from "./common.js";
export { DOWNLOAD_CREATE_RESULT, DOWNLOAD_STATUSES, DOWNLOAD_TYPES } from "./downloads.js";
export { PLAY_STATUSES, PLAYBACK_SPEEDS } from "./playback-controls.js";
export { PTZ_ACTIONS, type PtzAction } from "./ptz-display.js";

/** Every plugin command of spec §7 (plus heartbeat), keyed by its `cmd` name. */
export const COMMANDS = {
  ...previewPlaybackCommands,
  ...windowLayoutCommands,
  ...playbackControlCommands,
  ...captureFileCommands,
  ...downloadCommands,
  ...connectionCommands,
  ...ptzDisplayCommands,
} as const;
