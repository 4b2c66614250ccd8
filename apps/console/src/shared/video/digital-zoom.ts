import { clampZoom, VIDEO_ZOOM } from "@vms/plugin-protocol";

/** Where the zoomed picture sits: its offset from centred, in px of the window. */
export interface Pan {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const CENTRED: Pan = { x: 0, y: 0 };

/** Wheel travel (px) that makes one zoom step: a mouse notch is ~100, a touchpad sends many small ones. */
export const WHEEL_STEP_PX = 100;

/**
 * Keeps the zoomed picture over the whole window: at zoom z the picture is z times the window, so it
 * may move at most (z - 1) / 2 of the window each way. At zoom 1 it is centred.
 */
export function clampPan(pan: Pan, zoom: number, size: Size): Pan {
  const maxX = ((zoom - 1) * size.width) / 2;
  const maxY = ((zoom - 1) * size.height) / 2;
  const fit = (v: number, max: number) => (max <= 0 ? 0 : Math.min(max, Math.max(-max, v)));
  return { x: fit(pan.x, maxX), y: fit(pan.y, maxY) };
}

/**
 * The pan after zooming from `from` to `to` with the pointer at `point` (px from the window's centre):
 * the spot under the pointer stays under it, as in maps and the plugin's zoom.
 */
export function zoomAround(pan: Pan, from: number, to: number, point: Pan, size: Size): Pan {
  const ratio = to / from;
  return clampPan({ x: point.x - (point.x - pan.x) * ratio, y: point.y - (point.y - pan.y) * ratio }, to, size);
}

/**
 * Wheel travel gathered into zoom steps (spec §9: levels 1..4, as `videoZoom` takes them): the level
 * after adding `deltaY` (negative zooms in), and the travel left over for the next event.
 */
export function wheelZoom(level: number, gathered: number, deltaY: number): { level: number; gathered: number } {
  const total = gathered + deltaY;
  const steps = Math.trunc(total / WHEEL_STEP_PX);
  if (steps === 0) return { level, gathered: total };
  const next = clampZoom(level - steps);
  // At either end the travel is dropped, so turning back answers at once.
  return { level: next, gathered: next === VIDEO_ZOOM.MIN || next === VIDEO_ZOOM.MAX ? 0 : total - steps * WHEEL_STEP_PX };
}

/** The CSS transform that shows the picture zoomed and panned (pan first, in window px). */
export function zoomTransform(zoom: number, pan: Pan): string | undefined {
  return zoom <= 1 ? undefined : `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`;
}
