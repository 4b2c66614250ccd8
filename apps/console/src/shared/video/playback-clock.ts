/** One `clock` frame of a playback socket: a fragment's wall-clock time and its decode time (s). */
export interface ClockAnchor {
  wallMs: number;
  mediaTime: number;
}

/**
 * Maps the video element's time to the wall clock (docs/media.md "Playback"): the last anchor at
 * or before `mediaTime`, plus the elapsed media time. Null before the first anchor.
 */
export function wallAt(anchors: readonly ClockAnchor[], mediaTime: number): number | null {
  let lo = 0;
  let hi = anchors.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (anchors[mid]!.mediaTime <= mediaTime + 1e-6) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return null;
  const a = anchors[found]!;
  return Math.round(a.wallMs + (mediaTime - a.mediaTime) * 1000);
}

/** Drops anchors before `mediaTime` except the last one before it (kept for the mapping). */
export function trimAnchors(anchors: ClockAnchor[], mediaTime: number): void {
  let cut = 0;
  while (cut + 1 < anchors.length && anchors[cut + 1]!.mediaTime <= mediaTime) cut += 1;
  if (cut > 0) anchors.splice(0, cut);
}

/**
 * The media time showing wall time `wallMs`, the exact inverse of wallAt: the anchor whose span (up to
 * the next anchor's media time) holds that wall time. Frame times jitter and recordings have gaps, so
 * a wall time can fall between two spans; then null (no buffered picture shows it: the player seeks).
 * Null before the first anchor too.
 */
export function mediaAt(anchors: readonly ClockAnchor[], wallMs: number): number | null {
  let found: number | null = null;
  for (let i = 0; i < anchors.length; i++) {
    const a = anchors[i]!;
    if (a.wallMs > wallMs) continue;
    const media = a.mediaTime + (wallMs - a.wallMs) / 1000;
    const next = anchors[i + 1];
    // wallAt reads a media time this close to the next anchor through the next anchor.
    if (next && media >= next.mediaTime - 1e-6) continue;
    found = media;
  }
  return found;
}
