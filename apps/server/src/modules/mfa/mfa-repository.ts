import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { organizations, userMfa, users } from "../../db/schema/index.js";

/** A second factor of a user. */
export type MfaFactorType = "EMAIL" | "OTP";

export interface MfaFactor {
  type: MfaFactorType;
  secret: string | null;
  verified: boolean;
  createdAt: Date;
}

/** user_mfa access plus the two switches (users.mfa_enabled, organizations.mfa_enforced). */
export function createMfaRepository(db: AppDatabase) {
  return {
    async factors(userId: string): Promise<MfaFactor[]> {
      const rows = await db
        .select({ type: userMfa.type, secret: userMfa.secret, verified: userMfa.verified, createdAt: userMfa.createdAt })
        .from(userMfa)
        .where(eq(userMfa.userId, userId))
        .orderBy(asc(userMfa.createdAt));
      return rows.filter((row): row is MfaFactor => row.type === "EMAIL" || row.type === "OTP");
    },

    async factor(userId: string, type: MfaFactorType): Promise<MfaFactor | null> {
      return (await this.factors(userId)).find((factor) => factor.type === type) ?? null;
    },

    /** Starts (or restarts) a factor, unverified until proved. */
    async start(userId: string, type: MfaFactorType, secret: string | null, at: Date): Promise<void> {
      const values = { secret, verified: false, createdAt: at, lastTimeStep: null };
      await db
        .insert(userMfa)
        .values({ userId, type, ...values })
        .onConflictDoUpdate({ target: [userMfa.userId, userMfa.type], set: values });
    },

    /** Marks a factor proved; an EMAIL factor needs no earlier start. */
    async markVerified(userId: string, type: MfaFactorType, at: Date): Promise<void> {
      await db
        .insert(userMfa)
        .values({ userId, type, verified: true, createdAt: at })
        .onConflictDoUpdate({ target: [userMfa.userId, userMfa.type], set: { verified: true } });
    },

    /**
     * Records `step` as the OTP's last accepted time step; false when it is not newer than the
     * last one (a replayed code). One conditional UPDATE, so two concurrent uses cannot both win.
     */
    async claimTimeStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(userMfa)
        .set({ lastTimeStep: step })
        .where(
          and(
            eq(userMfa.userId, userId),
            eq(userMfa.type, "OTP"),
            or(isNull(userMfa.lastTimeStep), lt(userMfa.lastTimeStep, step)),
          ),
        )
        .returning({ userId: userMfa.userId });
      return rows.length > 0;
    },

    async remove(userId: string, type: MfaFactorType): Promise<void> {
      await db.delete(userMfa).where(and(eq(userMfa.userId, userId), eq(userMfa.type, type)));
    },

    async removeAll(userId: string): Promise<void> {
      await db.delete(userMfa).where(eq(userMfa.userId, userId));
    },

    async setUserEnabled(userId: string, enabled: boolean): Promise<void> {
      await db.update(users).set({ mfaEnabled: enabled }).where(eq(users.id, userId));
    },

    async setOrgEnforced(orgId: string, enforced: boolean): Promise<void> {
      await db.update(organizations).set({ mfaEnforced: enforced }).where(eq(organizations.id, orgId));
    },
  };
}
export type MfaRepository = ReturnType<typeof createMfaRepository>;
