import { formatSpecTime } from "@vms/api-client";
import type { TimelineWindow } from "./timeline-window";

/** A mark under the timeline (Unix s); `label` only on the labelled ones. */
export interface TimelineTick {
  time: number;
  label: string | null;
}

/**
 * Minor step and labelled step (seconds) per visible span: hours across a day, then 30/10/5/1 min
 * as the zoom closes in, down to 10 s across a minute. Labels stay at most ~8 per bar so they fit a
 * quarter-width window.
 */
const STEPS: ReadonlyArray<readonly [span: number, tick: number, label: number]> = [
  [86_400, 3_600, 10_800],
  [43_200, 3_600, 7_200],
  [21_600, 1_800, 3_600],
  [7_200, 600, 1_800],
  [3_600, 300, 600],
  [1_800, 300, 300],
  [600, 60, 120],
  [300, 60, 60],
  [60, 10, 10],
];

/** The tick and label steps for a window of `span` seconds (the closest zoom at or above it). */
export function tickSteps(span: number): { tick: number; label: number } {
  const found = [...STEPS].reverse().find(([s]) => span <= s) ?? STEPS[0]!;
  return { tick: found[1], label: found[2] };
}

/** Local midnight (Unix s) of the day holding `time`: ticks align to the operator's clock, not to UTC. */
function localMidnight(time: number): number {
  const d = new Date(time * 1000);
  d.setHours(0, 0, 0, 0);
  return Math.floor(d.getTime() / 1000);
}

/** The ticks inside the window: every `tick` seconds from local midnight, labelled "HH:mm" (or "HH:mm:ss" under a minute). */
export function timelineTicks(win: TimelineWindow): TimelineTick[] {
  const { tick, label } = tickSteps(win.to - win.from);
  const origin = localMidnight(win.from);
  const out: TimelineTick[] = [];
  for (let k = Math.ceil((win.from - origin) / tick); origin + k * tick <= win.to; k++) {
    const time = origin + k * tick;
    const labelled = (time - origin) % label === 0;
    const text = formatSpecTime(time * 1000, "time");
    out.push({ time, label: labelled ? (label < 60 ? text : text.slice(0, 5)) : null });
  }
  return out;
}
