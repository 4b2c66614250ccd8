import { and, eq, isNull, ne, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { organizations, sessions, users } from "../../db/schema/index.js";
import type { SessionLookup } from "../../core/session.js";

/** What a new session row needs. */
export interface NewSession {
  userId: string;
  orgId: string;
  tokenHash: string;
  sid: string;
  expiresAt: Date;
  ip: string;
  userAgent: string;
  remoteGrantId?: string | null;
  remoteUntil?: Date | null;
  mfaVerified?: boolean;
}

/** Sessions table access. */
export function createSessionRepository(db: AppDatabase) {
  return {
    async findByTokenHash(tokenHash: string): Promise<SessionLookup | null> {
      const rows = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          orgId: sessions.orgId,
          sid: sessions.sid,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          revokeCode: sessions.revokeCode,
          replacedAt: sessions.replacedAt,
          remoteGrantId: sessions.remoteGrantId,
          remoteUntil: sessions.remoteUntil,
          mfaVerified: sessions.mfaVerified,
          userState: users.state,
          userDeletedAt: users.deletedAt,
          orgState: organizations.state,
          orgDeletedAt: organizations.deletedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(organizations, eq(organizations.id, sessions.orgId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(session: NewSession): Promise<string> {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      if (!row) throw new Error("session insert returned no row");
      return row.id;
    },

    async markReplaced(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ replacedAt: at }).where(and(eq(sessions.id, id), isNull(sessions.replacedAt)));
    },

    /** Revokes live sessions matching `where`; answers the ids revoked now. */
    async revokeWhere(where: SQL | undefined, code: number, at: Date): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at, revokeCode: code })
        .where(and(where, isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    revokeOne(id: string, code: number, at: Date): Promise<string[]> {
      return this.revokeWhere(eq(sessions.id, id), code, at);
    },

    revokeUser(userId: string, code: number, at: Date, exceptId?: string): Promise<string[]> {
      const where = exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId);
      return this.revokeWhere(where, code, at);
    },

    /** Ends every session of a remote-access grant (revoked or expired). */
    revokeRemoteGrant(grantId: string, code: number, at: Date): Promise<string[]> {
      return this.revokeWhere(eq(sessions.remoteGrantId, grantId), code, at);
    },

    revokeOrg(orgId: string, code: number, at: Date): Promise<string[]> {
      return this.revokeWhere(eq(sessions.orgId, orgId), code, at);
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
