import { MAX_WINDOW_INDEX } from "../constants.js";
import { f } from "../schema.js";

/** Event types of a recording search (spec §7). */
export const REC_EVENT_TYPES = ["MOTION", "MANUAL", "SCHEDULE", "SENSOR", "POS", "SMART_MOTION", "PERIMETER", "PLATE", "OTHER"] as const;
/** A recording event type. */
export type RecEventType = (typeof REC_EVENT_TYPES)[number];

/** Stream of a channel (spec §3: main and sub stream). */
export const STREAM_MODES = ["main", "sub"] as const;

/** Field builders shared by the command groups. */
export const common = {
  sn: () => f.str({ minLength: 1, maxLength: 64 }),
  chlIndex: () => f.int({ min: 1, max: 256 }),
  winIndex: () => f.int({ min: 1, max: MAX_WINDOW_INDEX }),
  /** "YYYY-MM-DD HH:mm:ss" (spec §9). */
  dateTime: () => f.str({ pattern: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ }),
  /** "YYYY-MM-DD" (spec §9). */
  date: () => f.str({ pattern: /^\d{4}-\d{2}-\d{2}$/ }),
  filePath: () => f.str({ minLength: 1, maxLength: 1024 }),
  rect: () => f.obj({ x: f.int({ min: 0 }), y: f.int({ min: 0 }), width: f.int({ min: 0 }), height: f.int({ min: 0 }) }),
  eventTypes: () => f.list(f.enum(REC_EVENT_TYPES), { minItems: 1 }),
};

/** Definition of one command: what it carries and what a successful response carries. */
export interface CommandDef<P = unknown, R = unknown> {
  summary: string;
  params: P;
  response: R;
}

/** The empty shape, for commands and responses that carry nothing. */
export const NONE = {} as const;

/** Declares a group of commands, keeping their literal shapes for type inference. */
export function defineCommands<const T extends Record<string, CommandDef>>(defs: T): T {
  return defs;
}
