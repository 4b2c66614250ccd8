import { withinQuerySpan } from "@vms/api-client";

/** What the range picker asks for: days (local "YYYY-MM-DD") and the local/cloud source. */
export interface RangeDraft {
  startDay: string;
  endDay: string;
  source: "local" | "cloud";
}

export type RangeOutcome =
  | { kind: "ok"; startTime: number; endTime: number }
  /** A day left empty: nothing changes. */
  | { kind: "ignored" }
  /** Spec §4: an end before the start is ignored (the previous range stays), and the page says so. */
  | { kind: "endBeforeStart" }
  /** Spec §4: cloud playback with no range shows the no-data state. */
  | { kind: "noData" }
  /** Spec §5/§9: a query spans at most 31 days. */
  | { kind: "tooLong" };

/** Local midnight of "YYYY-MM-DD" (plus `days`) in Unix s; null when empty or invalid. */
export function dayStartOf(day: string, days = 0): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  return Math.floor(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days).getTime() / 1000);
}

/** Local 23:59:59 of "YYYY-MM-DD" in Unix s (the next midnight − 1 s: right on days with a DST change too). */
export function dayEndOf(day: string): number | null {
  const next = dayStartOf(day, 1);
  return next === null ? null : next - 1;
}

/**
 * Spec §4 "Playback range" with the §9 day helper: a day field means the whole day, so the range runs
 * from 00:00:00 of the start day to 23:59:59 of the end day (issue 28: "To today" includes today, and
 * the same day twice is that whole day); an end before the start is ignored; cloud playback without
 * a range shows no data; at most 31 days.
 */
export function resolveRange(draft: RangeDraft): RangeOutcome {
  const start = dayStartOf(draft.startDay);
  const end = dayEndOf(draft.endDay);
  if (start === null || end === null) return draft.source === "cloud" ? { kind: "noData" } : { kind: "ignored" };
  if (end < start) return { kind: "endBeforeStart" };
  if (!withinQuerySpan(start, end)) return { kind: "tooLong" };
  return { kind: "ok", startTime: start, endTime: end };
}
