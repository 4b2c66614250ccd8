import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { likeOf } from "../../db/like.js";
import { channels, devices, events, sites } from "../../db/schema/index.js";

/** A stored event as the service reads it. */
export type EventRow = typeof events.$inferSelect & { siteName: string | null };
export type NewEventRow = typeof events.$inferInsert;

/** The search filters after the service resolved scope and validation. */
export interface EventQuery {
  orgId: string;
  from: Date;
  to: Date;
  /** null: every site of the organization (administrators without a site filter). */
  siteIds: readonly string[] | null;
  cameras?: ReadonlyArray<{ sn: string; chlIndex: number }> | undefined;
  eventTypes?: readonly string[] | undefined;
  targetType?: string | undefined;
  /** key → accepted values (any one). */
  attributes?: Readonly<Record<string, ReadonlyArray<string | number>>> | undefined;
  plate?: string | undefined;
}

function where(q: EventQuery): SQL | undefined {
  const parts: Array<SQL | undefined> = [eq(events.orgId, q.orgId), gte(events.occurredAt, q.from), lte(events.occurredAt, q.to)];
  if (q.siteIds) parts.push(inArray(events.siteId, [...q.siteIds]));
  if (q.cameras?.length) parts.push(or(...q.cameras.map((c) => and(eq(events.sn, c.sn), eq(events.chlIndex, c.chlIndex)))));
  if (q.eventTypes?.length) parts.push(inArray(events.eventType, [...q.eventTypes]));
  if (q.targetType) parts.push(eq(events.targetType, q.targetType));
  // One containment per accepted value: `attributes @> {"k": v}` is what the GIN index answers.
  for (const [key, values] of Object.entries(q.attributes ?? {})) {
    parts.push(or(...values.map((v) => sql`${events.attributes} @> ${JSON.stringify({ [key]: v })}::jsonb`)));
  }
  if (q.plate) parts.push(sql`${events.plate} ilike ${likeOf(q.plate)}`);
  return and(...parts);
}

const selection = {
  id: events.id, orgId: events.orgId, siteId: events.siteId, sn: events.sn, chlIndex: events.chlIndex, channelName: events.channelName,
  deviceEventId: events.deviceEventId, occurredAt: events.occurredAt, receivedAt: events.receivedAt, eventGroup: events.eventGroup,
  eventType: events.eventType, targetType: events.targetType, attributes: events.attributes, plate: events.plate,
  snapshotKey: events.snapshotKey, cropKey: events.cropKey, siteName: sites.name,
};

/** Events (db/schema/events.ts). */
export function createEventRepository(db: AppDatabase) {
  return {
    /** Where a bound device's channel lives: organization, site and names; null when not bound. */
    async boundChannel(sn: string, chlIndex: number) {
      const [row] = await db
        .select({ orgId: devices.orgId, siteId: devices.siteId, deviceName: devices.name, channelName: channels.name })
        .from(devices)
        .leftJoin(channels, and(eq(channels.deviceId, devices.id), eq(channels.chlIndex, chlIndex)))
        .where(eq(devices.sn, sn))
        .limit(1);
      return row ?? null;
    },

    /** Stores an event; false when the device sent this id before. */
    async insert(row: NewEventRow): Promise<boolean> {
      const inserted = await db.insert(events).values(row).onConflictDoNothing().returning({ id: events.id });
      return inserted.length > 0;
    },

    /** Matching rows counted up to `cap` + 1 (a bounded count stays fast on millions of rows). */
    async countUpTo(q: EventQuery, cap: number): Promise<number> {
      const inner = db.select({ one: sql`1` }).from(events).where(where(q)).limit(cap + 1).as("hits");
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
      return row?.n ?? 0;
    },

    /** One page, newest first. */
    async page(q: EventQuery, limit: number, offset: number): Promise<EventRow[]> {
      return db
        .select(selection)
        .from(events)
        .leftJoin(sites, eq(sites.id, events.siteId))
        .where(where(q))
        .orderBy(desc(events.occurredAt), desc(events.id))
        .limit(limit)
        .offset(offset);
    },

    /** One event of `orgId` within `siteIds` (null: any site of the organization), or null. */
    async findVisible(id: string, orgId: string, siteIds: readonly string[] | null): Promise<EventRow | null> {
      const scope = siteIds ? inArray(events.siteId, [...siteIds]) : undefined;
      const [row] = await db.select(selection).from(events).leftJoin(sites, eq(sites.id, events.siteId)).where(and(eq(events.id, id), eq(events.orgId, orgId), scope)).limit(1);
      return row ?? null;
    },

    /** Channels holding events older than `before` (the retention job's candidates), oldest first. */
    async channelsWithEventsBefore(before: Date, limit: number) {
      return db
        .selectDistinct({ orgId: events.orgId, sn: events.sn, chlIndex: events.chlIndex })
        .from(events)
        .where(lt(events.occurredAt, before))
        .orderBy(asc(events.orgId), asc(events.sn), asc(events.chlIndex))
        .limit(limit);
    },

    /** Deletes up to `limit` events of one channel older than `before`; answers their image keys. */
    async deleteBefore(channel: { orgId: string; sn: string; chlIndex: number }, before: Date, limit: number) {
      const due = db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.orgId, channel.orgId), eq(events.sn, channel.sn), eq(events.chlIndex, channel.chlIndex), lt(events.occurredAt, before)))
        .limit(limit);
      return db.delete(events).where(inArray(events.id, due)).returning({ snapshotKey: events.snapshotKey, cropKey: events.cropKey });
    },
  };
}
export type EventRepository = ReturnType<typeof createEventRepository>;
