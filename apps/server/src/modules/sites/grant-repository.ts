import { isSiteRole, type SiteRole } from "@vms/permissions";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { siteGrants, sites, users } from "../../db/schema/index.js";

/** Grants by user, then by site. */
export type GrantsByUser = Map<string, Map<string, SiteRole>>;

/** Site grants (decision 0003); users and sites are checked against the organization by the callers. */
export function createGrantRepository(db: AppDatabase) {
  return {
    /** Name and address of a live user of the organization, or null. */
    async userSummary(orgId: string, userId: string): Promise<{ userId: string; userName: string; email: string } | null> {
      const [row] = await db
        .select({ userId: users.id, userName: users.userName, email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.orgId, orgId), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Ids among `userIds` that are live users of the organization. */
    async usersInOrg(orgId: string, userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, orgId), isNull(users.deletedAt), inArray(users.id, [...userIds])));
      return new Set(rows.map((r) => r.id));
    },

    /** Every grant of the given users on the organization's sites. */
    async grantsOf(orgId: string, userIds: readonly string[]): Promise<GrantsByUser> {
      const out: GrantsByUser = new Map(userIds.map((id) => [id, new Map()]));
      if (userIds.length === 0) return out;
      const rows = await db
        .select({ userId: siteGrants.userId, siteId: siteGrants.siteId, role: siteGrants.role })
        .from(siteGrants)
        .innerJoin(sites, eq(sites.id, siteGrants.siteId))
        .where(and(eq(sites.orgId, orgId), inArray(siteGrants.userId, [...userIds])));
      for (const row of rows) if (isSiteRole(row.role)) out.get(row.userId)?.set(row.siteId, row.role);
      return out;
    },

    /** Users granted on any of `siteIds` (a site and its ancestors), with their live user fields. */
    async grantsOnSites(siteIds: readonly string[]) {
      if (siteIds.length === 0) return [];
      return db
        .select({ userId: siteGrants.userId, siteId: siteGrants.siteId, role: siteGrants.role, userName: users.userName, email: users.email })
        .from(siteGrants)
        .innerJoin(users, and(eq(users.id, siteGrants.userId), isNull(users.deletedAt)))
        .where(inArray(siteGrants.siteId, [...siteIds]))
        .orderBy(asc(users.userName), asc(users.id));
    },

    /** Replaces every grant of `userId` with `grants`. */
    async replaceUserGrants(userId: string, grants: ReadonlyMap<string, SiteRole>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(siteGrants).where(eq(siteGrants.userId, userId));
        if (grants.size > 0) await tx.insert(siteGrants).values([...grants].map(([siteId, role]) => ({ userId, siteId, role })));
      });
    },

    /** Replaces the grants held on one site. */
    async replaceSiteGrants(siteId: string, grants: ReadonlyArray<{ userId: string; role: SiteRole }>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(siteGrants).where(eq(siteGrants.siteId, siteId));
        if (grants.length > 0) await tx.insert(siteGrants).values(grants.map((g) => ({ siteId, userId: g.userId, role: g.role })));
      });
    },
  };
}

export type GrantRepository = ReturnType<typeof createGrantRepository>;
