import { formatSpecTime } from "@vms/api-client";
/** Zoom levels of a timeline, widest first: 24 h down to 1 min (seconds shown). */
export const ZOOM_SPANS_SEC = [86_400, 43_200, 21_600, 7_200, 3_600, 1_800, 600, 300, 60] as const;

/** The visible stretch of a timeline (Unix s). */
export interface TimelineWindow {
  from: number;
  to: number;
}

/** The window of zoom level `zoom` centred on `cursor`, kept inside [min, max] when it fits. */
export function timelineWindow(cursor: number, zoom: number, min: number, max: number): TimelineWindow {
  const span = ZOOM_SPANS_SEC[Math.min(Math.max(zoom, 0), ZOOM_SPANS_SEC.length - 1)]!;
  if (max - min <= span) return { from: min, to: min + span };
  const from = Math.min(Math.max(cursor - span / 2, min), max - span);
  return { from, to: from + span };
}

/** The time at fraction `x` (0..1) of the window. */
export function timeAt(window: TimelineWindow, x: number): number {
  return window.from + Math.min(1, Math.max(0, x)) * (window.to - window.from);
}

/** Where a time falls in the window, 0..1 (clamped). */
export function fractionOf(window: TimelineWindow, time: number): number {
  return Math.min(1, Math.max(0, (time - window.from) / (window.to - window.from)));
}

/** The next zoom level for a wheel delta (negative: zoom in). */
export function zoomByWheel(zoom: number, deltaY: number): number {
  const next = zoom + (deltaY < 0 ? 1 : -1);
  return Math.min(Math.max(next, 0), ZOOM_SPANS_SEC.length - 1);
}

/** Local "HH:mm:ss" of a Unix time in ms, and "YYYY-MM-DD HH:mm:ss" (spec §9 formats). */
export function clockText(ms: number): string {
  return formatSpecTime(ms, "time");
}
export function dateTimeText(ms: number): string {
  return formatSpecTime(ms, "dateTime");
}

/** "HH:mm[:ss]" typed into the jump box → the Unix second of that time on `dayStart`'s day; null when invalid. */
export function parseJumpTime(text: string, dayStart: number): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return dayStart + h * 3600 + min * 60 + s;
}
