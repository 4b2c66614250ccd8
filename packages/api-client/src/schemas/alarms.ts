import { z } from "zod";
import { pageOf, pageQuerySchema } from "./common.js";
import { eventAttributesSchema, EVENT_TYPES, TARGET_TYPES } from "./events.js";
import { epochMsSchema, textSchema } from "./primitives.js";

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

const id64 = textSchema().max(64);

/** One alarm as its recipient sees it; image URLs are signed and short-lived. */
export const alarmSchema = z.object({
  alarmId: z.string(),
  kind: z.enum(ALARM_KINDS),
  occurredAt: z.number().int(),
  eventType: z.enum(ALARM_EVENT_TYPES),
  targetType: z.enum(TARGET_TYPES).nullable(),
  /** The rule that fired (AI alarms); empty for health alarms. */
  ruleId: z.string().nullable(),
  ruleName: z.string(),
  eventId: z.string().nullable(),
  attributes: eventAttributesSchema,
  plate: z.string().nullable(),
  sn: z.string(),
  chlIndex: z.number().int(),
  channelName: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  snapshotUrl: z.string().nullable(),
  cropUrl: z.string().nullable(),
  read: z.boolean(),
});
export type Alarm = z.infer<typeof alarmSchema>;

/** /event/alarm/search/list: one tab's alarms, newest first. */
export const alarmSearchRequestSchema = z
  .object({
    kind: z.enum(ALARM_KINDS),
    readState: z.enum(["all", "unread", "read"]).default("all"),
    startTime: epochMsSchema().optional(),
    endTime: epochMsSchema().optional(),
    siteIds: z.array(id64).max(500).optional(),
    eventTypes: z.array(z.enum(ALARM_EVENT_TYPES)).max(ALARM_EVENT_TYPES.length).optional(),
  })
  .extend(pageQuerySchema.shape);
export const alarmPageSchema = pageOf(alarmSchema);

/** /event/alarm/search: the newest unread alarms (the menu's popover). */
export const alarmLatestRequestSchema = z.object({ kind: z.enum(ALARM_KINDS).optional(), limit: z.number().int().min(1).max(50).default(10) });
export const alarmLatestSchema = z.object({ list: z.array(alarmSchema) });

/** /event/alarm/detail: one alarm and, when it came from a channel's event, the recording window around it. */
export const alarmDetailRequestSchema = z.object({ alarmId: id64 });
export const alarmDetailSchema = alarmSchema.extend({
  video: z.object({ sn: z.string(), chlIndex: z.number().int(), startTime: z.number().int(), endTime: z.number().int() }).nullable(),
});
export type AlarmDetail = z.infer<typeof alarmDetailSchema>;

/** /event/alarm/update/read/status: the named alarms, or every alarm of `kind` (all: true). */
export const alarmReadRequestSchema = z.object({
  alarmIds: z.array(id64).max(ALARM_READ_MAX).default([]),
  all: z.boolean().default(false),
  kind: z.enum(ALARM_KINDS).optional(),
  read: z.boolean().default(true),
});
export const alarmReadSchema = z.object({ updated: z.number().int() });

/** Unread counters (spec §3 `userUnreadMap`): per kind; a kind the caller may not see counts 0. */
export const unreadCountSchema = z.object({ ai: z.number().int().nonnegative(), health: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `infoContent` of the ALARM push: a new alarm for this user (null alarmId: only the counts changed). */
export const alarmPushSchema = z.object({
  alarmId: z.string().nullable(),
  kind: z.enum(ALARM_KINDS),
  eventType: z.enum(ALARM_EVENT_TYPES).nullable(),
  ruleName: z.string(),
  channelName: z.string(),
  unread: unreadCountSchema,
});
export type AlarmPush = z.infer<typeof alarmPushSchema>;
