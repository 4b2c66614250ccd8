import { useEffect, useSyncExternalStore, type RefObject } from "react";
import type { SurfaceRect, VideoSurface } from "./live-runtime";
import { videoRuntime } from "./video-runtime";

const rectOf = (el: Element): SurfaceRect => {
  const r = el.getBoundingClientRect();
  return { x: r.left, y: r.top, width: r.width, height: r.height };
};

/**
 * Keeps `surface` over `el`: placed now and again whenever the element resizes, the window resizes
 * or the page scrolls (one placement at a time; the latest layout wins). Returns the function that
 * hides it.
 */
export function placeOver(surface: VideoSurface, el: HTMLElement): () => void {
  let busy = false;
  let again = false;
  const measure = () => {
    const rect = rectOf(el);
    return rect.width > 0 && rect.height > 0 ? rect : null;
  };
  const place = () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    void surface.place(measure).finally(() => {
      busy = false;
      if (again) {
        again = false;
        place();
      }
    });
  };
  place();
  const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(place);
  resized?.observe(el);
  window.addEventListener("resize", place);
  window.addEventListener("scroll", place, true);
  return () => {
    resized?.disconnect();
    window.removeEventListener("resize", place);
    window.removeEventListener("scroll", place, true);
    surface.hide();
  };
}

// What MUI portals into <body> over the page: dialogs and drawers (their backdrop dims the whole
// page, so their root covers the viewport), menus, popovers, tooltips and pickers.
const FLOATING = ":scope > .MuiModal-root:not(.MuiModal-hidden), :scope > .MuiPopover-root, :scope > .MuiPopper-root, :scope > [role=tooltip]";

/**
 * Spec §4: a dialog that opens over the plugin's video area makes its area transparent; when the
 * last one closes the areas are restored (after 100 ms, by the bridge). Returns the function that
 * stops watching.
 */
export function trackOverlays(surface: VideoSurface, root: HTMLElement = document.body): () => void {
  let covered = "";
  const check = () => {
    const areas = [...root.querySelectorAll(FLOATING)].map(rectOf).filter((r) => r.width > 0 && r.height > 0);
    const key = areas.length > 0 ? JSON.stringify(areas) : "";
    if (key === covered) return;
    covered = key;
    if (key) surface.cover(areas);
    else surface.uncover();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true });
  check();
  return () => {
    observer.disconnect();
    if (covered) surface.uncover();
    covered = "";
  };
}

/**
 * The element the live windows are laid out in: while the native plugin plays them, its video area is
 * placed over it and holes are cut for the dialogs above it. Nothing happens while the page plays them.
 */
export function useVideoSurface(ref: RefObject<HTMLElement | null>): void {
  const { runtime } = videoRuntime();
  const surface = useSyncExternalStore(runtime.subscribe, () => runtime.surface);
  useEffect(() => {
    const el = ref.current;
    if (!surface || !el) return;
    const unplace = placeOver(surface, el);
    const untrack = trackOverlays(surface);
    return () => {
      untrack();
      unplace();
    };
  }, [surface, ref]);
}
