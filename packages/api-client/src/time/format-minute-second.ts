/**
 * A duration in ms as spec §9's "mm:ss": whole minutes (not capped at 59: "75:00") and seconds,
 * rounded down; a negative or non-finite duration is "00:00". Kept apart from the calendar formats
 * (no date library), so the sign-in page's lock countdown stays small.
 */
export function formatMinuteSecond(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
