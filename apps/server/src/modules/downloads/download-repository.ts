import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { downloadTasks } from "../../db/schema/downloads.js";

export type DownloadRow = typeof downloadTasks.$inferSelect;
export type NewDownload = typeof downloadTasks.$inferInsert;

/** Download task rows; every read and write of a caller is scoped by organization and user. */
export function createDownloadRepository(db: AppDatabase) {
  const owned = (orgId: string, userId: string, extra?: SQL) => and(eq(downloadTasks.orgId, orgId), eq(downloadTasks.userId, userId), extra);
  return {
    async insert(row: NewDownload): Promise<DownloadRow> {
      const [created] = await db.insert(downloadTasks).values(row).returning();
      return created!;
    },
    async find(id: string): Promise<DownloadRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(downloadTasks).where(eq(downloadTasks.id, id)).limit(1);
      return row ?? null;
    },
    async findOwned(orgId: string, userId: string, id: string): Promise<DownloadRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(downloadTasks).where(owned(orgId, userId, eq(downloadTasks.id, id))).limit(1);
      return row ?? null;
    },
    async page(orgId: string, userId: string, status: readonly string[] | undefined, pageNum: number, pageSize: number): Promise<{ total: number; list: DownloadRow[] }> {
      const where = owned(orgId, userId, status?.length ? inArray(downloadTasks.status, [...status]) : undefined);
      const [{ total }] = (await db.select({ total: count() }).from(downloadTasks).where(where)) as [{ total: number }];
      const list = await db.select().from(downloadTasks).where(where).orderBy(desc(downloadTasks.createdAt), desc(downloadTasks.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, list };
    },
    /** Updates a task; `fromStatus` makes it a compare-and-set (answers null when the status moved on). */
    async update(id: string, set: Partial<NewDownload>, fromStatus?: readonly string[]): Promise<DownloadRow | null> {
      const where = fromStatus ? and(eq(downloadTasks.id, id), inArray(downloadTasks.status, [...fromStatus])) : eq(downloadTasks.id, id);
      const [row] = await db.update(downloadTasks).set({ ...set, updatedAt: sql`now()` }).where(where).returning();
      return row ?? null;
    },
    async deleteOwned(orgId: string, userId: string, ids: readonly string[] | null, status: readonly string[] | undefined): Promise<DownloadRow[]> {
      const byId = ids ? inArray(downloadTasks.id, ids.filter(isUuid)) : undefined;
      if (ids && ids.filter(isUuid).length === 0) return [];
      const byStatus = status?.length ? inArray(downloadTasks.status, [...status]) : undefined;
      return db.delete(downloadTasks).where(owned(orgId, userId, and(byId, byStatus))).returning();
    },
  };
}

export type DownloadRepository = ReturnType<typeof createDownloadRepository>;

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
