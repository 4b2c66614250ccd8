import { checkName, type NameProblem } from "@vms/api-client";

/** Spec §9 "PTZ": the limits the panel enforces before asking the device. */
export const PTZ_LIMITS = {
  SPEED: { MIN: 1, MAX: 8, DEFAULT: 4 },
  ZOOM: { MIN: 1, MAX: 4 },
  HOLD_TIME: { MIN: 15, MAX: 240, DEFAULT: 30 },
  PRESET_MAX: 255,
  CRUISE_MAX: 8,
  CRUISE_PRESET_MAX: 16,
  /** Tracks and cruise groups are ours (spec §3 says they exist, §9 gives no limits): the simulator's. */
  TRACK_MAX: 4,
  CRUISE_GROUP_MAX: 4,
  /** Cruise lines per group: at most the cruise maximum. */
  CRUISE_GROUP_CRUISE_MAX: 8,
  NAME_MAX: 32,
} as const;

/** What a channel's PTZ head and lens can do, with the spec's limits as defaults. */
export interface PtzCaps {
  ptz: boolean;
  /** A motorised lens: zoom, focus and iris. */
  lens: boolean;
  presetMax: number;
  cruiseMax: number;
  cruisePresetMax: number;
  trackMax: number;
  cruiseGroupMax: number;
  cruiseGroupCruiseMax: number;
}

/** Spec §8: when the device does not say, the panel falls back to the capability defaults. */
export const DEFAULT_PTZ_CAPS: PtzCaps = {
  ptz: true,
  lens: true,
  presetMax: PTZ_LIMITS.PRESET_MAX,
  cruiseMax: PTZ_LIMITS.CRUISE_MAX,
  cruisePresetMax: PTZ_LIMITS.CRUISE_PRESET_MAX,
  trackMax: PTZ_LIMITS.TRACK_MAX,
  cruiseGroupMax: PTZ_LIMITS.CRUISE_GROUP_MAX,
  cruiseGroupCruiseMax: PTZ_LIMITS.CRUISE_GROUP_CRUISE_MAX,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** Spec §9: speed 1..8; anything else (NaN included) is brought into range, default 4. */
export function clampSpeed(value: number): number {
  return Number.isFinite(value) ? clamp(value, PTZ_LIMITS.SPEED.MIN, PTZ_LIMITS.SPEED.MAX) : PTZ_LIMITS.SPEED.DEFAULT;
}

/** Spec §9: a zoom step from `level` clamps to 1..4. */
export function stepZoom(level: number, direction: 1 | -1): number {
  return clamp(level + direction, PTZ_LIMITS.ZOOM.MIN, PTZ_LIMITS.ZOOM.MAX);
}

/** Spec §9: hold time 15..240 s. */
/** Spec §9 / issue 28: a typed speed outside 1..8 is refused with the range, not saved clamped. */
export function isSpeedValid(value: number): boolean {
  return Number.isInteger(value) && value >= PTZ_LIMITS.SPEED.MIN && value <= PTZ_LIMITS.SPEED.MAX;
}

export function isHoldTimeValid(value: number): boolean {
  return Number.isInteger(value) && value >= PTZ_LIMITS.HOLD_TIME.MIN && value <= PTZ_LIMITS.HOLD_TIME.MAX;
}

/** Why a preset or cruise name is refused before it reaches the device (spec §5). */
export type PtzNameProblem = NameProblem | "duplicate";

/** Spec §5: not empty, at most 32 characters, no forbidden characters, unique among `others`. */
export function checkPtzName(name: string, others: readonly { index: number; name: string }[], self?: number): PtzNameProblem | null {
  const trimmed = name.trim();
  const problem = checkName(trimmed, PTZ_LIMITS.NAME_MAX);
  if (problem) return problem;
  return others.some((o) => o.index !== self && o.name === trimmed) ? "duplicate" : null;
}

/** The lowest free index in 1..max, or null when all are taken (spec §9: preset max 255). */
export function nextFreeIndex(used: readonly { index: number }[], max: number): number | null {
  const taken = new Set(used.map((u) => u.index));
  for (let i = 1; i <= max; i++) if (!taken.has(i)) return i;
  return null;
}

/** Spec §9: a preset can be added below the maximum. */
export function canAddPreset(count: number, caps: Pick<PtzCaps, "presetMax">): boolean {
  return count < caps.presetMax;
}

/** Spec §9: at most 8 cruises. */
export function canAddCruise(count: number, caps: Pick<PtzCaps, "cruiseMax">): boolean {
  return count < caps.cruiseMax;
}

/** Below the device's maximum of tracks, cruise groups, or cruise lines in a group. */
export function canAddMore(count: number, max: number): boolean {
  return count < max;
}

/** Spec §5/§9: at most 16 presets per cruise. */
export function canAddStop(count: number, caps: Pick<PtzCaps, "cruisePresetMax">): boolean {
  return count < caps.cruisePresetMax;
}

const num = (value: unknown, fallback: number) => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback);

/** Reads a PtzGetCaps_I answer; whatever is missing or unreadable takes the default. */
export function parsePtzCaps(data: unknown): PtzCaps {
  const raw = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  return {
    ptz: typeof raw["ptz"] === "boolean" ? raw["ptz"] : DEFAULT_PTZ_CAPS.ptz,
    lens: typeof raw["lens"] === "boolean" ? raw["lens"] : DEFAULT_PTZ_CAPS.lens,
    presetMax: Math.min(num(raw["presetMax"], PTZ_LIMITS.PRESET_MAX), PTZ_LIMITS.PRESET_MAX),
    cruiseMax: Math.min(num(raw["cruiseMax"], PTZ_LIMITS.CRUISE_MAX), PTZ_LIMITS.CRUISE_MAX),
    cruisePresetMax: Math.min(num(raw["cruisePresetMax"], PTZ_LIMITS.CRUISE_PRESET_MAX), PTZ_LIMITS.CRUISE_PRESET_MAX),
    trackMax: Math.min(num(raw["trackMax"], PTZ_LIMITS.TRACK_MAX), PTZ_LIMITS.TRACK_MAX),
    cruiseGroupMax: Math.min(num(raw["cruiseGroupMax"], PTZ_LIMITS.CRUISE_GROUP_MAX), PTZ_LIMITS.CRUISE_GROUP_MAX),
    cruiseGroupCruiseMax: Math.min(num(raw["cruiseGroupCruiseMax"], PTZ_LIMITS.CRUISE_GROUP_CRUISE_MAX), PTZ_LIMITS.CRUISE_GROUP_CRUISE_MAX),
  };
}
