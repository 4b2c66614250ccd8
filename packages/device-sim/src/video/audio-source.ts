import { readFileSync } from "node:fs";
import { AAC_FRAME_SAMPLES, parseAdts, type AdtsStream } from "@vms/media/aac";
import { startPaced } from "./pacer.js";

/** One AAC access unit a simulated microphone sends. */
export interface AudioFrame {
  /** Raw AAC (no ADTS header). Shared: do not modify. */
  data: Uint8Array;
  /** Milliseconds since start(): n × 1024 / sampleRate × 1000, on the video's clock (both start at 0). */
  timestampMs: number;
}

/** A channel's endless AAC stream, as streamStart's `audio` describes it. */
export interface AudioSource {
  /** "mp4a.40.2". */
  codec: string;
  sampleRate: number;
  channels: number;
  /** AudioSpecificConfig in hex. */
  config: string;
  /** Sends access units at the sample rate's pace, looping without end; answers the stop function. */
  start(onFrame: (frame: AudioFrame) => void): () => void;
}

/** The committed loop (scripts/make-video-assets.sh): AAC-LC, 16 kHz mono, 6 s. */
const AUDIO_ASSET = new URL("../../assets/audio/tone.aac", import.meta.url);
/** Channels with a microphone: channel 1 of every device (an NVR's first camera, an IPC's only one). */
export const AUDIO_CHANNELS: ReadonlySet<number> = new Set([1]);

let loop: AdtsStream | undefined;

/** Whether a channel has sound: deterministic, the same for every device and run. */
export function channelHasAudio(chlIndex: number): boolean {
  return AUDIO_CHANNELS.has(chlIndex);
}

/** The microphone of a channel with audio (see AUDIO_CHANNELS); null for the others. */
export function createAudioSource(opts: { chlIndex: number }): AudioSource | null {
  if (!channelHasAudio(opts.chlIndex)) return null;
  loop ??= parseAdts(readFileSync(AUDIO_ASSET));
  const aac = loop;
  const interval = (AAC_FRAME_SAMPLES * 1000) / aac.sampleRate;
  return {
    codec: aac.codec,
    sampleRate: aac.sampleRate,
    channels: aac.channels,
    config: Buffer.from(aac.config).toString("hex"),
    start(onFrame) {
      return startPaced(interval, (n) => onFrame({ data: aac.frames[n % aac.frames.length]!, timestampMs: n * interval }));
    },
  };
}

/** Emits the sound that goes with one video frame at `timestampMs`, up to `timestampMs + frameMs`. */
export type AudioFollower = (timestampMs: number, frameMs: number, emit: (frame: AudioFrame) => void) => void;

/**
 * The sound that goes with recorded video sent faster than real time (recExport): called once per
 * video frame with its timestamp, it emits the AAC units that cover up to the next frame, on the
 * video's clock. A jump in the video's time (a gap between recorded stretches) restarts the sound
 * there. Null for a channel without a microphone.
 */
export function createAudioFollower(chlIndex: number): AudioFollower | null {
  const source = createAudioSource({ chlIndex });
  if (!source || !loop) return null;
  const aac = loop;
  const unitMs = (AAC_FRAME_SAMPLES * 1000) / aac.sampleRate;
  let next: number | null = null;
  let n = 0;
  return (timestampMs, frameMs, emit) => {
    // A jump (a seek, a gap) starts the sound again at the frame; a GOP at key-frames-only speeds is no jump.
    if (next === null || Math.abs(timestampMs - next) > Math.max(1000, frameMs + 1)) next = timestampMs;
    for (; next < timestampMs + frameMs; next += unitMs, n++) emit({ data: aac.frames[n % aac.frames.length]!, timestampMs: Math.round(next) });
  };
}
