import { z } from "zod/mini";
// Vehicle types and brands are the plate records' vocabulary, so rules and plates match detections.
import { VEHICLE_BRAND_MAX, VEHICLE_BRAND_OTHER, VEHICLE_TYPES } from "./plates.js";
import { epochMsSchema, MAX_REQUEST_INT, textSchema, uuidSchema } from "./primitives.js";
import { pageQuerySchema, pageOf } from "./common.js";

// AI and device events (spec §1, §2 "Event search", §3 "Attribute vocabularies", §7 "Events and
// alerts", §9 "Event taxonomy"). The vocabularies below are shared by the simulator, the server's
// /event-dict/get and the console's filters, so the three cannot drift apart.

/** Event groups of spec §9: common events, smart events, and the device-health groups. */
export const EVENT_GROUPS = ["common", "smart", "health"] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

/** Event types per group (the common and smart names are the plugin's event types, spec §7). */
export const EVENT_TYPES_BY_GROUP = {
  common: ["MANUAL", "SCHEDULE", "MOTION", "SENSOR", "POS"],
  smart: ["SMART_MOTION", "PERIMETER", "PLATE", "OTHER"],
  health: ["DISK_ERROR", "IP_CONFLICT", "NETWORK_DOWN"],
} as const satisfies Record<EventGroup, readonly string[]>;
export const EVENT_TYPES = [...EVENT_TYPES_BY_GROUP.common, ...EVENT_TYPES_BY_GROUP.smart, ...EVENT_TYPES_BY_GROUP.health] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The group an event type belongs to. */
export function eventGroupOf(type: EventType): EventGroup {
  return (EVENT_GROUPS.find((g) => (EVENT_TYPES_BY_GROUP[g] as readonly string[]).includes(type)) ?? "smart") as EventGroup;
}

/** Targets of AI detections (spec §1). */
export const TARGET_TYPES = ["person", "motorVehicle", "nonMotorVehicle", "face", "plate"] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

/** Spec §3 "Attribute vocabularies". */
export const GENDERS = [0, 1, 2] as const; // 0 unknown, 1 male, 2 female
export const AGE_GROUPS = ["infant", "juvenile", "youth", "midlife", "elderly", "unknown"] as const;
/** Colour codes 1–13 (names in COLOUR_NAMES, index = code − 1). */
export const COLOUR_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export const COLOUR_NAMES = ["white", "black", "grey", "red", "blue", "yellow", "orange", "brown", "green", "purple", "cyan", "pink", "silver"] as const;
export const YES_NO = ["yes", "no", "unknown"] as const;
export const UPPER_TYPES = ["longSleeve", "shortSleeve", "unknown"] as const;
export const LOWER_TYPES = ["trousers", "shorts", "unknown"] as const;
export const DIRECTIONS = ["toward", "away", "left", "right", "unknown"] as const;
export const NON_MOTOR_TYPES = ["bike", "electromobile", "motorbike", "tricycle", "unknown"] as const;

/** One attribute of a target: a closed list of values, or a code range (brands). */
export type AttributeVocabulary =
  | { key: string; kind: "enum"; values: readonly (string | number)[] }
  | { key: string; kind: "range"; min: number; max: number; other: number };

const enumOf = (key: string, values: readonly (string | number)[]): AttributeVocabulary => ({ key, kind: "enum", values });
const face = [enumOf("ageGroup", AGE_GROUPS), enumOf("gender", GENDERS), enumOf("mask", YES_NO), enumOf("glasses", YES_NO)];

/** The attributes each target carries (spec §3 Alarm rule attributes). */
export const TARGET_ATTRIBUTES: Record<TargetType, readonly AttributeVocabulary[]> = {
  person: [
    ...face,
    enumOf("hat", YES_NO),
    enumOf("backpack", YES_NO),
    enumOf("upperType", UPPER_TYPES),
    enumOf("upperColor", COLOUR_CODES),
    enumOf("lowerType", LOWER_TYPES),
    enumOf("lowerColor", COLOUR_CODES),
    enumOf("skirt", YES_NO),
    enumOf("direction", DIRECTIONS),
  ],
  motorVehicle: [
    enumOf("vehicleType", VEHICLE_TYPES),
    { key: "brand", kind: "range", min: 1, max: VEHICLE_BRAND_MAX, other: VEHICLE_BRAND_OTHER },
    enumOf("color", COLOUR_CODES),
    enumOf("direction", DIRECTIONS),
  ],
  nonMotorVehicle: [enumOf("nonMotorType", NON_MOTOR_TYPES), enumOf("color", COLOUR_CODES), enumOf("direction", DIRECTIONS)],
  face,
  plate: [enumOf("color", COLOUR_CODES)],
};

/** True when `value` is allowed for attribute `key` of `target`. */
export function isAttributeValue(target: TargetType, key: string, value: unknown): boolean {
  const vocab = TARGET_ATTRIBUTES[target].find((a) => a.key === key);
  if (!vocab) return false;
  if (vocab.kind === "range") return typeof value === "number" && Number.isInteger(value) && (value === vocab.other || (value >= vocab.min && value <= vocab.max));
  return vocab.values.includes(value as string | number);
}

