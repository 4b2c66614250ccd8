import { and, asc, eq, gt, lt, lte, sql, sum } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { cloudSegments, cloudTokens } from "../../db/schema/cloud-recording.js";
import { devices } from "../../db/schema/devices.js";

export type SegmentRow = typeof cloudSegments.$inferSelect;
export type NewSegment = typeof cloudSegments.$inferInsert;
export type CloudTokenRow = typeof cloudTokens.$inferSelect;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Segment and token rows of cloud recordings; every read names the organization. */
export function createCloudRepository(db: AppDatabase) {
  const channel = (orgId: string, sn: string, chlIndex: number) => and(eq(cloudSegments.orgId, orgId), eq(cloudSegments.sn, sn), eq(cloudSegments.chlIndex, chlIndex));
  return {
    async insertSegment(row: NewSegment): Promise<SegmentRow> {
      const [created] = await db.insert(cloudSegments).values(row).returning();
      return created!;
    },
    /** Segments of a channel overlapping [fromMs, toMs), in time order. */
    async segments(orgId: string, sn: string, chlIndex: number, fromMs: number, toMs: number, limit = 100_000): Promise<SegmentRow[]> {
      return db
        .select()
        .from(cloudSegments)
        .where(and(channel(orgId, sn, chlIndex), gt(cloudSegments.endMs, fromMs), lt(cloudSegments.startMs, toMs)))
        .orderBy(asc(cloudSegments.startMs))
        .limit(limit);
    },
    /** Start and end of the segments overlapping the range (no index columns: spans and days). */
    async ranges(orgId: string, sn: string, chlIndex: number, fromMs: number, toMs: number): Promise<Array<{ startMs: number; endMs: number }>> {
      return db
        .select({ startMs: cloudSegments.startMs, endMs: cloudSegments.endMs })
        .from(cloudSegments)
        .where(and(channel(orgId, sn, chlIndex), gt(cloudSegments.endMs, fromMs), lt(cloudSegments.startMs, toMs)))
        .orderBy(asc(cloudSegments.startMs));
    },
    async segment(orgId: string, id: string): Promise<SegmentRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(cloudSegments).where(and(eq(cloudSegments.orgId, orgId), eq(cloudSegments.id, id))).limit(1);
      return row ?? null;
    },
    async usedBytes(orgId: string, sn: string, chlIndex: number): Promise<number> {
      const [row] = await db.select({ total: sum(cloudSegments.bytes) }).from(cloudSegments).where(channel(orgId, sn, chlIndex));
      return Number(row?.total ?? 0);
    },
    /** Every channel holding segments (retention walks them). */
    async recordedChannels(): Promise<Array<{ orgId: string; sn: string; chlIndex: number }>> {
      return db.selectDistinct({ orgId: cloudSegments.orgId, sn: cloudSegments.sn, chlIndex: cloudSegments.chlIndex }).from(cloudSegments);
    },
    /** Segments of a channel that ended at or before `cutoffMs` (oldest first, a batch). */
    async expired(orgId: string, sn: string, chlIndex: number, cutoffMs: number, limit = 500): Promise<Array<{ id: string; objectKey: string }>> {
      return db
        .select({ id: cloudSegments.id, objectKey: cloudSegments.objectKey })
        .from(cloudSegments)
        .where(and(channel(orgId, sn, chlIndex), lte(cloudSegments.endMs, cutoffMs)))
        .orderBy(asc(cloudSegments.startMs))
        .limit(limit);
    },
    async deleteSegment(id: string): Promise<void> {
      await db.delete(cloudSegments).where(eq(cloudSegments.id, id));
    },
    /** The organization the device is bound to now (a recording must never land in a former owner's storage). */
    async deviceOrg(sn: string): Promise<string | null> {
      const [row] = await db.select({ orgId: devices.orgId }).from(devices).where(eq(devices.sn, sn)).limit(1);
      return row?.orgId ?? null;
    },
    async insertToken(row: typeof cloudTokens.$inferInsert): Promise<void> {
      await db.insert(cloudTokens).values(row);
    },
    async tokenByHash(tokenHash: string): Promise<CloudTokenRow | null> {
      const [row] = await db.select().from(cloudTokens).where(eq(cloudTokens.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },
    async deleteExpiredTokens(nowMs: number): Promise<number> {
      const rows = await db.delete(cloudTokens).where(lt(cloudTokens.expiresAt, sql`${new Date(nowMs).toISOString()}::timestamptz`)).returning({ id: cloudTokens.id });
      return rows.length;
    },
  };
}

export type CloudRepository = ReturnType<typeof createCloudRepository>;
