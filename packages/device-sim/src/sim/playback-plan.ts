/**
 * Where a simulated recording's frames lie in wall-clock time (docs/device-protocol.md "Playback").
 * Frames sit on a grid of 1000/fps ms counted from the Unix epoch; the frame at wall time t shows
 * clip frame ⌊t·fps/1000⌋ mod loop, so key frames fall on every GOP boundary (2 s) and the clip's
 * burned-in clock reads the wall time modulo the loop (6 s). A recorded piece begins at its first
 * GOP boundary (recorders start a file at an IDR) and ends at its end.
 */
export interface PlaybackPlan {
  /** Frame interval, ms. */
  readonly frameMs: number;
  /** GOP length, ms. */
  readonly gopMs: number;
  /** The key frame to start from for `positionMs`: the GOP holding it, or the next recorded piece; null past the end. */
  seek(positionMs: number): number | null;
  /** The frame after `t` (all frames, or key frames only); null past the end. Jumps over gaps. */
  next(t: number, keyframesOnly: boolean): number | null;
  /** Clip frame index of the frame at wall time t. */
  clipIndex(t: number): number;
}

/** Recorded pieces in Unix seconds ({start, end}), in order. */
export function playbackPlan(pieces: readonly { start: number; end: number }[], fps: number, gopFrames: number, loopFrames: number): PlaybackPlan {
  const frameMs = 1000 / fps;
  const gopMs = frameMs * gopFrames;
  const spans = pieces
    .map((p) => ({ start: Math.ceil((p.start * 1000) / gopMs) * gopMs, end: p.end * 1000 }))
    .filter((s) => s.end > s.start);
  const spanAt = (t: number) => spans.find((s) => t < s.end);

  return {
    frameMs,
    gopMs,
    seek(positionMs) {
      const span = spanAt(positionMs);
      if (!span) return null;
      return Math.max(span.start, Math.floor(positionMs / gopMs) * gopMs);
    },
    next(t, keyframesOnly) {
      const step = keyframesOnly ? gopMs : frameMs;
      const candidate = keyframesOnly ? (Math.floor(t / gopMs) + 1) * gopMs : t + step;
      const span = spanAt(candidate);
      if (!span) return null;
      return candidate >= span.start ? candidate : span.start;
    },
    clipIndex(t) {
      return Math.round(t / frameMs) % loopFrames;
    },
  };
}
