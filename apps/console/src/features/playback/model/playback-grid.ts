/** A playback window's channel (null: empty). */
export type WindowChannel = { sn: string; chlIndex: number } | null;

/** Spec §9 layout limits: playback grids of 1, 4, 9 or 16 windows (issue 31). */
export const PLAYBACK_SPLITS = [1, 4, 9, 16] as const;
export type PlaybackSplit = (typeof PLAYBACK_SPLITS)[number];
export const MAX_PLAYBACK_WINDOWS = 16;

/** Sixteen empty windows: a smaller grid keeps the channels of the windows it hides. */
export const emptyWindows = (): WindowChannel[] => Array.from({ length: MAX_PLAYBACK_WINDOWS }, () => null);

/**
 * The window a channel from the tree opens in (issue 31, as live does): the selected window when it is
 * empty, else the first empty window of the grid, else the selected one (replaced).
 */
export function targetWindow(channels: readonly WindowChannel[], count: number, selected: number): number {
  const shown = channels.slice(0, count);
  const sel = Math.min(Math.max(1, selected), count);
  if (!shown[sel - 1]) return sel;
  const free = shown.findIndex((c) => c === null);
  return free >= 0 ? free + 1 : sel;
}

/** The channels with window `winIndex` (1-based) showing `channel`. */
export function placeChannel(channels: readonly WindowChannel[], winIndex: number, channel: WindowChannel): WindowChannel[] {
  return channels.map((c, i) => (i === winIndex - 1 ? channel : c));
}

/** The grid's columns: 1, 2, 3 or 4. */
export const gridColumns = (count: number) => Math.max(1, Math.round(Math.sqrt(count)));
