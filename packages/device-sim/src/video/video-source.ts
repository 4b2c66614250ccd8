import { videoClipFor, videoClipFps, type VideoClipQuery } from "./clip-catalogue.js";
import { loadClip } from "./clip-frames.js";
import { createAudioSource, type AudioSource } from "./audio-source.js";
import { startPaced } from "./pacer.js";

/** One frame a simulated channel sends. */
export interface VideoFrame {
  /** One Annex B access unit; SPS and PPS precede each IDR. Shared: do not modify. */
  data: Uint8Array;
  keyframe: boolean;
  /** Milliseconds since start(): frameNo × 1000 / fps, so it keeps increasing across loops. */
  timestampMs: number;
  /** Frames sent since start(), from 0. */
  frameNo: number;
}

/** A channel's endless H.264 stream. */
export interface VideoSource {
  /** RFC 6381 codec string from the clip's SPS, e.g. `avc1.42C01F`. */
  codec: string;
  width: number;
  height: number;
  fps: number;
  /** The channel's microphone (channel 1 of every device, see AUDIO_CHANNELS); absent without sound. */
  audio?: AudioSource;
  /**
   * Sends frames to `onFrame` at the clip's frame rate, from the clip's first IDR, looping without
   * end. Each call is an independent stream starting at frame 0; the returned function stops it.
   */
  start(onFrame: (frame: VideoFrame) => void): () => void;
}

/** Options of createVideoSource: the device's channel and stream, optionally a clip label. */
export type VideoSourceOptions = VideoClipQuery;

/**
 * The simulated video of one channel's stream, from the committed clips (scripts/make-video-assets.sh):
 * the clip is picked deterministically for (sn, chlIndex, stream) (see videoClipFor) and read once.
 * Frames are paced against the start time (frame n is due at start + n/fps), not by chained delays,
 * so timing does not drift.
 */
export function createVideoSource(opts: VideoSourceOptions): VideoSource {
  const clip = loadClip(videoClipFor(opts).file);
  const fps = videoClipFps();
  const interval = 1000 / fps;
  const audio = createAudioSource(opts);
  return {
    ...(audio ? { audio } : {}),
    codec: clip.codec,
    width: clip.width,
    height: clip.height,
    fps,
    start(onFrame) {
      return startPaced(interval, (n) => {
        const frame = clip.frames[n % clip.frames.length]!;
        onFrame({ data: frame.data, keyframe: frame.keyframe, timestampMs: n * interval, frameNo: n });
      });
    },
  };
}
