import { containsAny, FORBIDDEN_NAME_CHARS, PTZ_LIMITS } from "@vms/api-client";

/** What a PTZ transport API answers (docs/device-protocol.md: failures carry a reason and `data: null`). */
export type PtzAnswer = { status: "success"; data: unknown } | { status: "failed"; data: null; reason: string };

export const ok = (data: unknown = {}): PtzAnswer => ({ status: "success", data });
export const failed = (reason: string): PtzAnswer => ({ status: "failed", data: null, reason });
export const isAnswer = (value: unknown): value is PtzAnswer => typeof value === "object" && value !== null && "status" in value;

/** Spec §5: a name is required, at most 32 characters, none of the forbidden characters. */
export function checkName(raw: unknown): string | PtzAnswer {
  if (typeof raw !== "string" || !raw.trim()) return failed("name is required");
  const name = raw.trim();
  if (name.length > PTZ_LIMITS.NAME_MAX) return failed(`name longer than ${PTZ_LIMITS.NAME_MAX} characters`);
  return containsAny(name, FORBIDDEN_NAME_CHARS) ? failed("name contains forbidden characters") : name;
}

/** The lowest free index in 1..max, or null when all are taken. */
export function freeIndex(taken: Iterable<number>, max: number): number | null {
  const used = new Set(taken);
  for (let i = 1; i <= max; i++) if (!used.has(i)) return i;
  return null;
}

/** True when an entry other than `self` already has `name`. */
export function nameTaken(items: Iterable<{ index: number; name: string }>, name: string, self: number): boolean {
  for (const item of items) if (item.index !== self && item.name === name) return true;
  return false;
}

/** `value` within min..max (`fallback` when absent), or the device's "out of range" refusal. */
export function inRange(value: number | null, fallback: number, range: { MIN: number; MAX: number }, what: string): number | PtzAnswer {
  if (value === null) return fallback;
  return value >= range.MIN && value <= range.MAX ? value : failed(`${what} out of range (${range.MIN}-${range.MAX})`);
}

export const byIndex = <T extends { index: number }>(a: T, b: T) => a.index - b.index;
