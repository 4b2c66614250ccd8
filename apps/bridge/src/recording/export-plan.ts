import { FrameCursor } from "./frame-cursor.js";
import type { RecordingStore } from "./recording-store.js";

/** One recorded stretch of an export: `count` frames from the key frame at `keyWallMs`, stamped from `offsetMs`. */
export interface ExportStretch {
  keyWallMs: number;
  count: number;
  /** timestampMs of the stretch's first frame: where the stretch begins in the range (ms from its start). */
  offsetMs: number;
}

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
    for (let entry = cursor.current(); entry && entry.wallMs < endMs; entry = cursor.current()) {
      if (!stretch) {
        stretch = { keyWallMs: entry.wallMs, count: 0, offsetMs: Math.max(0, entry.wallMs - startMs) };
        stretches.push(stretch);
      }
      if (entry.wallMs >= startMs) stretch.count++;
      if (cursor.advance()) stretch = null;
    }
  } finally {
    cursor.close();
  }
  return stretches.filter((s) => s.count > 0);
}
