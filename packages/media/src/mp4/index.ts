export { createFragment, SAMPLE_FLAGS_NON_SYNC, SAMPLE_FLAGS_SYNC, type FragmentOptions } from "./fragment.js";
export { createInitSegment, mimeType, TRACK_ID, type InitSegmentOptions } from "./init-segment.js";
export { createGopFragment, readAudioSamples, readFragmentSamples, type FragmentSample, type GopFragmentOptions, type ReadAudioSample, type ReadSample } from "./gop-fragment.js";
export { readInitAudioConfig } from "./read-boxes.js";
export { AUDIO_TRACK_ID, createAudioFragment, type AudioFragmentOptions, type AudioSample, type AudioTrackOptions } from "./audio-track.js";
