// Live catch-up rules (design/video-path.md: go2rtc and Frigate). A live tile must not drift behind:
// a small lag is eaten by playing slightly faster, a large one by jumping to the live edge.

/** Above this lag (s) the player jumps to the live edge. */
export const SEEK_LAG_S = 3;
/** Above this lag (s) the player speeds up; below RELAX_LAG_S it returns to normal speed. */
export const SPEED_UP_LAG_S = 0.8;
const RELAX_LAG_S = 0.3;
/** How far behind the edge a jump lands, so the decoder has a frame to show. */
const EDGE_MARGIN_S = 0.15;
/** Media kept behind the play head; older media is removed from the SourceBuffer. */
export const KEEP_BEHIND_S = 10;

export interface CatchUp {
  /** Where to seek, or null to stay. */
  seekTo: number | null;
  playbackRate: number;
}

/** What to do for a play head at `current` with media buffered up to `end`, playing at `rate`. */
export function catchUp(current: number, end: number, rate: number): CatchUp {
  const lag = end - current;
  if (lag > SEEK_LAG_S) return { seekTo: Math.max(0, end - EDGE_MARGIN_S), playbackRate: 1 };
  if (lag > SPEED_UP_LAG_S) return { seekTo: null, playbackRate: Math.min(1.5, 1 + lag / 4) };
  if (rate !== 1 && lag < RELAX_LAG_S) return { seekTo: null, playbackRate: 1 };
  return { seekTo: null, playbackRate: rate };
}

/** The range to remove from a SourceBuffer (start, end), or null while little is buffered behind. */
export function trimRange(bufferedStart: number, current: number): [number, number] | null {
  const cut = current - KEEP_BEHIND_S / 2;
  return bufferedStart < current - KEEP_BEHIND_S && cut > bufferedStart ? [bufferedStart, cut] : null;
}

/** Codecs a browser may be offered, most common first (the relay sends H.264 baseline/main/high). */
const CANDIDATE_CODECS = ["avc1.42C01E", "avc1.42C01F", "avc1.42E01E", "avc1.4D401F", "avc1.4D4029", "avc1.640029", "avc1.64002A", "hvc1.1.6.L153.B0", "mp4a.40.2"];

/** The go2rtc codec offer: the candidates `isSupported` accepts, comma-separated. */
export function codecOffer(isSupported: (mime: string) => boolean): string {
  return CANDIDATE_CODECS.filter((c) => isSupported(`video/mp4; codecs="${c}"`)).join(",");
}
