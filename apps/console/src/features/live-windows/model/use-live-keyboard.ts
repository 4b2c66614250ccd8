import { useEffect } from "react";
import { videoRuntime } from "@/shared/video";

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.closest("[role=tree],[role=dialog]") !== null);

/**
 * Spec §2 keyboard: digits pick a window (and focus it), F toggles full screen, Esc leaves it.
 * Ignored while typing, in the tree (its own keys) and in dialogs. Esc also leaves the wall's full screen.
 */
export function useLiveKeyboard(focusWindow: (winIndex: number) => void, exitWall?: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const { runtime, command } = videoRuntime();
      const state = runtime.getState();
      if (/^[1-9]$/.test(event.key) && Number(event.key) <= state.splitNum) {
        const winIndex = Number(event.key);
        void command("switchSelectedWindow", { winIndex }).then(() => focusWindow(winIndex));
      } else if (event.key === "f" || event.key === "F") {
        void command(state.fullScreen ? "ExitFullScreen" : "fullScreen", {}).catch(() => undefined);
      } else if (event.key === "Escape" && state.fullScreen) {
        void command("ExitFullScreen", {});
      } else if (event.key === "Escape" && exitWall) {
        exitWall();
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
  }, [focusWindow, exitWall]);
}
