/** Thumbnail steps (s): the moment under the pointer is rounded down to one, so scrubbing asks for few pictures. */
const BUCKETS_SEC = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900] as const;
/** About this many distinct thumbnails across the visible timeline, whatever its zoom. */
const THUMBNAILS_PER_BAR = 120;

/**
 * The thumbnail step of a timeline showing `spanSec` (issue 31): the smallest step giving at most
 * ~120 pictures over the bar: 15 min at 24 h, 1 s at the one-minute zoom.
 */
export function thumbnailStep(spanSec: number): number {
  const wanted = spanSec / THUMBNAILS_PER_BAR;
  return BUCKETS_SEC.find((b) => b >= wanted) ?? BUCKETS_SEC.at(-1)!;
}

/**
 * The moment (Unix s) whose thumbnail stands for `time`: rounded down to the step, but kept inside
 * the recorded span under the pointer; null off the recorded spans (nothing to show there).
 */
export function thumbnailMoment(time: number, spanSec: number, spans: ReadonlyArray<{ startTime: number; endTime: number }>): number | null {
  const span = spans.find((s) => time >= s.startTime && time < s.endTime);
  if (!span) return null;
  const step = thumbnailStep(spanSec);
  return Math.max(Math.ceil(span.startTime), Math.floor(time / step) * step);
}
