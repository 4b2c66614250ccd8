import { msg } from "@lingui/core/macro";
import type { Shortcut } from "@/shared/lib/shortcuts";

export type WindowAction = "select" | "fullScreen" | "wall" | "pause" | "snapshot" | "zoomIn" | "zoomOut" | "zoomReset" | "help";

/** The wall's keys (spec §2 live; issue 31): each acts on the selected window unless it says otherwise. */
export const WINDOW_SHORTCUTS: readonly Shortcut<WindowAction>[] = [
  { keys: ["1", "2", "3", "4", "5", "6", "7", "8", "9"], display: "1–9", action: "select", label: msg`Select window 1 to 9` },
  { keys: ["f", "F"], action: "fullScreen", label: msg`Full screen of the selected window (Esc leaves)` },
  { keys: ["w", "W"], action: "wall", label: msg`Wall mode: full screen of all windows` },
  { keys: [" "], action: "pause", label: msg`Pause or resume the selected window` },
  { keys: ["s", "S"], action: "snapshot", label: msg`Snapshot of the selected window` },
  { keys: ["+", "="], action: "zoomIn", label: msg`Zoom in (or turn the mouse wheel over a window)` },
  { keys: ["-"], action: "zoomOut", label: msg`Zoom out` },
  { keys: ["0"], action: "zoomReset", label: msg`Reset the zoom (or double-click the window)` },
  { keys: ["?"], action: "help", label: msg`Show these shortcuts` },
];
