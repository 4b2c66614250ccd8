import { useEffect, type RefObject } from "react";

const MIN_HEIGHT = 320;
const BOTTOM_GAP = 8;

/**
 * Issue 28: the video wall takes the height left in the window below its own top, so 9 or 16 tiles
 * get a usable picture instead of a fixed box. Measured again when the window or the area resizes.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, watch: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const place = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const height = `${Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP))}px`;
      if (el.style.height !== height) el.style.height = height;
    };
    place();
    window.addEventListener("resize", place);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(place);
    if (watch.current) observer?.observe(watch.current);
    return () => {
      window.removeEventListener("resize", place);
      observer?.disconnect();
    };
  }, [ref, watch]);
}
