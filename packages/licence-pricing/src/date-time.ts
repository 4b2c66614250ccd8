import { formatSpecTime } from "@vms/api-client";
/** A point in time as the server sends it: epoch ms, or text "YYYY-MM-DD HH:mm:ss" / ISO 8601. */
export type TimeInput = number | string;

/** Time-zone choice for reading and formatting wall-clock text; default: the runtime's local zone. */
export interface ZoneOptions {
  /** Minutes east of UTC (GMT+08:00 → 480). */
  utcOffsetMinutes?: number;
}

/** One day in ms. */
export const DAY_MS = 86_400_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const localOffset = (ms: number) => -new Date(ms).getTimezoneOffset();

/**
 * Epoch ms of a time input. Wall-clock text without a zone ("2024-05-01 13:00:00") is read in the
 * given offset (default local); ISO text with a zone or "Z" is read as written.
 */
export function toEpochMs(input: TimeInput, opts: ZoneOptions = {}): number {
  if (typeof input === "number") return input;
  const m = WALL_CLOCK.exec(input.trim());
  if (m) {
    const [, y, mo, d, h = "0", mi = "0", s = "0"] = m;
    const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    const offset = opts.utcOffsetMinutes ?? localOffset(asUtc);
    return asUtc - offset * 60_000;
  }
  const ms = Date.parse(input);
  if (Number.isNaN(ms)) throw new RangeError(`not a time: ${input}`);
  return ms;
}

/** Formats epoch ms as "YYYY-MM-DD HH:mm:ss" (spec §9) in the given offset (default local). */
export function formatDateTime(ms: number, opts: ZoneOptions = {}): string {
  return formatSpecTime(ms, "dateTime", opts);
}
