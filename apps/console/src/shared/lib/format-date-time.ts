import { lightFormat } from "date-fns";

/** Spec §9 date format YYYY-MM-DD HH:mm:ss (local time); empty for a missing or invalid time. */
export function formatDateTime(epochMs: number | null | undefined): string {
  if (epochMs === null || epochMs === undefined || !Number.isFinite(epochMs)) return "";
  // lightFormat: numeric patterns need no locale data (date-fns `format` brings all of it).
  return lightFormat(epochMs, "yyyy-MM-dd HH:mm:ss");
}
