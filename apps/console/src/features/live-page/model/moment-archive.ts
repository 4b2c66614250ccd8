/** How much a playback window's Archive button takes from the shown moment (issue 16). */
export const MOMENT_ARCHIVE_SEC = 120;

/**
 * The range (Unix s) the Archive button takes from the shown moment `at`: two minutes, but never past
 * the last recorded moment of the window's footage (`footageEnd`), since near the live edge those two
 * minutes are not recorded yet (issue 31). Null when nothing recorded is left after `at` (the button
 * then refuses). Without a known footage end (spans not answered) the two minutes go as they are and
 * the server judges them.
 */
export function momentArchiveRange(at: number, footageEnd: number | null): { startTime: number; endTime: number } | null {
  const startTime = Math.floor(at);
  const endTime = footageEnd === null ? startTime + MOMENT_ARCHIVE_SEC : Math.min(startTime + MOMENT_ARCHIVE_SEC, Math.floor(footageEnd));
  // Under a second left is nothing an archive task accepts (whole seconds, end after start).
  return endTime > startTime ? { startTime, endTime } : null;
}
