export { listVideoClips, videoClipFor, videoClipFps, type VideoClipInfo, type VideoClipQuery, type VideoStream } from "./clip-catalogue.js";
export { createVideoSource, type VideoFrame, type VideoSource, type VideoSourceOptions } from "./video-source.js";
export { AUDIO_CHANNELS, channelHasAudio, createAudioFollower, createAudioSource, type AudioFrame, type AudioSource } from "./audio-source.js";
