/**
 * Issue 28: a window's clock is the time its picture was captured, not the browser's clock. The relay
 * sends `{type:"clock", wallMs, mediaTime}` on /ws-live when a viewer starts (and after skipped
 * frames): the capture time of one media time. The player keeps it on the video element.
 */
export interface ClockAnchor {
  wallMs: number;
  mediaTime: number;
}

/** The capture time of the frame shown at `currentTime`; null when not playing or not known. */
export function captureTimeAt(anchor: ClockAnchor | null, currentTime: number, playing: boolean): number | null {
  if (!playing || anchor === null || !Number.isFinite(currentTime)) return null;
  return Math.round(anchor.wallMs + (currentTime - anchor.mediaTime) * 1000);
}

/** The anchor the player stored on the element (mse-player.ts), or null. */
export function readClockAnchor(video: HTMLVideoElement): ClockAnchor | null {
  const wallMs = Number(video.dataset["captureWallMs"] ?? Number.NaN);
  const mediaTime = Number(video.dataset["captureMediaTime"] ?? Number.NaN);
  return Number.isFinite(wallMs) && Number.isFinite(mediaTime) ? { wallMs, mediaTime } : null;
}

/** A recording's elapsed time as m:ss (h:mm:ss past an hour). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
