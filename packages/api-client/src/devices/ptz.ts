// Spec §9 PTZ limits and the transport pass-through's parameter reading, shared by every device that
// answers the PTZ APIs (docs/device-protocol.md "PTZ"): the simulator and the site bridge.

/** PTZ limits devices enforce (spec §9 "PTZ"). */
export const PTZ_LIMITS = {
  /** Preset indexes 1..PRESET_MAX ("preset max defaults to 255"). */
  PRESET_MAX: 255,
  CRUISE_MAX: 8,
  CRUISE_PRESET_MAX: 16,
  /** Tracks (patterns) a camera keeps, indexes 1..TRACK_MAX. */
  TRACK_MAX: 4,
  /** Movements one track records; later ones move the head without being recorded. */
  TRACK_STEP_MAX: 200,
  CRUISE_GROUP_MAX: 4,
  /** Cruise lines per group: at most the cruise maximum. */
  CRUISE_GROUP_CRUISE_MAX: 8,
  SPEED: { MIN: 1, MAX: 8, DEFAULT: 4 },
  HOLD_TIME: { MIN: 15, MAX: 240, DEFAULT: 30 },
  /** Zoom levels the lens moves between ("zoom adjustment clamps to 1..4"). */
  ZOOM: { MIN: 1, MAX: 4 },
  /** Longest preset, cruise, track or cruise group name. */
  NAME_MAX: 32,
} as const;

/** The limits part of a `PtzGetCaps_I` answer. */
export function ptzCapsLimits() {
  const { PRESET_MAX, CRUISE_MAX, CRUISE_PRESET_MAX, TRACK_MAX, CRUISE_GROUP_MAX, CRUISE_GROUP_CRUISE_MAX, SPEED, HOLD_TIME, ZOOM } = PTZ_LIMITS;
  return {
    presetMax: PRESET_MAX,
    cruiseMax: CRUISE_MAX,
    cruisePresetMax: CRUISE_PRESET_MAX,
    trackMax: TRACK_MAX,
    cruiseGroupMax: CRUISE_GROUP_MAX,
    cruiseGroupCruiseMax: CRUISE_GROUP_CRUISE_MAX,
    speed: { min: SPEED.MIN, max: SPEED.MAX, default: SPEED.DEFAULT },
    holdTime: { min: HOLD_TIME.MIN, max: HOLD_TIME.MAX, default: HOLD_TIME.DEFAULT },
    zoom: { min: ZOOM.MIN, max: ZOOM.MAX },
  };
}

/** Loosely typed parameters of a transport call. */
export type TransportParams = Readonly<Record<string, unknown>>;

/** An integer parameter of a transport call, or null when absent or not an integer. */
export function intParam(params: TransportParams, key: string): number | null {
  const value = params[key];
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}
