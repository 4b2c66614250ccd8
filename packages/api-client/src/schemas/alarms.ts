import { z } from "zod/mini";
import { pageOf, pageQuerySchema } from "./common.js";
import { EVENT_TYPES, eventSightingShape, TARGET_TYPES } from "./events.js";
import { epochMsSchema, textSchema, uuidSchema } from "./primitives.js";

// Alarms (spec §2 "Event search and alerts", §3 "Push messages", §6 vms_event_alarm_ai /
// vms_event_alarm_health, §7 /event/alarm/*). An alarm is an event that fired a rule (AI) or a
// device-health problem (health); each recipient reads it on their own.

/** The two alarm tabs, each behind its own resource code (spec §6). */
export const ALARM_KINDS = ["ai", "health"] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];
/** Resource code of each alarm kind. */
export const ALARM_KIND_CODES = { ai: "vms_event_alarm_ai", health: "vms_event_alarm_health" } as const satisfies Record<AlarmKind, string>;
/** `alarmPushType` of the push message per kind (spec §3 "Push messages"). */
export const ALARM_PUSH_TYPE = { ai: 1, health: 2 } as const satisfies Record<AlarmKind, number>;

/** Health alarm types: the device-health events, plus a device offline longer than the configured delay. */
export const HEALTH_ALARM_TYPES = ["DISK_ERROR", "IP_CONFLICT", "NETWORK_DOWN", "DEVICE_OFFLINE"] as const;
export const ALARM_EVENT_TYPES = [...EVENT_TYPES, "DEVICE_OFFLINE"] as const;
export type AlarmEventType = (typeof ALARM_EVENT_TYPES)[number];
/** A camera offline this long raises a health alarm (spec §2: a peer waits 15 min; ours defaults to 5). */
export const DEFAULT_OFFLINE_ALARM_DELAY_MS = 5 * 60_000;
/** Most alarms one /event/alarm/update/read/status names. */
export const ALARM_READ_MAX = 500;

const id64 = uuidSchema();

/** One alarm as its recipient sees it; image URLs are signed and short-lived. */
export const alarmSchema = z.object({
  alarmId: z.string(),
  kind: z.enum(ALARM_KINDS),
  occurredAt: z.number().check(z.int()),
  eventType: z.enum(ALARM_EVENT_TYPES),
  targetType: z.nullable(z.enum(TARGET_TYPES)),
  /** The rule that fired (AI alarms); empty for health alarms. */
  ruleId: z.nullable(z.string()),
  ruleName: z.string(),
  eventId: z.nullable(z.string()),
  ...eventSightingShape,
  read: z.boolean(),
});
export type Alarm = z.infer<typeof alarmSchema>;

/** /event/alarm/search/list: one tab's alarms, newest first. */
export const alarmSearchRequestSchema = z.extend(
  z.object({
    kind: z.enum(ALARM_KINDS),
    readState: z._default(z.enum(["all", "unread", "read"]), "all"),
    startTime: z.optional(epochMsSchema()),
    endTime: z.optional(epochMsSchema()),
    siteIds: z.optional(z.array(id64).check(z.maxLength(500))),
    eventTypes: z.optional(z.array(z.enum(ALARM_EVENT_TYPES)).check(z.maxLength(ALARM_EVENT_TYPES.length))),
    /** Issue 28: only these cameras' alarms (within the caller's scope: another's camera finds nothing). */
    cameras: z.optional(z.array(z.object({ sn: textSchema().check(z.minLength(1), z.maxLength(64)), chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)) })).check(z.maxLength(100))),
    /** Issue 28: only alarms these rules fired. */
    ruleIds: z.optional(z.array(id64).check(z.maxLength(100))),
  }),
  pageQuerySchema.shape,
);
export const alarmPageSchema = pageOf(alarmSchema);

/** /event/alarm/rule/list: the rules that fired the caller's visible alarms (the alerts page's rule filter, issue 28). */
export const alarmRuleChoicesSchema = z.object({ list: z.array(z.object({ ruleId: z.string(), ruleName: z.string() })) });

/** /event/alarm/search: the newest unread alarms (the menu's popover). */
export const alarmLatestRequestSchema = z.object({ kind: z.optional(z.enum(ALARM_KINDS)), limit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 10) });
export const alarmLatestSchema = z.object({ list: z.array(alarmSchema) });

/** /event/alarm/detail: one alarm and, when it came from a channel's event, the recording window around it. */
export const alarmDetailRequestSchema = z.object({ alarmId: id64 });
export const alarmDetailSchema = z.extend(alarmSchema, {
  video: z.nullable(z.object({ sn: z.string(), chlIndex: z.number().check(z.int()), startTime: z.number().check(z.int()), endTime: z.number().check(z.int()) })),
});
export type AlarmDetail = z.infer<typeof alarmDetailSchema>;

/** /event/alarm/update/read/status: the named alarms, or every alarm of `kind` (all: true). */
export const alarmReadRequestSchema = z.object({
  alarmIds: z._default(z.array(id64).check(z.maxLength(ALARM_READ_MAX)), []),
  all: z._default(z.boolean(), false),
  kind: z.optional(z.enum(ALARM_KINDS)),
  read: z._default(z.boolean(), true),
});
export const alarmReadSchema = z.object({ updated: z.number().check(z.int()) });

/** Unread counters (spec §3 `userUnreadMap`): per kind; a kind the caller may not see counts 0. */
export const unreadCountSchema = z.object({ ai: z.number().check(z.int(), z.nonnegative()), health: z.number().check(z.int(), z.nonnegative()) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `infoContent` of the ALARM push: a new alarm for this user (null alarmId: only the counts changed). */
export const alarmPushSchema = z.object({
  alarmId: z.nullable(z.string()),
  kind: z.enum(ALARM_KINDS),
  eventType: z.nullable(z.enum(ALARM_EVENT_TYPES)),
  ruleName: z.string(),
  channelName: z.string(),
  unread: unreadCountSchema,
});
export type AlarmPush = z.infer<typeof alarmPushSchema>;
