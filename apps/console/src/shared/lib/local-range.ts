import { lightFormat, parse } from "date-fns";

/** A time range as two datetime-local inputs hold it ("yyyy-MM-ddTHH:mm", local time). */
export interface LocalRange {
  from: string;
  to: string;
}

/** Why a range cannot be searched. */
export type RangeProblem = "invalid" | "reversed" | "tooLong";

const LOCAL = "yyyy-MM-dd'T'HH:mm";
export const toLocalInput = (epochMs: number) => lightFormat(epochMs, LOCAL);
export const fromLocalInput = (value: string): number => parse(value, LOCAL, new Date()).getTime();

/** Why the range cannot be searched, or null (spec §5: search ranges are limited, e.g. 31 days). */
export function localRangeProblem(range: LocalRange, maxMs: number): RangeProblem | null {
  const from = fromLocalInput(range.from);
  const to = fromLocalInput(range.to);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return "invalid";
  if (to < from) return "reversed";
  return to - from > maxMs ? "tooLong" : null;
}

/** The range as the search calls take it; seconds end at :59 so the "to" minute is included whole. */
export function toEpochRange(range: LocalRange): { startTime: number; endTime: number } {
  return { startTime: fromLocalInput(range.from), endTime: fromLocalInput(range.to) + 59_999 };
}
