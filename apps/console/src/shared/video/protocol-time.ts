import { formatFileTime } from "./runtime-state";

/**
 * A Unix ms time as the protocol's "YYYY-MM-DD HH:mm:ss" (spec §9), in the browser's time zone like
 * the range picker's days. Rounded to the nearest second: the format has no milliseconds.
 */
export function toProtocolTime(ms: number): string {
  return formatFileTime(new Date(Math.round(ms / 1000) * 1000));
}

/**
 * The Unix ms time of a protocol "YYYY-MM-DD HH:mm:ss" in the browser's time zone; null when it is
 * not a real date. The format carries no offset, so in the hour a daylight-saving change repeats the
 * first of the two moments is taken.
 */
export function fromProtocolTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // Reject rollovers such as 2026-02-30 (Date quietly moves them into the next month).
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date.getTime();
}
