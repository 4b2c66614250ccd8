import { useEffect, useRef } from "react";
import { matchShortcut } from "@/shared/lib/shortcuts";
import type { PlaybackRuntimeHandle } from "@/shared/video";
import { nextSpeed, PLAYBACK_SHORTCUTS } from "../model/playback-shortcuts";

export interface PlaybackKeyboard {
  playback: PlaybackRuntimeHandle;
  /** The selected window and how many the grid shows. */
  selected: number;
  count: number;
  select: (winIndex: number) => void;
  showHelp: () => void;
}

const ignore = () => undefined;

/**
 * Issue 31's playback keys (PLAYBACK_SHORTCUTS) on the selected window: Space pauses or plays,
 * `.` and `,` step a frame, `]` and `[` change the speed, digits select a window, `?` lists them.
 * Synchronised, the runtime moves every window (pauseAllWin, a synced step, SetPlaybackSpeed to all).
 */
export function usePlaybackKeyboard(handlers: PlaybackKeyboard): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A window's own keys (I and O, its clip marks) have been taken already.
      if (event.defaultPrevented) return;
      const shortcut = matchShortcut(PLAYBACK_SHORTCUTS, event);
      if (!shortcut || shortcut.action === "markIn" || shortcut.action === "markOut") return;
      const { playback, selected, count, select, showHelp } = latest.current;
      const { runtime, command } = playback;
      const state = runtime.getState();
      const win = state.windows[selected - 1];
      switch (shortcut.action) {
        case "select": {
          const winIndex = Number(event.key);
          if (winIndex > count) return;
          select(winIndex);
          break;
        }
        case "help":
          showHelp();
          break;
        case "pause": {
          const playing = win?.status === "playing" || win?.status === "connecting";
          if (state.synced) void command(playing ? "pauseAllWin" : "resumeAllWin", {}).catch(ignore);
          else if (playing) runtime.pause(selected);
          else runtime.resume(selected);
          break;
        }
        case "stepForward":
        case "stepBack":
          runtime.step(selected, shortcut.action === "stepForward" ? 1 : -1);
          break;
        case "faster":
        case "slower":
          if (!win?.target) return;
          void command("SetPlaybackSpeed", { winIndex: selected, speed: nextSpeed(win.speed, shortcut.action === "faster" ? 1 : -1) }).catch(ignore);
          break;
      }
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
