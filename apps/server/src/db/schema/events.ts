import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns.js";
import { organizations } from "./system.js";

// AI detections, common and device-health events (spec §1, §2 "Event search", §9 retention).

/**
 * One event of a bound device's channel (chl_index 0: the device itself). Shaped for millions of
 * rows: every search names the organization and a time window of at most 31 days, so each index
 * leads with org_id and ends with occurred_at DESC (newest first, the list's order); the site,
 * camera and target filters have their own, attributes a GIN index for `@>` containment.
 * Not partitioned: docs/events.md says when and how to partition by month.
 * site_id and the names are copied at arrival: an event stays where it happened.
 * Images live in the object store under snapshot_key / crop_key.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey(),
    orgId: uuid("org_id").notNull().references(() => organizations.id, { onDelete: "cascade" }),
    siteId: uuid("site_id").notNull(),
    sn: text("sn").notNull(),
    chlIndex: integer("chl_index").notNull(),
    channelName: text("channel_name").notNull().default(""),
    /** The device's own id of the event: a resent event is stored once. */
    deviceEventId: text("device_event_id").notNull(),
    occurredAt: tstz("occurred_at").notNull(),
    receivedAt: tstz("received_at").notNull().defaultNow(),
    /** common, smart or health (spec §9 taxonomy). */
    eventGroup: text("event_group").notNull(),
    eventType: text("event_type").notNull(),
    targetType: text("target_type"),
    attributes: jsonb("attributes").$type<Record<string, string | number>>().notNull().default({}),
    /** Upper case, as recognised. */
    plate: text("plate"),
    snapshotKey: text("snapshot_key"),
    cropKey: text("crop_key"),
  },
  (t) => [
    index("events_org_time_idx").on(t.orgId, t.occurredAt.desc()),
    index("events_org_site_time_idx").on(t.orgId, t.siteId, t.occurredAt.desc()),
    // site_id trails the camera, target and type indexes: a site-granted user's bounded count is then
    // an index-only scan instead of a heap visit per row (bench:events, limited user, 31 d camera: 134 → 1 ms).
    index("events_org_camera_time_idx").on(t.orgId, t.sn, t.chlIndex, t.occurredAt.desc(), t.siteId),
    index("events_org_target_time_idx").on(t.orgId, t.targetType, t.occurredAt.desc(), t.siteId),
    index("events_org_type_time_idx").on(t.orgId, t.eventType, t.occurredAt.desc(), t.siteId),
    index("events_attributes_idx").using("gin", sql`${t.attributes} jsonb_path_ops`),
    // Plate text is matched anywhere (`ILIKE '%…%'`): a trigram index answers it without a scan.
    index("events_plate_trgm_idx").using("gin", sql`${t.plate} gin_trgm_ops`),
    // The retention job walks the oldest rows first.
    index("events_occurred_idx").on(t.occurredAt),
    uniqueIndex("events_device_event_idx").on(t.sn, t.deviceEventId),
  ],
);
