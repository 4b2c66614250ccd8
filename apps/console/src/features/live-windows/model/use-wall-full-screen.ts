import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * The whole wall full screen (issue 28). The app keeps its own state, so the wall fills the viewport
 * with its way out even where the browser refuses the Fullscreen API; leaving the browser's full
 * screen (its own Esc) leaves the app's too.
 */
export function useWallFullScreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const enter = useCallback(() => {
    setActive(true);
    void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  const exit = useCallback(() => {
    setActive(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!active) return;
    const onChange = () => {
      if (!document.fullscreenElement) setActive(false);
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [active]);
  return { active, enter, exit };
}
