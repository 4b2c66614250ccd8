import { and, count, desc, eq, ilike, isNull, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { likeOf } from "../../db/like.js";
import { pagedSelect } from "../../db/paged-select.js";
import { invites, organizations, roles, siteGrants, users } from "../../db/schema/index.js";

/** An invitation row with what its answers show. */
export interface InviteRow {
  id: string;
  orgId: string;
  orgName: string;
  /** The organization's customer ID (its branding). */
  customerId: string;
  userId: string | null;
  kind: number;
  email: string;
  tokenHash: string;
  locale: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  roleId: string | null;
  roleName: string | null;
}

const columns = {
  id: invites.id,
  orgId: invites.orgId,
  orgName: organizations.name,
  customerId: organizations.customerId,
  userId: invites.userId,
  kind: invites.kind,
  email: invites.email,
  tokenHash: invites.tokenHash,
  locale: invites.locale,
  createdAt: invites.createdAt,
  expiresAt: invites.expiresAt,
  usedAt: invites.usedAt,
  roleId: users.roleId,
  roleName: roles.name,
};

/** Invitations (every organization-facing query is scoped by `orgId`). */
export function createInviteRepository(db: AppDatabase) {
  const select = () =>
    db
      .select(columns)
      .from(invites)
      .innerJoin(organizations, eq(organizations.id, invites.orgId))
      .leftJoin(users, eq(users.id, invites.userId))
      .leftJoin(roles, eq(roles.id, users.roleId));

  return {
    /** Any organization's invitation (the public link calls; the uuid proves the right to it). */
    async find(id: string): Promise<InviteRow | null> {
      const rows = await select().where(eq(invites.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async findInOrg(orgId: string, id: string): Promise<InviteRow | null> {
      const rows = await select().where(and(eq(invites.id, id), eq(invites.orgId, orgId))).limit(1);
      return rows[0] ?? null;
    },

    async page(orgId: string, query: { keyword?: string | undefined; pageNum: number; pageSize: number }) {
      const parts: SQL[] = [eq(invites.orgId, orgId)];
      const word = query.keyword?.trim();
      if (word) parts.push(ilike(invites.email, likeOf(word)));
      const where = and(...parts);
      const rows = select().where(where).orderBy(desc(invites.createdAt), desc(invites.id));
      return pagedSelect(query, db.select({ n: count() }).from(invites).where(where), rows);
    },

    async grantsOf(userId: string) {
      return db.select({ siteId: siteGrants.siteId, role: siteGrants.role }).from(siteGrants).where(eq(siteGrants.userId, userId));
    },

    /** The inactivated user and its invitation, together. */
    async createUserInvite(input: {
      orgId: string; email: string; userName: string; type: number; roleId: string; createdBy: string;
      tokenHash: string; locale: string; expiresAt: Date;
    }): Promise<{ inviteId: string; userId: string }> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ orgId: input.orgId, email: input.email, userName: input.userName, type: input.type, state: 0, roleId: input.roleId, createdBy: input.createdBy })
          .returning({ id: users.id });
        if (!user) throw new Error("user insert returned no row");
        const [invite] = await tx
          .insert(invites)
          .values({ orgId: input.orgId, userId: user.id, kind: 1, email: input.email, tokenHash: input.tokenHash, locale: input.locale, createdBy: input.createdBy, expiresAt: input.expiresAt })
          .returning({ id: invites.id });
        if (!invite) throw new Error("invite insert returned no row");
        return { inviteId: invite.id, userId: user.id };
      });
    },

    async createCompanyInvite(input: { orgId: string; email: string; createdBy: string; tokenHash: string; locale: string; expiresAt: Date }) {
      const [invite] = await db.insert(invites).values({ ...input, kind: 2 }).returning({ id: invites.id });
      if (!invite) throw new Error("invite insert returned no row");
      return { inviteId: invite.id };
    },

    async renew(id: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(invites).set({ tokenHash, expiresAt }).where(eq(invites.id, id));
    },

    /** Deletes the invitation and, for a user invitation, the never-activated user. */
    /** Deletes the invitation (and its not yet activated user); answers whether it was still there. */
    async remove(row: InviteRow): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await tx.delete(invites).where(eq(invites.id, row.id)).returning({ id: invites.id });
        if (gone.length > 0 && row.userId) await tx.delete(users).where(and(eq(users.id, row.userId), eq(users.state, 0)));
        return gone.length > 0;
      });
    },

    /** Marks the link used; false when another request used it first (single use). */
    async markUsed(id: string, at: Date): Promise<boolean> {
      const rows = await db.update(invites).set({ usedAt: at }).where(and(eq(invites.id, id), isNull(invites.usedAt))).returning({ id: invites.id });
      return rows.length === 1;
    },

    async unmarkUsed(id: string): Promise<void> {
      await db.update(invites).set({ usedAt: null }).where(eq(invites.id, id));
    },

    /** The invited user sets name and password and becomes activated (0 → 1). */
    async activateUser(userId: string, userName: string, passwordHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ userName, passwordHash, state: 1, updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.state, 0), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async setRole(userId: string, roleId: string, type: number): Promise<void> {
      await db.update(users).set({ roleId, type }).where(eq(users.id, userId));
    },
  };
}
export type InviteRepository = ReturnType<typeof createInviteRepository>;
