import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OpLogItem } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";

/** A key of the server's `key=value` details (its fallback's redacted summary, import and export lines). */
const FIELD = /(?:^|\s)([A-Za-z][\w.-]*)=/g;
/** Keys that hold a time (startTime, endTime, expireTime, from, to, …). */
const TIME_KEY = /time|date|^from$|^to$|^at$|At$|expire/i;
/** 2001-09-09 .. 2286 in seconds (10 digits) or milliseconds (13 digits). */
const EPOCH = /^\d{10}$|^\d{13}$/;

/** The fields of a `key=value …` detail, in order; a value runs to the next key (a file name may hold spaces). */
export function detailFields(detail: string): Array<[string, string]> {
  const keys = [...detail.matchAll(FIELD)];
  if (keys.length === 0 || detail.slice(0, keys[0]!.index).trim() !== "") return [];
  return keys.map((m, i) => {
    const start = m.index + m[0].length;
    const end = i + 1 < keys.length ? keys[i + 1]!.index : detail.length;
    return [m[1]!, detail.slice(start, end).trim()];
  });
}

/** An epoch in seconds or milliseconds as YYYY-MM-DD HH:mm:ss, local time (spec §9 formats); else the value itself. */
export function timeValue(value: string): string {
  if (!EPOCH.test(value)) return value;
  const n = Number(value);
  return formatDateTime(value.length === 10 ? n * 1000 : n);
}

/** Import and export lines read as sentences; null when the detail is not of their form. */
function sentence(i18n: I18n, action: string, fields: ReadonlyMap<string, string>): string | null {
  const file = fields.get("file") ?? "";
  if (action === "vehicle-licence-plate.import" && fields.has("imported")) {
    const imported = fields.get("imported") ?? "";
    const total = fields.get("total") ?? "";
    const refused = fields.get("refused") ?? "";
    if (Number(imported) > 0) return i18n._(msg`${file}: ${imported} of ${total} plates imported`);
    if (Number(total) === 0) return i18n._(msg`${file}: nothing imported, the file could not be read`);
    return i18n._(msg`${file}: nothing imported, ${refused} of ${total} rows refused`);
  }
  if (fields.has("count") && fields.has("from") && fields.has("to")) {
    const count = fields.get("count") ?? "";
    const from = timeValue(fields.get("from") ?? "");
    const to = timeValue(fields.get("to") ?? "");
    if (action === "event.export") return i18n._(msg`${count} events from ${from} to ${to}, file ${file}`);
    return i18n._(msg`${count} lines from ${from} to ${to}, file ${file}`);
  }
  return null;
}

/**
 * A line's detail as a person reads it (issue 28): import and export lines as sentences, and any
 * time among the fields (epoch seconds or milliseconds) formatted; other details as written.
 */
export function opLogDetail(i18n: I18n, line: Pick<OpLogItem, "operateEnum" | "detail">): string {
  const fields = detailFields(line.detail);
  if (fields.length === 0) return line.detail;
  const said = sentence(i18n, line.operateEnum, new Map(fields));
  if (said !== null) return said;
  return fields.map(([key, value]) => `${key}=${TIME_KEY.test(key) ? timeValue(value) : value}`).join(" ");
}
