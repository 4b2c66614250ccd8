import { RECORDING_TYPES, type RecordingSegment, type RecordingType } from "@vms/api-client";

/** Seconds a camera keeps from before an event (its pre-record buffer) and records after it. */
export const EVENT_PRE_RECORD_S = 10;
export const EVENT_POST_RECORD_S = 30;
/** Event windows kept per channel: the oldest fall out of the 7-day history long before this. */
const MAX_EVENT_RECORDINGS = 2_000;

/**
 * Records the window around an event on its channel, as a camera's event recording does: the
 * schedule's log has gaps, and the video around a detection must never fall into one.
 */
export function recordEventWindow(windows: RecordingSegment[], occurredAtMs: number, eventType: string): void {
  const at = Math.floor(occurredAtMs / 1000);
  const type = (RECORDING_TYPES as readonly string[]).includes(eventType) ? (eventType as RecordingType) : "OTHER";
  windows.push({ startTime: at - EVENT_PRE_RECORD_S, endTime: at + EVENT_POST_RECORD_S, type });
  if (windows.length > MAX_EVENT_RECORDINGS) windows.splice(0, windows.length - MAX_EVENT_RECORDINGS);
}

/** The parts of [start, end) that no segment covers (segments in time order). */
function uncovered(start: number, end: number, segments: readonly RecordingSegment[]): [number, number][] {
  const out: [number, number][] = [];
  let t = start;
  for (const seg of segments) {
    if (seg.endTime <= t) continue;
    if (seg.startTime >= end) break;
    if (seg.startTime > t) out.push([t, seg.startTime]);
    t = Math.max(t, seg.endTime);
    if (t >= end) break;
  }
  if (t < end) out.push([t, end]);
  return out;
}

/**
 * `segments` (in time order, within [from, to)) with the parts of the event windows they leave
 * uncovered added as segments of the event's type, in time order. One pass over the windows in time
 * order: a part an earlier window already filled is not filled again.
 */
export function fillGaps(segments: RecordingSegment[], triggered: readonly RecordingSegment[], from: number, to: number): RecordingSegment[] {
  const windows = triggered
    .map((w) => ({ startTime: Math.max(w.startTime, from), endTime: Math.min(w.endTime, to), type: w.type }))
    .filter((w) => w.endTime > w.startTime)
    .sort((a, b) => a.startTime - b.startTime);
  if (windows.length === 0) return segments;
  const fills: RecordingSegment[] = [];
  let filledUpTo = -Infinity;
  for (const window of windows) {
    const start = Math.max(window.startTime, filledUpTo);
    if (window.endTime <= start) continue;
    for (const [gs, ge] of uncovered(start, window.endTime, segments)) fills.push({ startTime: gs, endTime: ge, type: window.type });
    filledUpTo = window.endTime;
  }
  return [...segments, ...fills].sort((a, b) => a.startTime - b.startTime);
}
