import { useCallback, useEffect, useState, type RefObject } from "react";
import { readStorage, writeStorage } from "@/shared/lib/storage";
import { sessionStore } from "@/shared/session";

/** Per user (issue 31): whether the wall was full screen, so a reload reopens it that way. */
const storageKey = () => `vms.live.wallMode.${sessionStore.get()?.user.userId ?? ""}`;

/**
 * The whole wall full screen (issue 28, wall mode of issue 31). The app keeps its own state, so the
 * wall fills the viewport with its way out even where the browser refuses the Fullscreen API;
 * leaving the browser's full screen (its own Esc) leaves the app's too. After a reload the wall comes
 * back filling the page in the app's state only: the browser grants its full screen to a click alone.
 */
export function useWallFullScreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(() => readStorage(storageKey()) === "1");
  const enter = useCallback(() => {
    setActive(true);
    writeStorage(storageKey(), "1");
    void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  const exit = useCallback(() => {
    setActive(false);
    writeStorage(storageKey(), "0");
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!active) return;
    const onChange = () => {
      if (document.fullscreenElement) return;
      setActive(false);
      writeStorage(storageKey(), "0");
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [active]);
  return { active, enter, exit, toggle: active ? exit : enter };
}
