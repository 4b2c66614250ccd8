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
 * The media time showing wall time `wallMs` (the inverse of wallAt): from the last anchor at or before
 * it. Null before the first anchor.
 */
export function mediaAt(anchors: readonly ClockAnchor[], wallMs: number): number | null {
  let found: ClockAnchor | null = null;
  for (const a of anchors) if (a.wallMs <= wallMs) found = a;
  return found ? found.mediaTime + (wallMs - found.wallMs) / 1000 : null;
}
