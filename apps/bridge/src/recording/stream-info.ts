import type { VideoFormat } from "../media/camera-stream.js";
import { FrameCursor } from "./frame-cursor.js";
import type { RecordingStore } from "./recording-store.js";
import { parseSps } from "@vms/media/h264";
import { findSps } from "../media/h264.js";

// Frames measured for the frame rate: enough to average out a camera's jitter.
const FPS_SAMPLE_FRAMES = 100;

/**
 * What a recording is, from the recording itself: codec and size from the SPS of the key frame at
 * `keyframeWallMs`, the frame rate from the frames that follow it. Null when there is no key frame there.
 */
export function recordedFormat(store: RecordingStore, chlIndex: number, keyframeWallMs: number): VideoFormat | null {
  const cursor = new FrameCursor(store, chlIndex);
  try {
    if (cursor.seek(keyframeWallMs) === null) return null;
    const sps = findSps(cursor.read()?.data ?? new Uint8Array(0));
    if (!sps) return null;
    let parsed: ReturnType<typeof parseSps>;
    try {
      parsed = parseSps(sps);
    } catch {
      return null; // an SPS we cannot read: the recording cannot be described, so it is not offered
    }
    const { codec, width, height } = parsed;
    const first = cursor.current()!.wallMs;
    let last = first;
    let frames = 0;
    for (; frames < FPS_SAMPLE_FRAMES; frames++) {
      if (cursor.advance()) break;
      const entry = cursor.current();
      if (!entry) break;
      last = entry.wallMs;
    }
    return { codec, width, height, fps: frameRate(frames, last - first) };
  } finally {
    cursor.close();
  }
}

/** Frames per second of `intervals` frame intervals over `spanMs`: a whole number when within 1 % of one (25, 30), else two decimals (29.97). */
export function frameRate(intervals: number, spanMs: number): number {
  if (intervals === 0 || spanMs <= 0) return 25;
  const fps = (intervals * 1000) / spanMs;
  const whole = Math.round(fps);
  const rate = Math.abs(fps - whole) / whole < 0.01 ? whole : Math.round(fps * 100) / 100;
  return Math.min(120, Math.max(1, rate));
}
