import { useEffect, useRef, useState, type RefObject } from "react";
import { CENTRED, clampPan, wheelZoom, zoomAround, zoomTransform, type Pan } from "./digital-zoom";

/**
 * Digital zoom of one window as the plugin does it for `videoZoom` (spec §7, §9): the wheel over the
 * window zooms in steps of 1..4 around the pointer, a drag moves the zoomed picture, a double-click
 * goes back to 1. The level belongs to the caller (the live runtime keeps it per window, so the
 * toolbar, keyboard and wheel agree); where the picture sits is this view's own.
 */
export function useDigitalZoom(ref: RefObject<HTMLElement | null>, zoom: number, setZoom: (level: number) => void) {
  const [pan, setPan] = useState<Pan>(CENTRED);
  const latest = useRef({ zoom, pan, setZoom, gathered: 0 });
  latest.current = { ...latest.current, zoom, pan, setZoom };
  // Back to 1 (a reset from anywhere) centres the picture; a lower level keeps it inside the window.
  useEffect(() => {
    const el = ref.current;
    if (el) setPan((p) => clampPan(p, zoom, { width: el.clientWidth, height: el.clientHeight }));
  }, [ref, zoom]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const size = () => ({ width: el.clientWidth, height: el.clientHeight });
    const fromCentre = (e: MouseEvent): Pan => {
      const box = el.getBoundingClientRect();
      return { x: e.clientX - box.left - box.width / 2, y: e.clientY - box.top - box.height / 2 };
    };
    const onWheel = (e: WheelEvent) => {
      // Not passive: the page must not scroll while the wheel zooms the picture.
      e.preventDefault();
      const now = latest.current;
      const { level, gathered } = wheelZoom(now.zoom, now.gathered, e.deltaY);
      latest.current.gathered = gathered;
      if (level === now.zoom) return;
      setPan(zoomAround(now.pan, now.zoom, level, fromCentre(e), size()));
      now.setZoom(level);
    };
    let drag: { x: number; y: number; pan: Pan } | null = null;
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0 || latest.current.zoom <= 1 || (e.target as Element).closest("[data-window-controls],button")) return;
      drag = { x: e.clientX, y: e.clientY, pan: latest.current.pan };
      el.setPointerCapture?.(e.pointerId);
    };
    const onMove = (e: PointerEvent) => {
      if (drag) setPan(clampPan({ x: drag.pan.x + e.clientX - drag.x, y: drag.pan.y + e.clientY - drag.y }, latest.current.zoom, size()));
    };
    const onUp = () => void (drag = null);
    const onDouble = (e: MouseEvent) => {
      if (latest.current.zoom > 1 && !(e.target as Element).closest("[data-window-controls],button")) latest.current.setZoom(1);
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    el.addEventListener("pointerdown", onDown);
    el.addEventListener("pointermove", onMove);
    el.addEventListener("pointerup", onUp);
    el.addEventListener("pointercancel", onUp);
    el.addEventListener("dblclick", onDouble);
    return () => {
      el.removeEventListener("wheel", onWheel);
      el.removeEventListener("pointerdown", onDown);
      el.removeEventListener("pointermove", onMove);
      el.removeEventListener("pointerup", onUp);
      el.removeEventListener("pointercancel", onUp);
      el.removeEventListener("dblclick", onDouble);
    };
  }, [ref]);
  return { pan, transform: zoomTransform(zoom, pan) };
}
