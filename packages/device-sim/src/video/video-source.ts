import { videoClipFor, videoClipFps, type VideoClipQuery } from "./clip-catalogue.js";
import { loadClip } from "./clip-frames.js";

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
  /**
   * Sends frames to `onFrame` at the clip's frame rate, from the clip's first IDR, looping without
   * end. Each call is an independent stream starting at frame 0; the returned function stops it.
   */
  start(onFrame: (frame: VideoFrame) => void): () => void;
}

/** Options of createVideoSource: the device's channel and stream, optionally a clip label. */
export type VideoSourceOptions = VideoClipQuery;

// After a stall longer than this (a busy event loop, a suspended laptop) the schedule restarts
// from now instead of bursting every missed frame at once.
const MAX_LATE_MS = 1000;

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
  return {
    codec: clip.codec,
    width: clip.width,
    height: clip.height,
    fps,
    start(onFrame) {
      let base = performance.now();
      let next = 0; // frames sent
      let slot = 0; // frames since `base`
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const tick = (): void => {
        timer = undefined;
        const now = performance.now();
        if (now - (base + slot * interval) > MAX_LATE_MS) {
          base = now;
          slot = 0;
        }
        while (!stopped && base + slot * interval <= now) {
          const frame = clip.frames[next % clip.frames.length]!;
          onFrame({ data: frame.data, keyframe: frame.keyframe, timestampMs: next * interval, frameNo: next });
          next++;
          slot++;
        }
        if (!stopped) timer = setTimeout(tick, base + slot * interval - performance.now());
      };
      // Frame 0 goes out on the next turn, so the caller holds the stop function before any frame.
      timer = setTimeout(tick, 0);
      return () => {
        stopped = true;
        if (timer !== undefined) clearTimeout(timer);
      };
    },
  };
}
