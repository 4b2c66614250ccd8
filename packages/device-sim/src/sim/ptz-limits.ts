/** PTZ limits the simulated devices enforce (spec §9 "PTZ"). */
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
