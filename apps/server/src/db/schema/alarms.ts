import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { tstz } from "./columns.js";
import { events } from "./events.js";
import { organizations } from "./system.js";

// Alarms (spec §2 "Event search and alerts", §6 alarm codes): AI alarms (an event fired a rule) and
// health alarms (device-health events, a device offline too long). Recipients read them one by one.

/**
 * One alarm. The event's fields and image keys are copied so a list needs no join; an alarm of an
 * event goes with it (retention), a health alarm without an event is deleted by the alarm job.
 */
export const alarms = pgTable(
  "alarms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    siteId: uuid("site_id").notNull(),
    /** ai or health. */
    kind: text("kind").notNull(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    ruleId: uuid("rule_id"),
    ruleName: text("rule_name").notNull().default(""),
    eventType: text("event_type").notNull(),
    targetType: text("target_type"),
    sn: text("sn").notNull(),
    chlIndex: integer("chl_index").notNull(),
    channelName: text("channel_name").notNull().default(""),
    occurredAt: tstz("occurred_at").notNull(),
    attributes: jsonb("attributes").$type<Record<string, string | number>>().notNull().default({}),
    plate: text("plate"),
    snapshotKey: text("snapshot_key"),
    cropKey: text("crop_key"),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("alarms_org_kind_time_idx").on(t.orgId, t.kind, t.occurredAt.desc()),
    index("alarms_event_idx").on(t.eventId),
    // The offline check asks "has this device an offline alarm since it went offline?".
    index("alarms_sn_type_time_idx").on(t.sn, t.eventType, t.occurredAt.desc()),
  ],
);

/** Who was told of an alarm, and whether they read it (the unread counters). */
export const alarmReceipts = pgTable(
  "alarm_receipts",
  {
    alarmId: uuid("alarm_id").notNull().references(() => alarms.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    occurredAt: tstz("occurred_at").notNull(),
    readAt: tstz("read_at"),
  },
  (t) => [
    primaryKey({ columns: [t.alarmId, t.userId] }),
    index("alarm_receipts_user_time_idx").on(t.userId, t.kind, t.occurredAt.desc()),
    index("alarm_receipts_unread_idx").on(t.userId, t.kind).where(sql`${t.readAt} is null`),
  ],
);
