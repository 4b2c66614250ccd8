import { playbackRange, withinQuerySpan } from "@vms/api-client";

/** What the range picker asks for: days (local "YYYY-MM-DD") and the local/cloud source. */
export interface RangeDraft {
  startDay: string;
  endDay: string;
  source: "local" | "cloud";
}

export type RangeOutcome =
  | { kind: "ok"; startTime: number; endTime: number }
  /** Spec §4: an end before the start is ignored (the previous range stays). */
  | { kind: "ignored" }
  /** Spec §4: cloud playback with no range shows the no-data state. */
  | { kind: "noData" }
  /** Spec §5/§9: a query spans at most 31 days. */
  | { kind: "tooLong" };

/** Local midnight of "YYYY-MM-DD" in Unix s; null when empty or invalid. */
export function dayStartOf(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  return Math.floor(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() / 1000);
}

/**
 * Spec §4 "Playback range" with the §9 helpers: start at 00:00:00 of the start day; the end is the
 * end day's 00:00:00, so the same day is extended by one day (playbackRange); an end before the start
 * is ignored; cloud playback without a range shows no data; at most 31 days.
 */
export function resolveRange(draft: RangeDraft): RangeOutcome {
  const start = dayStartOf(draft.startDay);
  const end = dayStartOf(draft.endDay);
  if (start === null || end === null) return draft.source === "cloud" ? { kind: "noData" } : { kind: "ignored" };
  const range = playbackRange(start, end);
  if (!range) return { kind: "ignored" };
  if (!withinQuerySpan(range.startTime, range.endTime)) return { kind: "tooLong" };
  return { kind: "ok", ...range };
}
