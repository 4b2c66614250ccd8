import { fractionOf, type TimelineWindow } from "./timeline-window";

/** An event on a timeline: where it sits (0..1 of the bar) and its id; events outside the window are not drawn. */
export interface PlacedMarker<E> {
  event: E;
  /** Unix s. */
  time: number;
  fraction: number;
}

/** The events inside the window, oldest first, each at its fraction of the bar (spec §2 Playback; issue 31). */
export function placeMarkers<E extends { occurredAt: number }>(events: readonly E[], win: TimelineWindow): PlacedMarker<E>[] {
  return events
    .map((event) => ({ event, time: event.occurredAt / 1000 }))
    .filter(({ time }) => time >= win.from && time <= win.to)
    .sort((a, b) => a.time - b.time)
    .map(({ event, time }) => ({ event, time, fraction: fractionOf(win, time) }));
}

/** The event nearest `time` within `tolerance` seconds (the scrub thumbnail), or null. */
export function nearestEvent<E extends { occurredAt: number }>(events: readonly E[], time: number, tolerance: number): E | null {
  let best: E | null = null;
  for (const e of events) {
    const gap = Math.abs(e.occurredAt / 1000 - time);
    if (gap <= tolerance && (!best || gap < Math.abs(best.occurredAt / 1000 - time))) best = e;
  }
  return best;
}
