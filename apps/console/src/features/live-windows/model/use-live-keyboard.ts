import { useEffect, useRef } from "react";
import { matchShortcut, ownsKey } from "@/shared/lib/shortcuts";
import { videoRuntime } from "@/shared/video";
import { WINDOW_SHORTCUTS } from "./live-shortcuts";
import { runWindowAction } from "./window-actions";

export interface LiveKeyboardHandlers {
  focusWindow: (winIndex: number) => void;
  /** W: the wall's full screen on or off. */
  toggleWall: () => void;
  /** Esc while the wall is full screen (undefined otherwise). */
  exitWall?: (() => void) | undefined;
  /** ?: the shortcut list. */
  showHelp: () => void;
}

/**
 * Spec §2 keyboard and issue 31's shortcuts (WINDOW_SHORTCUTS): digits pick a window (and focus it),
 * F / W full screen of the window / the wall, Space pauses, S snaps, + - 0 zoom, ? lists them, Esc
 * leaves full screen. Ignored while typing, in the tree (its own keys) and in dialogs.
 */
export function useLiveKeyboard(handlers: LiveKeyboardHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A handler nearer the target (the PTZ pad's arrows) may have taken the key already.
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || ownsKey(event.target, event.key)) return;
      const { focusWindow, toggleWall, exitWall, showHelp } = latest.current;
      const { runtime, command } = videoRuntime();
      const state = runtime.getState();
      const shortcut = matchShortcut(WINDOW_SHORTCUTS, event);
      if (event.key === "Escape" && (state.fullScreen || exitWall)) {
        if (state.fullScreen) void command("ExitFullScreen", {});
        else exitWall?.();
      } else if (shortcut?.action === "select") {
        const winIndex = Number(event.key);
        if (winIndex > state.splitNum) return;
        void command("switchSelectedWindow", { winIndex }).then(() => focusWindow(winIndex));
      } else if (shortcut?.action === "wall") {
        toggleWall();
      } else if (shortcut?.action === "help") {
        showHelp();
      } else if (shortcut) {
        const sent = runWindowAction(command, state, shortcut.action);
        if (sent === false) return;
        void sent.catch(() => undefined);
      } else {
        return;
      }
      event.preventDefault();
    };
    // Leaving full screen by the browser's own Esc keeps the runtime's state in step.
    const onFullscreen = () => {
      const { runtime, command } = videoRuntime();
      if (!document.fullscreenElement && runtime.getState().fullScreen) void command("ExitFullScreen", {});
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("fullscreenchange", onFullscreen);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("fullscreenchange", onFullscreen);
    };
  }, []);
}
