import type { RecordingType } from "@vms/api-client";

/** A stretch drawn on a timeline (Unix s): a device recording with its event type, or a cloud recording. */
export interface TimelineSpan {
  startTime: number;
  endTime: number;
  type: RecordingType | "CLOUD";
}

const DAY_S = 86_400;

/**
 * The range (Unix s, end exclusive) cut into pieces of at most one day: the cloud segment listing
 * (`GET <storageUrl>segments`) answers one day at a time. At most `maxPieces` (the 31-day span of §9).
 */
export function dayPieces(startTime: number, endTime: number, maxPieces = 31): Array<{ fromMs: number; toMs: number }> {
  const out: Array<{ fromMs: number; toMs: number }> = [];
  for (let from = startTime; from < endTime && out.length < maxPieces; from += DAY_S) {
    out.push({ fromMs: from * 1000, toMs: Math.min(from + DAY_S, endTime) * 1000 });
  }
  return out;
}

/**
 * Cloud segments (wall-clock ms) as timeline spans in seconds: sorted, and segments closer than
 * `gapMs` joined into one span, as the server's reader does (docs/cloud-recording.md "Wall clock").
 */
export function cloudSpans(segments: ReadonlyArray<{ startMs: number; endMs: number }>, gapMs = 1_000): TimelineSpan[] {
  const sorted = [...segments].sort((a, b) => a.startMs - b.startMs);
  const merged: Array<{ startMs: number; endMs: number }> = [];
  for (const s of sorted) {
    const last = merged.at(-1);
    if (last && s.startMs - last.endMs < gapMs) last.endMs = Math.max(last.endMs, s.endMs);
    else merged.push({ startMs: s.startMs, endMs: s.endMs });
  }
  return merged.map((s) => ({ startTime: s.startMs / 1000, endTime: s.endMs / 1000, type: "CLOUD" }));
}
