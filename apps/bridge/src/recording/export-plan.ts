import { FrameCursor } from "./frame-cursor.js";
import type { RecordingStore } from "./recording-store.js";
import { frameRate } from "./stream-info.js";

/** One recorded stretch of an export: `count` frames from the key frame at `keyWallMs`, stamped from `offsetMs`. */
export interface ExportStretch {
  keyWallMs: number;
  count: number;
  /** timestampMs of the stretch's first frame: where the stretch begins in the range (ms from its start). */
  offsetMs: number;
  /** From the first to the last of its frames inside the range (wall clock). */
  spanMs: number;
}

// Fewer frame intervals than this say too little about a rate: the recording's own measure is used.
const MIN_RATE_INTERVALS = 25;

/**
 * The frames an export of [startMs, endMs) sends, as the simulator does (docs/device-protocol.md
 * "Recordings on the device"): each recorded stretch of the range starts at the key frame at or
 * before its start (so the file decodes from its first frame) and holds as many frames as the
 * stretch records inside the range (so the file lasts as long as the recording it covers; the
 * picture runs up to one GOP early). Gaps are left out: the next stretch's stamps jump.
 */
export function exportPlan(store: RecordingStore, chlIndex: number, startMs: number, endMs: number): ExportStretch[] {
  const cursor = new FrameCursor(store, chlIndex);
  const stretches: ExportStretch[] = [];
  try {
    if (cursor.seek(startMs) === null) return [];
    let stretch: ExportStretch | null = null;
    let firstInRange: number | null = null;
    for (let entry = cursor.current(); entry && entry.wallMs < endMs; entry = cursor.current()) {
      if (!stretch) {
        stretch = { keyWallMs: entry.wallMs, count: 0, offsetMs: Math.max(0, entry.wallMs - startMs), spanMs: 0 };
        stretches.push(stretch);
        firstInRange = null;
      }
      if (entry.wallMs >= startMs) {
        stretch.count++;
        firstInRange ??= entry.wallMs;
        stretch.spanMs = entry.wallMs - firstInRange;
      }
      if (cursor.advance()) stretch = null;
    }
  } finally {
    cursor.close();
  }
  return stretches.filter((s) => s.count > 0);
}

/**
 * The frame rate of an export: its frames over the time they cover in the range. The file has one
 * rate (AVI), and a camera whose rate sagged for a while (a loaded encoder, a night mode) recorded
 * fewer frames than its first seconds' rate says: at that rate the file would be shorter than the
 * recording it covers. Null when the export has too few frames to tell.
 */
export function exportFrameRate(plan: readonly ExportStretch[]): number | null {
  const intervals = plan.reduce((sum, s) => sum + Math.max(0, s.count - 1), 0);
  const spanMs = plan.reduce((sum, s) => sum + s.spanMs, 0);
  return intervals >= MIN_RATE_INTERVALS && spanMs > 0 ? frameRate(intervals, spanMs) : null;
}
