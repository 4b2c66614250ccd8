import { DEVICE_STATUS, type AlarmKind } from "@vms/api-client";
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { alarmReceipts, alarms, devices, sites, users } from "../../db/schema/index.js";

export type AlarmRow = typeof alarms.$inferSelect & { siteName: string | null; readAt: Date | null };
export type NewAlarmRow = typeof alarms.$inferInsert;

/** What a recipient may see: their organization, readable sites (null: all), the kinds they hold codes for. */
export interface AlarmScope {
  orgId: string;
  userId: string;
  siteIds: readonly string[] | null;
  kinds: readonly AlarmKind[];
}

export interface AlarmFilter {
  kind: AlarmKind;
  readState: "all" | "unread" | "read";
  from?: Date | undefined;
  to?: Date | undefined;
  siteIds?: readonly string[] | undefined;
  eventTypes?: readonly string[] | undefined;
  cameras?: ReadonlyArray<{ sn: string; chlIndex: number }> | undefined;
  ruleIds?: readonly string[] | undefined;
}

const ACTIVE_USER = 1;

const selection = {
  id: alarms.id, orgId: alarms.orgId, siteId: alarms.siteId, kind: alarms.kind, eventId: alarms.eventId, ruleId: alarms.ruleId, ruleName: alarms.ruleName,
  eventType: alarms.eventType, targetType: alarms.targetType, sn: alarms.sn, chlIndex: alarms.chlIndex, channelName: alarms.channelName,
  occurredAt: alarms.occurredAt, attributes: alarms.attributes, plate: alarms.plate, snapshotKey: alarms.snapshotKey, cropKey: alarms.cropKey,
  createdAt: alarms.createdAt, siteName: sites.name, readAt: alarmReceipts.readAt,
};

/** The receipts a scope may see: its own, of its organization, readable sites and kinds. */
function scoped(scope: AlarmScope): SQL | undefined {
  return and(
    eq(alarmReceipts.userId, scope.userId),
    eq(alarms.orgId, scope.orgId),
    inArray(alarmReceipts.kind, [...scope.kinds]),
    scope.siteIds ? inArray(alarms.siteId, [...scope.siteIds]) : undefined,
  );
}

