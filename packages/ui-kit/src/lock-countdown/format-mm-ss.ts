import { formatMinuteSecond } from "@vms/api-client";

/**
 * Formats a remaining duration as `mm:ss` (spec §2 lock countdown) with the spec's one mm:ss formatter.
 * Seconds round up so the display reaches `00:01` and then closes at zero rather than showing
 * `00:00` for a second. Minutes are not capped at 59 (a 2-hour lock shows `120:00`); negative or NaN gives `00:00`.
 */
export function formatMmSs(ms: number): string {
  return formatMinuteSecond(Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) * 1000 : 0);
}
