export type * from "./descriptors.js";
export * from "./fleet.js";
export * from "./prng.js";
export { DeviceRefusedError, SimulatedDevice, deviceGatewayUrl, type DeviceClosedInfo, type SimulatedDeviceEvent, type SimulatedDeviceOptions } from "./sim/simulated-device.js";
export { startFleet, type Fleet, type StartFleetOptions } from "./sim/start-fleet.js";
export { PTZ_LIMITS } from "@vms/api-client";
export type { PtzCruise, PtzPosition, PtzPreset, CruiseStop } from "./sim/ptz-state.js";
export type { NetworkConfig } from "./sim/device-state.js";
export type { PlaybackClock } from "./sim/playback-streams.js";
export type { SmartAttribute, SmartInfo } from "./sim/smart-info.js";
export { AUDIO_CHANNELS, channelHasAudio, createAudioSource, type AudioFrame, type AudioSource } from "./video/index.js";
export { createVideoSource, listVideoClips, videoClipFor, videoClipFps, type VideoClipInfo, type VideoClipQuery, type VideoFrame, type VideoSource, type VideoSourceOptions, type VideoStream } from "./video/index.js";
export { EventGenerator, SIM_PLATES, type EventOverrides } from "./events/event-generator.js";
export type { SimEventOptions } from "./events/event-ticker.js";
// Tests pick a stretch the schedule records (also ahead of now) with the same deterministic segments.
export { recordingSegments } from "./sim/recordings.js";