/** Event search windows may span at most 31 days (spec §5, §9); 33060 beyond. */
export const EVENT_RANGE_MAX_MS = 31 * 24 * 3600 * 1000;
/** Most events one /event/export writes; more is refused with EVENT_EXPORT_TOO_LARGE. */
export const EVENT_EXPORT_MAX = 10_000;
/** Catalogue codes of the event calls (spec §8). */
export const EVENT_CODES = { RANGE_TOO_LONG: 33060, EXPORT_TOO_LARGE: 33049 } as const;
/** Retention (spec §4, §9): 15 days for free channels, 6 months (183 days) for licensed ones. */
export const EVENT_RETENTION_DAYS = { free: 15, licensed: 183, afterExpiry: 15 } as const;

const attributeValue = z.union([z.string().check(z.maxLength(32)), z.number().check(z.int())]);
/** Attributes of one detection: key → value of its vocabulary. */
export const eventAttributesSchema = z.record(z.string().check(z.maxLength(32)), attributeValue);

/** /event-dict/get: taxonomy and vocabularies. */
export const eventDictSchema = z.object({
  groups: z.array(z.object({ group: z.enum(EVENT_GROUPS), types: z.array(z.enum(EVENT_TYPES)) })),
  targetTypes: z.array(
    z.object({
      targetType: z.enum(TARGET_TYPES),
      attributes: z.array(
        z.union([
          z.object({ key: z.string(), kind: z.literal("enum"), values: z.array(z.union([z.string(), z.number()])) }),
          z.object({ key: z.string(), kind: z.literal("range"), min: z.number(), max: z.number(), other: z.number() }),
        ]),
      ),
    }),
  ),
  colours: z.array(z.object({ code: z.number().check(z.int()), name: z.string() })),
  /** Vehicle brand names by code 1–128 (0, "other", is named by the client). */
  brands: z.array(z.object({ code: z.number().check(z.int()), name: z.string() })),
  rangeMaxDays: z.number().check(z.int()),
  exportMax: z.number().check(z.int()),
});
export type EventDict = z.infer<typeof eventDictSchema>;

const id64 = uuidSchema();
/** Filters shared by /event/search/list and /event/export. */
export const eventFilterSchema = z.object({
  startTime: epochMsSchema(),
  endTime: epochMsSchema(),
  siteIds: z.optional(z.array(id64).check(z.maxLength(500))),
  cameras: z.optional(z.array(z.object({ sn: textSchema().check(z.minLength(1), z.maxLength(64)), chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)) })).check(z.maxLength(500))),
  eventTypes: z.optional(z.array(z.enum(EVENT_TYPES)).check(z.maxLength(EVENT_TYPES.length))),
  targetType: z.optional(z.enum(TARGET_TYPES)),
  /** Attribute filters (each key of the target's vocabulary; any of the listed values matches). */
  attributes: z.optional(z.record(textSchema().check(z.maxLength(32)), z.array(z.union([textSchema().check(z.maxLength(32)), z.number().check(z.int(), z.minimum(0), z.maximum(MAX_REQUEST_INT))])).check(z.minLength(1), z.maxLength(129)))),
  /** Plate text, matched anywhere in the plate, case-insensitively. */
  plate: z.optional(textSchema().check(z.trim(), z.maxLength(32))),
});
export type EventFilter = z.infer<typeof eventFilterSchema>;

export const eventSearchRequestSchema = z.extend(eventFilterSchema, pageQuerySchema.shape);

/** What was seen where, as an event and the alarms it fired both show it: attributes, plate, camera, site and images. */
export const eventSightingShape = {
  attributes: eventAttributesSchema,
  plate: z.nullable(z.string()),
  sn: z.string(),
  chlIndex: z.number().check(z.int()),
  channelName: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  snapshotUrl: z.nullable(z.string()),
  cropUrl: z.nullable(z.string()),
};

/** One stored event as the console sees it; image URLs are signed and short-lived. */
export const eventSchema = z.object({
  eventId: z.string(),
  occurredAt: z.number().check(z.int()),
  group: z.enum(EVENT_GROUPS),
  eventType: z.enum(EVENT_TYPES),
  targetType: z.nullable(z.enum(TARGET_TYPES)),
  ...eventSightingShape,
});
export type VmsEvent = z.infer<typeof eventSchema>;
/** A page; `total` stops counting at 10,000 (`totalCapped`), which keeps the count fast on millions of rows. */
export const eventPageSchema = z.extend(pageOf(eventSchema), { totalCapped: z.boolean() });
/** Highest total /event/search/list counts to. */
export const EVENT_COUNT_CAP = 10_000;

/** /event/export: the filters, and the caller's UTC offset for the time column. */
export const eventExportRequestSchema = z.extend(eventFilterSchema, { utcOffsetMinutes: z._default(z.number().check(z.int(), z.minimum(-840), z.maximum(840)), 0) });

/** /event/export: the file is fetched from a signed, short-lived URL (with download progress). */
export const eventExportSchema = z.object({ fileName: z.string(), url: z.string(), count: z.number().check(z.int()), expiresAt: z.number().check(z.int()) });

/** /event/video/search: the recording window around one event, for the player (spec §2 detail video). */
export const eventVideoRequestSchema = z.object({ eventId: uuidSchema() });
export const eventVideoSchema = z.object({
  sn: z.string(),
  chlIndex: z.number().check(z.int()),
  /** Epoch ms: 10 s before the event to 20 s after it. */
  startTime: z.number().check(z.int()),
  endTime: z.number().check(z.int()),
  channelName: z.string(),
  siteName: z.string(),
});
