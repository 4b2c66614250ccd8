import { containsAny, FORBIDDEN_NAME_CHARS } from "@vms/api-client";
import { failed, type Outcome } from "./outcome.js";
import { PTZ_LIMITS } from "@vms/api-client";

/** Where the head points: pan 0–359°, tilt 0–90°, zoom 1–4. */
export interface PtzPosition {
  pan: number;
  tilt: number;
  zoom: number;
}

/** What moves the head by itself; one at a time, so running one stops the others. */
export interface PtzMotion {
  kind: "cruise" | "track" | "cruiseGroup";
  index: number;
}

/** The head that tracks and cruise groups drive (a PtzChannelState). */
export interface PtzHead {
  position: PtzPosition;
  motion: PtzMotion | null;
}

export const byIndex = <T extends { index: number }>(a: T, b: T) => a.index - b.index;

/** The index of `kind` that runs, or null (what the list calls report as `running`). */
export function runningOf(head: PtzHead, kind: PtzMotion["kind"]): number | null {
  return head.motion?.kind === kind ? head.motion.index : null;
}

/** Spec §5: a name is required, at most 32 characters, none of the forbidden characters. */
export function checkName(raw: unknown): string | Outcome {
  if (typeof raw !== "string" || !raw.trim()) return failed("name is required");
  const name = raw.trim();
  if (name.length > PTZ_LIMITS.NAME_MAX) return failed(`name longer than ${PTZ_LIMITS.NAME_MAX} characters`);
  return containsAny(name, FORBIDDEN_NAME_CHARS) ? failed("name contains forbidden characters") : name;
}

/** The lowest free index in 1..max, or null when the map is full. */
export function freeIndex(map: ReadonlyMap<number, unknown>, max: number): number | null {
  if (map.size >= max) return null;
  for (let i = 1; i <= max; i++) if (!map.has(i)) return i;
  return null;
}

/** True when another entry than `self` already has `name`. */
export function nameTaken(map: ReadonlyMap<number, { name: string }>, name: string, self: number): boolean {
  for (const [index, item] of map) if (index !== self && item.name === name) return true;
  return false;
}
