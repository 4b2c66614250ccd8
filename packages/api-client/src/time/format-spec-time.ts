import { TZDateMini } from "@date-fns/tz";
import { lightFormat } from "date-fns";
import { formatMinuteSecond } from "./format-minute-second.js";

// The one home of the date formats of spec §9 ("YYYY-MM-DD HH:mm:ss", "MM-DD HH:mm:ss", "mm:ss",
// plus the plain day "YYYY-MM-DD"), for the console, the server's exports and mails and the packages.
// lightFormat: numeric patterns need no locale data (date-fns `format` brings all of it).

/** The spec §9 formats by name. */
export const SPEC_TIME_PATTERNS = {
  dateTime: "yyyy-MM-dd HH:mm:ss",
  monthDayTime: "MM-dd HH:mm:ss",
  date: "yyyy-MM-dd",
  /** The clock of a day: the playback timeline. */
  time: "HH:mm:ss",
} as const;

/** A spec §9 format name; "minuteSecond" is a duration ("mm:ss", minutes not capped at 59). */
export type SpecTimeStyle = keyof typeof SPEC_TIME_PATTERNS | "minuteSecond";

/** Where the wall clock is read; default: the runtime's local zone. */
export interface SpecTimeZone {
  /** Minutes east of UTC (GMT+08:00 → 480): the zone of a device or an export request. */
  utcOffsetMinutes?: number;
  /** An IANA zone ("Asia/Shanghai") or "UTC". */
  timeZone?: string;
}

const offsetZone = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
};

/**
 * Formats `time` (a Date or epoch ms) in a spec §9 format. For "minuteSecond" `time` is a duration
 * in ms, shown as whole minutes and seconds ("75:00"); a negative or non-finite duration is "00:00".
 */
export function formatSpecTime(time: Date | number, style: SpecTimeStyle, zone: SpecTimeZone = {}): string {
  const ms = typeof time === "number" ? time : time.getTime();
  if (style === "minuteSecond") return formatMinuteSecond(ms);
  const tz = zone.utcOffsetMinutes !== undefined ? offsetZone(zone.utcOffsetMinutes) : zone.timeZone;
  return lightFormat(tz === undefined ? ms : new TZDateMini(ms, tz), SPEC_TIME_PATTERNS[style]);
}
