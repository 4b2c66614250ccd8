/**
 * Formats a remaining duration as `mm:ss` (spec §2 lock countdown). Seconds round up so the
 * display reaches `00:01` and then closes at zero rather than showing `00:00` for a second.
 * Minutes are not capped at 59 (a 2-hour lock shows `120:00`); negative or NaN gives `00:00`.
 */
export function formatMmSs(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}
