import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { likeOf } from "../../db/like.js";
import { pagedSelect } from "../../db/paged-select.js";
import { avatars, organizations, roles, userMfa, users } from "../../db/schema/index.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Users of one organization (every query here is scoped by `orgId`, decision 0002). */
export function createUserRepository(db: AppDatabase) {
  const inOrg = (orgId: string, keyword?: string, state?: number, roleId?: string, userId?: string): SQL | undefined => {
    const parts: SQL[] = [eq(users.orgId, orgId), isNull(users.deletedAt)];
    const word = keyword?.trim();
    if (word) {
      const match = or(ilike(users.userName, likeOf(word)), ilike(users.email, likeOf(word)));
      if (match) parts.push(match);
    }
    if (state !== undefined) parts.push(eq(users.state, state));
    // A role id that is no uuid names no role: nothing matches (and nothing reaches the uuid column).
    if (roleId !== undefined) parts.push(UUID.test(roleId) ? eq(users.roleId, roleId) : sql`false`);
    if (userId !== undefined) parts.push(UUID.test(userId) ? eq(users.id, userId) : sql`false`);
    return and(...parts);
  };

  return {
    async page(orgId: string, query: { keyword?: string | undefined; state?: number | undefined; roleId?: string | undefined; userId?: string | undefined; pageNum: number; pageSize: number }) {
      const where = inOrg(orgId, query.keyword, query.state, query.roleId, query.userId);
      const rows = db
        .select({
          userId: users.id,
          email: users.email,
          userName: users.userName,
          alias: users.alias,
          phone: users.phone,
          type: users.type,
          state: users.state,
          roleId: users.roleId,
          roleName: roles.name,
          createdAt: users.createdAt,
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(where)
        .orderBy(asc(users.createdAt), asc(users.id));
      return pagedSelect(query, db.select({ n: count() }).from(users).where(where), rows);
    },

    async choose(orgId: string, keyword: string | undefined, limit: number) {
      return db
        .select({ userId: users.id, userName: users.userName, email: users.email })
        .from(users)
        .where(inOrg(orgId, keyword))
        .orderBy(asc(users.userName), asc(users.id))
        .limit(limit);
    },

    async updateProfile(userId: string, changes: { userName?: string; alias?: string; phone?: string }, at: Date): Promise<void> {
      await db.update(users).set({ ...changes, updatedAt: at }).where(eq(users.id, userId));
    },

    /** Live users of the organization other than `userId`. */
    async countOthers(orgId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.orgId, orgId), isNull(users.deletedAt), ne(users.id, userId)));
      return row?.n ?? 0;
    },

    /** Marks the account deleted and drops what it owned (factors, avatar); frees the address. */
    async markDeleted(userId: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        // Personal data goes (docs/op-logs.md "Account deletion"): the row stays for the ids that
        // operation logs and grants name, with nothing left that identifies the person.
        await tx
          .update(users)
          .set({ deletedAt: at, avatarId: null, mfaEnabled: false, updatedAt: at, email: `deleted-${userId}@deleted.invalid`, userName: "", alias: "", phone: "", passwordHash: null })
          .where(eq(users.id, userId));
        await tx.delete(userMfa).where(eq(userMfa.userId, userId));
        await tx.delete(avatars).where(eq(avatars.userId, userId));
      });
    },

    /** Disables the organization (its remaining sessions answer 7090). */
    async disableOrg(orgId: string, at: Date): Promise<void> {
      await db.update(organizations).set({ state: 0, deletedAt: at }).where(eq(organizations.id, orgId));
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
