import { msg } from "@lingui/core/macro";
import { PLAYBACK_SPEEDS } from "@vms/api-client";
import type { Shortcut } from "@/shared/lib/shortcuts";

export type PlaybackAction = "select" | "pause" | "stepForward" | "stepBack" | "faster" | "slower" | "markIn" | "markOut" | "help";

/**
 * Playback's keys (issue 31): each acts on the selected window, and on every window when they are
 * synchronised. I and O belong to the window that has focus (its clip marks); they are listed here
 * so the help shows them too.
 */
export const PLAYBACK_SHORTCUTS: readonly Shortcut<PlaybackAction>[] = [
  { keys: ["1", "2", "3", "4", "5", "6", "7", "8", "9"], display: "1–9", action: "select", label: msg`Select window 1 to 9 (Tab reaches every window)` },
  { keys: [" ", "k", "K"], action: "pause", label: msg`Pause or play the selected window (all when synchronised)` },
  { keys: ["."], action: "stepForward", label: msg`Next frame (pauses first)` },
  { keys: [","], action: "stepBack", label: msg`Previous frame (pauses first)` },
  { keys: ["]"], action: "faster", label: msg`Faster (up to 16×)` },
  { keys: ["["], action: "slower", label: msg`Slower (down to 1/8×)` },
  { keys: ["i", "I"], action: "markIn", label: msg`Mark the clip's in point at the playhead (focus in the window)` },
  { keys: ["o", "O"], action: "markOut", label: msg`Mark the clip's out point at the playhead (focus in the window)` },
  { keys: ["?"], action: "help", label: msg`Show these shortcuts` },
];

/** The next speed of 1/8×–16× up or down from `speed`; the same at either end. */
export function nextSpeed(speed: number, direction: 1 | -1): number {
  const i = PLAYBACK_SPEEDS.findIndex((s) => s >= speed);
  const at = i < 0 ? PLAYBACK_SPEEDS.length - 1 : i;
  const next = PLAYBACK_SPEEDS[Math.min(PLAYBACK_SPEEDS.length - 1, Math.max(0, PLAYBACK_SPEEDS[at] === speed ? at + direction : direction > 0 ? at : at - 1))];
  return next ?? speed;
}