/** Alarms and their receipts (db/schema/alarms.ts); every read goes through the recipient's receipt. */
export function createAlarmRepository(db: AppDatabase) {
  const joined = () => db.select(selection).from(alarmReceipts).innerJoin(alarms, eq(alarms.id, alarmReceipts.alarmId)).leftJoin(sites, eq(sites.id, alarms.siteId));

  return {
    /** Stores an alarm and one unread receipt per recipient, in one transaction. */
    async insert(row: NewAlarmRow & { occurredAt: Date; kind: AlarmKind }, userIds: readonly string[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [alarm] = await tx.insert(alarms).values(row).returning({ id: alarms.id });
        const id = alarm!.id;
        if (userIds.length > 0) {
          await tx.insert(alarmReceipts).values(userIds.map((userId) => ({ alarmId: id, userId, kind: row.kind, occurredAt: row.occurredAt }))).onConflictDoNothing();
        }
        return id;
      });
    },

    async page(scope: AlarmScope, filter: AlarmFilter, limit: number, offset: number): Promise<{ total: number; rows: AlarmRow[] }> {
      if (!scope.kinds.includes(filter.kind)) return { total: 0, rows: [] };
      const where = and(
        scoped(scope),
        eq(alarmReceipts.kind, filter.kind),
        filter.readState === "unread" ? isNull(alarmReceipts.readAt) : filter.readState === "read" ? isNotNull(alarmReceipts.readAt) : undefined,
        filter.from ? gte(alarmReceipts.occurredAt, filter.from) : undefined,
        filter.to ? lte(alarmReceipts.occurredAt, filter.to) : undefined,
        filter.siteIds ? inArray(alarms.siteId, [...filter.siteIds]) : undefined,
        filter.eventTypes?.length ? inArray(alarms.eventType, [...filter.eventTypes]) : undefined,
        filter.cameras?.length ? or(...filter.cameras.map((c) => and(eq(alarms.sn, c.sn), eq(alarms.chlIndex, c.chlIndex)))) : undefined,
        filter.ruleIds?.length ? inArray(alarms.ruleId, [...filter.ruleIds]) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        joined().where(where).orderBy(desc(alarmReceipts.occurredAt), desc(alarms.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(alarmReceipts).innerJoin(alarms, eq(alarms.id, alarmReceipts.alarmId)).where(where),
      ]);
      return { total: total?.n ?? 0, rows };
    },

    async latestUnread(scope: AlarmScope, kind: AlarmKind | undefined, limit: number): Promise<AlarmRow[]> {
      return joined()
        .where(and(scoped(scope), isNull(alarmReceipts.readAt), kind ? eq(alarmReceipts.kind, kind) : undefined))
        .orderBy(desc(alarmReceipts.occurredAt), desc(alarms.id))
        .limit(limit);
    },

    /** The rules that fired the scope's AI alarms, by name (only the receipts it may see name them). */
    async rules(scope: AlarmScope): Promise<Array<{ ruleId: string; ruleName: string }>> {
      if (!scope.kinds.includes("ai")) return [];
      const rows = await db
        .selectDistinct({ ruleId: alarms.ruleId, ruleName: alarms.ruleName })
        .from(alarmReceipts)
        .innerJoin(alarms, eq(alarms.id, alarmReceipts.alarmId))
        .where(and(scoped(scope), eq(alarmReceipts.kind, "ai"), isNotNull(alarms.ruleId)))
        .orderBy(alarms.ruleName)
        .limit(500);
      return rows.flatMap((r) => (r.ruleId ? [{ ruleId: r.ruleId, ruleName: r.ruleName }] : []));
    },

    async find(scope: AlarmScope, alarmId: string): Promise<AlarmRow | null> {
      const [row] = await joined().where(and(scoped(scope), eq(alarms.id, alarmId))).limit(1);
      return row ?? null;
    },

    /** Unread receipts per kind. */
    async unread(scope: AlarmScope): Promise<Record<AlarmKind, number>> {
      const rows = await db
        .select({ kind: alarmReceipts.kind, n: count() })
        .from(alarmReceipts)
        .innerJoin(alarms, eq(alarms.id, alarmReceipts.alarmId))
        .where(and(scoped(scope), isNull(alarmReceipts.readAt)))
        .groupBy(alarmReceipts.kind);
      const result = { ai: 0, health: 0 };
      for (const r of rows) if (r.kind === "ai" || r.kind === "health") result[r.kind] = r.n;
      return result;
    },

    /** Sets the read state of the scope's receipts: the named alarms, or every one of `kind` (all). */
    async setRead(scope: AlarmScope, target: { alarmIds: readonly string[] } | { kind: AlarmKind | undefined }, read: boolean, at: Date): Promise<number> {
      const visible = db
        .select({ id: alarms.id })
        .from(alarms)
        .where(and(eq(alarms.orgId, scope.orgId), scope.siteIds ? inArray(alarms.siteId, [...scope.siteIds]) : undefined, "alarmIds" in target ? inArray(alarms.id, [...target.alarmIds]) : undefined));
      const kinds = "kind" in target && target.kind ? scope.kinds.filter((k) => k === target.kind) : scope.kinds;
      if (kinds.length === 0) return 0;
      const rows = await db
        .update(alarmReceipts)
        .set({ readAt: read ? at : null })
        .where(
          and(
            eq(alarmReceipts.userId, scope.userId),
            inArray(alarmReceipts.kind, [...kinds]),
            read ? isNull(alarmReceipts.readAt) : isNotNull(alarmReceipts.readAt),
            inArray(alarmReceipts.alarmId, visible),
          ),
        )
        .returning({ id: alarmReceipts.alarmId });
      return rows.length;
    },

    /** A site's name and path (its id and its ancestors': a rule on a site covers its sub-sites). */
    async site(siteId: string): Promise<{ name: string; path: string[] }> {
      const [row] = await db.select({ path: sites.path, name: sites.name }).from(sites).where(eq(sites.id, siteId)).limit(1);
      return { name: row?.name ?? "", path: row ? [...row.path.split("/").filter(Boolean), siteId] : [siteId] };
    },

    /** The device's time-zone text and name (the schedule is in the camera's local time). */
    async device(sn: string) {
      const [row] = await db.select({ timeZone: devices.timeZone, name: devices.name }).from(devices).where(eq(devices.sn, sn)).limit(1);
      return row ?? null;
    },

    /** E-mail addresses of active users of the organization among `userIds`. */
    async emails(orgId: string, userIds: readonly string[]): Promise<Array<{ userId: string; email: string }>> {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.orgId, orgId), eq(users.state, ACTIVE_USER), isNull(users.deletedAt), inArray(users.id, [...userIds])));
    },

    /**
     * Bound devices offline since at least `before` with no offline alarm since they went offline
     * (one alarm per outage).
     */
    async offlineWithoutAlarm(before: Date, limit: number) {
      return db
        .select({ orgId: devices.orgId, siteId: devices.siteId, sn: devices.sn, name: devices.name, lastSeen: devices.lastSeen })
        .from(devices)
        .where(
          and(
            eq(devices.status, DEVICE_STATUS.OFFLINE),
            isNotNull(devices.lastSeen),
            lt(devices.lastSeen, before),
            sql`not exists (select 1 from ${alarms} a where a.sn = ${devices.sn} and a.event_type = 'DEVICE_OFFLINE' and a.org_id = ${devices.orgId} and a.occurred_at >= ${devices.lastSeen})`,
          ),
        )
        .limit(limit);
    },

    /** Deletes health alarms without an event older than `before` (events take theirs along). */
    async deleteOrphansBefore(before: Date): Promise<number> {
      const rows = await db.delete(alarms).where(and(isNull(alarms.eventId), lt(alarms.occurredAt, before))).returning({ id: alarms.id });
      return rows.length;
    },
  };
}
export type AlarmRepository = ReturnType<typeof createAlarmRepository>;
