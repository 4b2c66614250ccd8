import type { RecordingSegment, RecordingType } from "@vms/api-client";
import type { EventWindow } from "./event-marks.js";

/** A recorded span in Unix ms (a stored segment, or part of one). */
interface Span {
  startMs: number;
  endMs: number;
}

/** Recorded stretches in whole Unix seconds, segments that follow each other joined (the video runs on across a file split), clipped to [startS, endS). */
export function recordedStretches(spans: readonly Span[], startS: number, endS: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const span of spans) {
    const start = Math.max(startS, Math.floor(span.startMs / 1000));
    const end = Math.min(endS, Math.ceil(span.endMs / 1000));
    if (end <= start) continue;
    const last = out.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else out.push({ start, end });
  }
  return out;
}

const DAY_S = 86_400;

/** UTC days (YYYY-MM-DD) of [startS, endS) that hold recordings, in order. */
export function recordedDays(spans: readonly Span[], startS: number, endS: number): string[] {
  const days = new Set<string>();
  for (const { start, end } of recordedStretches(spans, startS, endS)) {
    for (let day = Math.floor(start / DAY_S); day <= Math.floor((end - 1) / DAY_S); day++) days.add(new Date(day * DAY_S * 1000).toISOString().slice(0, 10));
  }
  return [...days];
}

/** The event windows in whole seconds, without overlaps: where two overlap, the earlier one keeps its part. */
function markedIntervals(windows: readonly EventWindow[]): RecordingSegment[] {
  const out: RecordingSegment[] = [];
  let covered = -Infinity;
  for (const w of [...windows].sort((a, b) => a.startMs - b.startMs)) {
    const start = Math.max(Math.floor(w.startMs / 1000), covered);
    const end = Math.ceil(w.endMs / 1000);
    if (end <= start) continue;
    out.push({ startTime: start, endTime: end, type: w.type });
    covered = end;
  }
  return out;
}

function pushMerged(out: RecordingSegment[], startTime: number, endTime: number, type: RecordingType): void {
  if (endTime <= startTime) return;
  const last = out.at(-1);
  if (last && last.type === type && last.endTime === startTime) last.endTime = endTime;
  else out.push({ startTime, endTime, type });
}

/**
 * `recSearchLog`'s segments: the recorded stretches of [startS, endS), SCHEDULE (continuous
 * recording) except where an event window marks them with the event's type; in time order, clipped,
 * neighbours of one type that follow each other merged.
 */
export function typedSegments(spans: readonly Span[], windows: readonly EventWindow[], startS: number, endS: number): RecordingSegment[] {
  const marks = markedIntervals(windows);
  const out: RecordingSegment[] = [];
  for (const { start, end } of recordedStretches(spans, startS, endS)) {
    let t = start;
    for (const mark of marks) {
      if (mark.endTime <= t) continue;
      if (mark.startTime >= end) break;
      pushMerged(out, t, Math.max(t, mark.startTime), "SCHEDULE");
      t = Math.max(t, mark.startTime);
      const markEnd = Math.min(end, mark.endTime);
      pushMerged(out, t, markEnd, mark.type);
      t = markEnd;
    }
    pushMerged(out, t, end, "SCHEDULE");
  }
  return out;
}
