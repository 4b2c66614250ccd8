import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { verificationCodes } from "../../db/schema/index.js";

/** Purposes of an e-mail code (decision 0002). */
export type CodePurpose = "REGISTER" | "DBL_CHECK" | "RESET_PASSWORD" | "MFA_SETUP" | "UNREGISTER";

/** The newest unused code of an address and purpose. */
export interface StoredCode {
  id: string;
  codeHash: string;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
}

/** verification_codes access. */
export function createEmailCodeRepository(db: AppDatabase) {
  const open = (target: string, purpose: CodePurpose) =>
    and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt));

  return {
    /** When the last code for this address and purpose was sent (used or not), or null. */
    async lastSentAt(target: string, purpose: CodePurpose): Promise<Date | null> {
      const rows = await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return rows[0]?.createdAt ?? null;
    },

    async latestOpen(target: string, purpose: CodePurpose): Promise<StoredCode | null> {
      const rows = await db
        .select({
          id: verificationCodes.id,
          codeHash: verificationCodes.codeHash,
          attempts: verificationCodes.attempts,
          createdAt: verificationCodes.createdAt,
          expiresAt: verificationCodes.expiresAt,
        })
        .from(verificationCodes)
        .where(open(target, purpose))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Stores a new code and retires the older open ones: only the last code mailed works. */
    async replace(target: string, purpose: CodePurpose, codeHash: string, createdAt: Date, expiresAt: Date): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.update(verificationCodes).set({ usedAt: createdAt }).where(open(target, purpose));
        const [row] = await tx
          .insert(verificationCodes)
          .values({ target, purpose, codeHash, createdAt, expiresAt })
          .returning({ id: verificationCodes.id });
        if (!row) throw new Error("code insert returned no row");
        return row.id;
      });
    },

    /** Counts a wrong try; the code is burnt at `maxAttempts`. */
    async countWrong(id: string, maxAttempts: number, at: Date): Promise<void> {
      await db
        .update(verificationCodes)
        .set({
          attempts: sql`${verificationCodes.attempts} + 1`,
          usedAt: sql`CASE WHEN ${verificationCodes.attempts} + 1 >= ${maxAttempts} THEN ${at.toISOString()}::timestamptz ELSE NULL END`,
        })
        .where(eq(verificationCodes.id, id));
    },

    /** Marks a code used; false when another request used it first. */
    async use(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ usedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    async remove(id: string): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    },
  };
}
export type EmailCodeRepository = ReturnType<typeof createEmailCodeRepository>;
