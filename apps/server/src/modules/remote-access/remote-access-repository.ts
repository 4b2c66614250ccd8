import { REMOTE_REQ_STATUS } from "@vms/api-client";
import { aliasedTable, and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { isUniqueViolation } from "../../db/pg-errors.js";
import { installerBindings, organizations, remoteAccessGrants, remoteAccessUses, users } from "../../db/schema/index.js";

export type BindingRow = typeof installerBindings.$inferSelect & { orgName: string };
export type GrantRow = typeof remoteAccessGrants.$inferSelect;

const { PENDING, GRANTED, EXPIRED } = REMOTE_REQ_STATUS;
const installerOrgs = aliasedTable(organizations, "installer_orgs");

/** Installer bindings and remote-access grants (tables of db/schema/remote-access.ts). */
export function createRemoteAccessRepository(db: AppDatabase) {
  /** The stored status as the list reads it: a grant past its end is expired even before the sweep. */
  const statusWhere = (status: number, at: Date): SQL | undefined => {
    const lapsed = and(eq(remoteAccessGrants.status, GRANTED), isNotNull(remoteAccessGrants.expiresAt), lte(remoteAccessGrants.expiresAt, at));
    if (status === GRANTED) return and(eq(remoteAccessGrants.status, GRANTED), or(isNull(remoteAccessGrants.expiresAt), gt(remoteAccessGrants.expiresAt, at)));
    if (status === EXPIRED) return or(eq(remoteAccessGrants.status, EXPIRED), lapsed);
    return eq(remoteAccessGrants.status, status);
  };

  return {
    async createBinding(row: { orgId: string; email: string; tokenHash: string; createdBy: string; expiresAt: Date }): Promise<string> {
      const [created] = await db.insert(installerBindings).values(row).returning({ id: installerBindings.id });
      if (!created) throw new Error("binding insert returned no row");
      return created.id;
    },

    async binding(id: string): Promise<BindingRow | null> {
      const rows = await db
        .select({ row: installerBindings, orgName: organizations.name })
        .from(installerBindings)
        .innerJoin(organizations, eq(organizations.id, installerBindings.orgId))
        .where(and(eq(installerBindings.id, id), isNull(organizations.deletedAt)))
        .limit(1);
      const first = rows[0];
      return first ? { ...first.row, orgName: first.orgName } : null;
    },

    /** Marks the link used by `installerUserId`; false when it was used meanwhile (single use). */
    async bind(id: string, installerUserId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(installerBindings)
        .set({ installerUserId, boundAt: at })
        .where(and(eq(installerBindings.id, id), isNull(installerBindings.boundAt)))
        .returning({ id: installerBindings.id });
      return rows.length === 1;
    },

    /** Retires the organization's other bindings (one installer per customer); answers their ids. */
    async retireOthers(orgId: string, keepId: string, at: Date): Promise<string[]> {
      const rows = await db
        .update(installerBindings)
        .set({ removedAt: at })
        .where(and(eq(installerBindings.orgId, orgId), isNotNull(installerBindings.boundAt), isNull(installerBindings.removedAt)))
        .returning({ id: installerBindings.id });
      return rows.map((r) => r.id).filter((id) => id !== keepId);
    },

    async unretire(id: string): Promise<void> {
      await db.update(installerBindings).set({ removedAt: null }).where(eq(installerBindings.id, id));
    },

    /** The organization's current installer with their own organization. */
    async currentInstaller(orgId: string) {
      const rows = await db
        .select({ userName: users.userName, email: users.email, orgName: installerOrgs.name, boundAt: installerBindings.boundAt })
        .from(installerBindings)
        .innerJoin(users, and(eq(users.id, installerBindings.installerUserId), isNull(users.deletedAt)))
        .innerJoin(installerOrgs, eq(installerOrgs.id, users.orgId))
        .where(and(eq(installerBindings.orgId, orgId), isNotNull(installerBindings.boundAt), isNull(installerBindings.removedAt)))
        .orderBy(desc(installerBindings.boundAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The live bindings of an installer, with the customer's name. */
    async customersOf(installerUserId: string) {
      return db
        .select({ id: installerBindings.id, orgId: installerBindings.orgId, orgName: organizations.name, boundAt: installerBindings.boundAt })
        .from(installerBindings)
        .innerJoin(organizations, eq(organizations.id, installerBindings.orgId))
        .where(and(eq(installerBindings.installerUserId, installerUserId), isNull(installerBindings.removedAt), isNull(organizations.deletedAt)))
        .orderBy(desc(installerBindings.boundAt));
    },

    async latestGrants(bindingIds: readonly string[]): Promise<Map<string, GrantRow>> {
      const latest = new Map<string, GrantRow>();
      if (bindingIds.length === 0) return latest;
      const rows = await db.select().from(remoteAccessGrants).where(inArray(remoteAccessGrants.bindingId, [...bindingIds])).orderBy(desc(remoteAccessGrants.createdAt));
      for (const row of rows) if (!latest.has(row.bindingId)) latest.set(row.bindingId, row);
      return latest;
    },

    async pendingOf(bindingId: string): Promise<GrantRow | null> {
      const rows = await db.select().from(remoteAccessGrants).where(and(eq(remoteAccessGrants.bindingId, bindingId), eq(remoteAccessGrants.status, PENDING))).limit(1);
      return rows[0] ?? null;
    },

    async createGrant(row: { orgId: string; bindingId: string; installerUserId: string }): Promise<string> {
      const [created] = await db.insert(remoteAccessGrants).values(row).returning({ id: remoteAccessGrants.id });
      if (!created) throw new Error("grant insert returned no row");
      return created.id;
    },

    async grant(id: string): Promise<GrantRow | null> {
      const rows = await db.select().from(remoteAccessGrants).where(eq(remoteAccessGrants.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async grantInOrg(orgId: string, id: string): Promise<GrantRow | null> {
      const rows = await db.select().from(remoteAccessGrants).where(and(eq(remoteAccessGrants.id, id), eq(remoteAccessGrants.orgId, orgId))).limit(1);
      return rows[0] ?? null;
    },

    /**
     * Records the link's use from the installer's session `sessionId`; false when that session has
     * used it already (the unique index decides concurrent tries). A plain insert, so a refused
     * use writes nothing, not even the call's operation-log line that rides it.
     */
    async claimUse(grantId: string, sessionId: string, ip: string, at: Date): Promise<boolean> {
      try {
        await db.insert(remoteAccessUses).values({ grantId, sessionId, ip, usedAt: at });
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    /** Moves a grant from one of `from` to the new state; false when it had moved meanwhile. */
    async decide(id: string, from: readonly number[], set: Partial<GrantRow>): Promise<boolean> {
      const rows = await db
        .update(remoteAccessGrants)
        .set(set)
        .where(and(eq(remoteAccessGrants.id, id), inArray(remoteAccessGrants.status, [...from])))
        .returning({ id: remoteAccessGrants.id });
      return rows.length === 1;
    },

    /** Granted (or pending) requests of retired bindings, to end with them. */
    async liveGrantsOf(bindingIds: readonly string[]): Promise<string[]> {
      if (bindingIds.length === 0) return [];
      const rows = await db
        .select({ id: remoteAccessGrants.id })
        .from(remoteAccessGrants)
        .where(and(inArray(remoteAccessGrants.bindingId, [...bindingIds]), inArray(remoteAccessGrants.status, [PENDING, GRANTED])));
      return rows.map((r) => r.id);
    },

    /** Granted requests whose end has passed (the expiry sweep). */
    async lapsed(at: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: remoteAccessGrants.id })
        .from(remoteAccessGrants)
        .where(and(eq(remoteAccessGrants.status, GRANTED), isNotNull(remoteAccessGrants.expiresAt), lte(remoteAccessGrants.expiresAt, at)))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async page(orgId: string, query: { pageNum: number; pageSize: number; status?: number | undefined }, at: Date) {
      const where = and(eq(remoteAccessGrants.orgId, orgId), query.status === undefined ? undefined : statusWhere(query.status, at));
      const [total] = await db.select({ n: count() }).from(remoteAccessGrants).where(where);
      const rows = await db
        .select({ grant: remoteAccessGrants, installerName: users.userName, installerEmail: users.email, installerOrgName: installerOrgs.name })
        .from(remoteAccessGrants)
        .innerJoin(users, eq(users.id, remoteAccessGrants.installerUserId))
        .innerJoin(installerOrgs, eq(installerOrgs.id, users.orgId))
        .where(where)
        .orderBy(desc(remoteAccessGrants.createdAt), desc(remoteAccessGrants.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { total: total?.n ?? 0, rows };
    },
  };
}
export type RemoteAccessRepository = ReturnType<typeof createRemoteAccessRepository>;
