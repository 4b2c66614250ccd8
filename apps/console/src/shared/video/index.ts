// Public API of the shared video runtime (spec §1 live video, §4 Plugin/Live, §7 plugin commands):
// the console drives windows only through @vms/plugin-protocol commands; without a native plugin
// the web runtime carries them out with one MSE player per window, or the plugin plays them while
// the user chose it and it can (`playWithPlugin`, video-switch.ts).
export { type PlayerStatus } from "./mse-player";
export { type PlayedBy, type SavedFile, type VideoRuntimeState, type VideoWindowState } from "./runtime-state";
export { useVideoRuntimeState, useVideoWindowElements } from "./use-video-runtime";
export { type VideoCommand } from "./video-client";
export { playWithPlugin, videoRuntime } from "./video-runtime";
export { useVideoSurface } from "./use-video-surface";
export { liveStreamFor } from "./stream-choice";
export { CHANNEL_DRAG_TYPE, readChannelDrag, type ChannelRef } from "./channel-drag";
// Playback windows too are driven only through commands (playback, cloudPlayback, SetPlaybackSpeed,
// syncAllWin …) sent to a web playback runtime; PlaybackPlayer and PlaybackSync stay inside it.
export { type PlaybackState, type PlaybackTarget } from "./playback-player";
export { toProtocolTime } from "./protocol-time";
export { createPlaybackRuntime, type PlaybackRuntimeHandle } from "./web-playback-runtime";
export { EventClip } from "./event-clip";
// Digital zoom with the wheel and a drag (spec §7 videoZoom), for any window that shows a <video>.
export { useDigitalZoom } from "./use-digital-zoom";
