import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { archiveRights, archives, archiveShares, organizations, roles, users } from "../../db/schema/index.js";
import { isUuid } from "../../core/ids.js";

export type ArchiveRow = typeof archives.$inferSelect;
export type NewArchive = typeof archives.$inferInsert;
export type ShareRow = typeof archiveShares.$inferSelect;

/** Filters of /archives/list, already narrowed to the caller's visible sites. */
export interface ArchiveFilter {
  siteIds: readonly string[];
  status?: readonly string[] | undefined;
  title?: string | undefined;
  cameras?: ReadonlyArray<{ sn: string; chlIndex: number }> | undefined;
  /** Archived time, Unix seconds. */
  from?: number | undefined;
  to?: number | undefined;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Archive, share and rights rows; every caller read is scoped by organization. */
export function createArchiveRepository(db: AppDatabase) {
  return {
    async insert(row: NewArchive): Promise<ArchiveRow> {
      const [created] = await db.insert(archives).values(row).returning();
      return created!;
    },
    async find(id: string): Promise<ArchiveRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(archives).where(eq(archives.id, id)).limit(1);
      return row ?? null;
    },
    async findInOrg(orgId: string, id: string): Promise<ArchiveRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(archives).where(and(eq(archives.orgId, orgId), eq(archives.id, id))).limit(1);
      return row ?? null;
    },
    async page(orgId: string, filter: ArchiveFilter, pageNum: number, pageSize: number): Promise<{ total: number; list: ArchiveRow[] }> {
      if (filter.siteIds.length === 0) return { total: 0, list: [] };
      const parts: Array<SQL | undefined> = [eq(archives.orgId, orgId), inArray(archives.siteId, [...filter.siteIds])];
      if (filter.status?.length) parts.push(inArray(archives.status, [...filter.status]));
      if (filter.title) parts.push(ilike(archives.title, `%${likeEscape(filter.title)}%`));
      if (filter.cameras?.length) parts.push(or(...filter.cameras.map((c) => and(eq(archives.sn, c.sn), eq(archives.chlIndex, c.chlIndex)))));
      if (filter.from !== undefined) parts.push(gte(archives.createdAt, new Date(filter.from * 1000)));
      if (filter.to !== undefined) parts.push(lte(archives.createdAt, new Date(filter.to * 1000 + 999)));
      const where = and(...parts);
      const [{ total }] = (await db.select({ total: count() }).from(archives).where(where)) as [{ total: number }];
      const list = await db.select().from(archives).where(where).orderBy(desc(archives.createdAt), desc(archives.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, list };
    },
    async cameras(orgId: string, siteIds: readonly string[]) {
      if (siteIds.length === 0) return [];
      return db
        .selectDistinct({ sn: archives.sn, chlIndex: archives.chlIndex, chlName: archives.chlName, siteId: archives.siteId })
        .from(archives)
        .where(and(eq(archives.orgId, orgId), inArray(archives.siteId, [...siteIds])))
        .orderBy(archives.sn, archives.chlIndex)
        .limit(1000);
    },
    /** `fromStatus` makes it a compare-and-set (null when the status moved on). */
    async update(id: string, set: Partial<NewArchive>, fromStatus?: readonly string[]): Promise<ArchiveRow | null> {
      const where = fromStatus ? and(eq(archives.id, id), inArray(archives.status, [...fromStatus])) : eq(archives.id, id);
      const [row] = await db.update(archives).set({ ...set, updatedAt: sql`now()` }).where(where).returning();
      return row ?? null;
    },
    async remove(orgId: string, ids: readonly string[]): Promise<ArchiveRow[]> {
      const valid = ids.filter(isUuid);
      if (!valid.length) return [];
      return db.delete(archives).where(and(eq(archives.orgId, orgId), inArray(archives.id, valid))).returning();
    },

    async insertShare(row: typeof archiveShares.$inferInsert): Promise<ShareRow> {
      const [created] = await db.insert(archiveShares).values(row).returning();
      return created!;
    },
    async shares(archiveId: string): Promise<ShareRow[]> {
      return db.select().from(archiveShares).where(eq(archiveShares.archiveId, archiveId)).orderBy(desc(archiveShares.createdAt));
    },
    async sharesById(id: string): Promise<ShareRow[]> {
      if (!isUuid(id)) return [];
      return db.select().from(archiveShares).where(eq(archiveShares.id, id)).limit(1);
    },
    /** An organization's customer ID: the key of its public branding. */
    async customerIdOf(orgId: string): Promise<string> {
      const [row] = await db.select({ customerId: organizations.customerId }).from(organizations).where(eq(organizations.id, orgId)).limit(1);
      return row?.customerId ?? "";
    },
    async shareByTokenHash(tokenHash: string): Promise<ShareRow | null> {
      const [row] = await db.select().from(archiveShares).where(eq(archiveShares.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },
    /**
     * Takes one access-code try of a share, decided in the database so concurrent tries count
     * exactly: null while its code is locked; else the tries now unsettled and, when this one
     * reaches `maxFails`, the lock it set. A lock that has passed starts a fresh count.
     */
    async takeCodeTry(shareId: string, at: Date, maxFails: number, lockMs: number): Promise<{ failures: number; lockedUntil: Date | null } | null> {
      const next = sql`(case when ${archiveShares.codeLockedUntil} is not null then 1 else ${archiveShares.codeFailures} + 1 end)`;
      const until = new Date(at.getTime() + lockMs).toISOString();
      const [row] = await db
        .update(archiveShares)
        .set({ codeFailures: next, codeLockedUntil: sql`(case when ${next} >= ${maxFails} then ${until}::timestamptz else null end)` })
        .where(and(eq(archiveShares.id, shareId), or(sql`${archiveShares.codeLockedUntil} is null`, lte(archiveShares.codeLockedUntil, at))))
        .returning({ failures: archiveShares.codeFailures, lockedUntil: archiveShares.codeLockedUntil });
      return row ?? null;
    },
    /** A right code settles the share's tries. */
    async settleCodeTries(shareId: string): Promise<void> {
      await db.update(archiveShares).set({ codeFailures: 0, codeLockedUntil: null }).where(and(eq(archiveShares.id, shareId), sql`${archiveShares.codeFailures} <> 0`));
    },
    async revokeShare(archiveId: string, shareId: string): Promise<boolean> {
      if (!isUuid(shareId)) return false;
      const rows = await db.update(archiveShares).set({ revokedAt: sql`now()` }).where(and(eq(archiveShares.archiveId, archiveId), eq(archiveShares.id, shareId), sql`${archiveShares.revokedAt} is null`)).returning({ id: archiveShares.id });
      return rows.length > 0;
    },
    async countShareUse(shareId: string, what: "views" | "downloads"): Promise<void> {
      await db.update(archiveShares).set(what === "views" ? { views: sql`${archiveShares.views} + 1` } : { downloads: sql`${archiveShares.downloads} + 1` }).where(eq(archiveShares.id, shareId));
    },

    async rights(orgId: string): Promise<unknown[] | null> {
      const [row] = await db.select().from(archiveRights).where(eq(archiveRights.orgId, orgId)).limit(1);
      return row ? (row.entries as unknown[]) : null;
    },
    /** True when every target is a role the organization may use (its own or a built-in one) or a live user of it. */
    async targetsInOrg(orgId: string, entries: ReadonlyArray<{ targetType: "role" | "user"; targetId: string }>): Promise<boolean> {
      const ids = (type: "role" | "user") => [...new Set(entries.filter((e) => e.targetType === type).map((e) => e.targetId))];
      const roleIds = ids("role");
      const userIds = ids("user");
      const [r] = roleIds.length ? await db.select({ n: count() }).from(roles).where(and(inArray(roles.id, roleIds), or(eq(roles.orgId, orgId), isNull(roles.orgId)))) : [{ n: 0 }];
      const [u] = userIds.length ? await db.select({ n: count() }).from(users).where(and(inArray(users.id, userIds), eq(users.orgId, orgId), isNull(users.deletedAt))) : [{ n: 0 }];
      return (r?.n ?? 0) === roleIds.length && (u?.n ?? 0) === userIds.length;
    },
    async saveRights(orgId: string, entries: unknown[], userId: string): Promise<void> {
      await db.insert(archiveRights).values({ orgId, entries, updatedBy: userId }).onConflictDoUpdate({ target: archiveRights.orgId, set: { entries, updatedBy: userId, updatedAt: sql`now()` } });
    },
  };
}

export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
