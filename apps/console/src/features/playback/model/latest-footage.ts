/** How much before the end of the latest footage a window starts playing: enough to watch what just happened. */
export const LATEST_LEAD_SEC = 60;

/**
 * Where a window opens (Unix s): the end of the last recorded span in the range, less a lead-in (but
 * not before that span's start), so the operator sees the latest footage instead of 00:00 (issue 31).
 * Null without any span in the range (the window plays from the range start, as before).
 */
export function latestFootageStart(spans: ReadonlyArray<{ startTime: number; endTime: number }>, range: { startTime: number; endTime: number }): number | null {
  let last: { startTime: number; endTime: number } | null = null;
  for (const s of spans) {
    if (s.endTime <= range.startTime || s.startTime >= range.endTime) continue;
    if (!last || s.endTime > last.endTime) last = s;
  }
  if (!last) return null;
  const end = Math.min(last.endTime, range.endTime);
  return Math.max(last.startTime, range.startTime, end - LATEST_LEAD_SEC);
}

/**
 * The last recorded moment (Unix s) of the spans within the range: where the footage ends, so an
 * archive from a moment near the live edge stops there (issue 31). Null without any span in the range.
 */
export function lastRecordedMoment(spans: ReadonlyArray<{ startTime: number; endTime: number }>, range: { startTime: number; endTime: number }): number | null {
  let end: number | null = null;
  for (const s of spans) {
    if (s.endTime <= range.startTime || s.startTime >= range.endTime) continue;
    const clipped = Math.min(s.endTime, range.endTime);
    end = end === null ? clipped : Math.max(end, clipped);
  }
  return end;
}
