import { formatSpecTime } from "@vms/api-client";

/** Spec §9 date format YYYY-MM-DD HH:mm:ss (local time); empty for a missing or invalid time. */
export function formatDateTime(epochMs: number | null | undefined): string {
  if (epochMs === null || epochMs === undefined || !Number.isFinite(epochMs)) return "";
  return formatSpecTime(epochMs, "dateTime");
}
