import { randomInt } from "node:crypto";
import { RES, USER_TYPE } from "@vms/permissions";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { organizations, users } from "../../db/schema/index.js";

/** What sign-in needs of a live account. */
export interface LoginAccount {
  id: string;
  orgId: string;
  email: string;
  passwordHash: string | null;
  state: number;
  type: number;
  failedLogins: number;
  lockedUntil: Date | null;
  mfaEnabled: boolean;
  orgState: number;
  orgMfaEnforced: boolean;
}

/** A new organization with its first administrator. */
export interface NewOrganization {
  orgName: string;
  email: string;
  userName: string;
  passwordHash: string;
  adminRoleId: string;
}

/** Codes every new organization holds (decision 0002: storage and installer sections). */
export const DEFAULT_DYNAMIC_CODES: readonly string[] = [RES.CLOUDSTORAGE_MGR, RES.MY_INSTALLER];

/** An 8-digit customer ID (the `coId` clients send), not starting with 0. */
const newCustomerId = () => String(randomInt(10_000_000, 100_000_000));

/** Accounts: lookup by login name, creation, password and failure counters. */
export function createAccountRepository(db: AppDatabase) {
  return {
    async findLiveByEmail(email: string): Promise<LoginAccount | null> {
      const rows = await db
        .select({
          id: users.id,
          orgId: users.orgId,
          email: users.email,
          passwordHash: users.passwordHash,
          state: users.state,
          type: users.type,
          failedLogins: users.failedLogins,
          lockedUntil: users.lockedUntil,
          mfaEnabled: users.mfaEnabled,
          orgState: organizations.state,
          orgMfaEnforced: organizations.mfaEnforced,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.orgId))
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      return rows[0] ?? null;
    },

    async passwordHashOf(userId: string): Promise<string | null> {
      const rows = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
      return rows[0]?.hash ?? null;
    },

    /** Creates the organization and its administrator (type 1) in one transaction. */
    async createOrganization(input: NewOrganization): Promise<{ orgId: string; userId: string; customerId: string }> {
      return db.transaction(async (tx) => {
        // 90 million IDs make a clash rare: look for a free one first. The unique index still
        // guards a race between two sign-ups (a 500 for one of them at worst).
        let customerId = newCustomerId();
        for (let i = 0; i < 5; i++) {
          const taken = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.customerId, customerId)).limit(1);
          if (taken.length === 0) break;
          customerId = newCustomerId();
        }
        const [org] = await tx
          .insert(organizations)
          .values({ name: input.orgName, customerId, dynamicCodes: [...DEFAULT_DYNAMIC_CODES] })
          .returning({ id: organizations.id });
        if (!org) throw new Error("organization insert returned no row");
        const [user] = await tx
          .insert(users)
          .values({
            orgId: org.id,
            email: input.email,
            userName: input.userName,
            type: USER_TYPE.ADMIN,
            state: 1,
            roleId: input.adminRoleId,
            passwordHash: input.passwordHash,
          })
          .returning({ id: users.id });
        if (!user) throw new Error("user insert returned no row");
        return { orgId: org.id, userId: user.id, customerId };
      });
    },

    /** Sets a new password; a lock or failure count from before is forgotten. */
    async setPassword(userId: string, passwordHash: string, at: Date): Promise<void> {
      await db.update(users).set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: at }).where(eq(users.id, userId));
    },

    /** Counts one wrong password atomically (an expired lock starts over); answers the new count. */
    async addFailure(userId: string, at: Date): Promise<number> {
      const expired = sql`${users.lockedUntil} IS NOT NULL AND ${users.lockedUntil} <= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .update(users)
        .set({
          failedLogins: sql`CASE WHEN ${expired} THEN 1 ELSE ${users.failedLogins} + 1 END`,
          lockedUntil: sql`CASE WHEN ${expired} THEN NULL ELSE ${users.lockedUntil} END`,
        })
        .where(eq(users.id, userId))
        .returning({ failedLogins: users.failedLogins });
      return row?.failedLogins ?? 0;
    },

    async lock(userId: string, until: Date): Promise<void> {
      await db.update(users).set({ lockedUntil: until }).where(eq(users.id, userId));
    },

    async resetFailures(userId: string): Promise<void> {
      await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
