import { useEffect, useRef, useSyncExternalStore } from "react";
import type { VideoRuntimeState } from "./runtime-state";
import { videoRuntime } from "./video-runtime";

/** The runtime's state (windows, split, selection, saved files), re-rendering on change. */
export function useVideoRuntimeState(): VideoRuntimeState {
  const { runtime } = videoRuntime();
  return useSyncExternalStore(runtime.subscribe, runtime.getState);
}

/** How long a hidden or off-screen window keeps its stream (go2rtc waits 5 s). */
export const RELEASE_AFTER_MS = 5_000;

/**
 * Binds a window's elements to the runtime and releases the stream a few seconds after the window
 * leaves the screen or the tab is hidden (IntersectionObserver + visibilitychange).
 */
export function useVideoWindowElements(winIndex: number) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    const container = containerRef.current;
    if (!video || !container) return;
    const { runtime } = videoRuntime();
    const detach = runtime.attach(winIndex, { video, container });
    let inView = true;
    let timer: number | undefined;
    const update = () => {
      const visible = inView && document.visibilityState !== "hidden";
      window.clearTimeout(timer);
      if (visible) runtime.setVisible(winIndex, true);
      else timer = window.setTimeout(() => runtime.setVisible(winIndex, false), RELEASE_AFTER_MS);
    };
    const observer = typeof IntersectionObserver === "undefined" ? null : new IntersectionObserver((entries) => {
      inView = entries.some((e) => e.isIntersecting);
      update();
    }, { threshold: 0.1 });
    observer?.observe(container);
    document.addEventListener("visibilitychange", update);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      document.removeEventListener("visibilitychange", update);
      runtime.setVisible(winIndex, true);
      detach();
    };
  }, [winIndex]);
  return { videoRef, containerRef };
}
