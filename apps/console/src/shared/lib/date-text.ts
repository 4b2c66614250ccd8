/**
 * Spec §9 dates as people type them: YYYY-MM-DD, with a time HH:mm or HH:mm:ss after a space (a "T"
 * is taken too, as the old datetime-local fields and pasted ISO strings have it). Values keep the
 * form the browser's date inputs gave ("YYYY-MM-DD", "YYYY-MM-DDTHH:mm[:ss]"), so callers are unchanged.
 */
export type DatePrecision = "date" | "minute" | "second";

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The value of `text` at `precision`, "" for an empty text, or null when it is not such a date. */
export function parseDateText(text: string, precision: DatePrecision): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const m = SHAPE.exec(trimmed);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const hasTime = h !== undefined;
  if (hasTime !== (precision !== "date") || (precision === "minute" && s !== undefined) || (precision === "second" && s === undefined)) return null;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (day.getUTCFullYear() !== Number(y) || day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return null;
  if (!hasTime) return `${y}-${mo}-${d}`;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
  return `${y}-${mo}-${d}T${h}:${mi}${s === undefined ? "" : `:${s}`}`;
}

/** How a value is shown in the field: the "T" becomes a space. */
export const dateText = (value: string): string => value.replace("T", " ");

/** The format hint shown as placeholder and in the error. */
export const DATE_FORMATS: Record<DatePrecision, string> = { date: "YYYY-MM-DD", minute: "YYYY-MM-DD HH:mm", second: "YYYY-MM-DD HH:mm:ss" };
