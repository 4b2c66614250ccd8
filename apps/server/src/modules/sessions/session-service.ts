import { Code } from "@vms/api-client";
import type { TtlCache } from "../../lib/ttl-cache.js";
import type { RemoteMark, SessionCheck, SessionResolver, Session } from "../../core/session.js";
import type { SessionRepository } from "./session-repository.js";
import { hashToken, newSid, newToken } from "./session-tokens.js";
import type { SessionLookup } from "../../core/session.js";

/** Where a session was opened from (kept on the row for the user's own review). */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** The token pair a client receives (login, renewal); the `sid` is never sent again. */
export interface IssuedSession {
  sessionId: string;
  token: string;
  sid: string;
  /** Epoch ms. */
  expireTime: number;
  expiresIn: number;
}

/** Whose session: the user, the organization it acts in, a remote-access grant, a proved second factor. */
export interface SessionOwner {
  userId: string;
  orgId: string;
  remote?: RemoteMark | undefined;
  mfaVerified?: boolean | undefined;
}

/** Sockets to close when sessions end: the push hub (`closeSession` / `closeUser`). */
export interface RevocationListener {
  closeUser(userId: string, code: number): void;
  closeSession(sessionId: string, code: number): void;
}

export interface SessionServiceOptions {
  ttlS: number;
  /** How long a renewed token keeps working for requests already in flight. */
  renewalGraceMs: number;
  now?: () => number;
  /** Resolved on every revocation, so the push hub may be created after this service. */
  listener?: () => RevocationListener | null;
  /** Session rows by token hash (decision 0008); revocations and renewals drop theirs. */
  cache?: SessionRowCache;
}

/** The session rows the envelope reads, cached by token hash; the access module's auth cache. */
export interface SessionRowCache {
  readonly sessions: TtlCache<string, SessionLookup>;
  forgetUser(userId: string): void;
  forgetSession(sessionId: string): void;
  forgetOrg(orgId: string): void;
}

const USER_FROZEN = 2;
const ORG_DISABLED = 0;

/** Why a looked-up session is refused, or null when it is live (decision 0002 "Sessions"). */
export function refusalCode(row: SessionLookup, now: number, graceMs: number): number | null {
  if (row.revokedAt) return row.revokeCode ?? Code.TOKEN_INVALID;
  // A deleted or frozen user, or a disabled organization, is refused even if revoking its
  // sessions failed or raced with a login: the states are read on every request.
  if (row.userDeletedAt) return Code.ACCOUNT_DELETED;
  if (row.userState === USER_FROZEN) return Code.ACCOUNT_FROZEN;
  if (row.orgDeletedAt || row.orgState === ORG_DISABLED) return Code.ORG_DISABLED;
  if (row.replacedAt && now > row.replacedAt.getTime() + graceMs) return Code.TOKEN_INVALID;
  if (row.expiresAt.getTime() <= now) return Code.TOKEN_EXPIRED;
  // A remote-access session never outlives its grant, renewed or not (spec §4).
  if (row.remoteUntil && row.remoteUntil.getTime() <= now) return Code.TOKEN_EXPIRED;
  return null;
}

/** Sessions as the rest of the server uses them. */
export interface SessionService extends SessionResolver {
  check(token: string): Promise<SessionCheck>;
  issue(owner: SessionOwner, client: ClientInfo): Promise<IssuedSession>;
  /** A new pair for the same user; the old token keeps working for the grace period. */
  renew(session: Session, client: ClientInfo): Promise<IssuedSession>;
  /** Ends one session (logout): its next request answers `code`. */
  revokeSession(session: Session, code: number): Promise<void>;
  /** Ends every other session of the caller's user (password change keeps the caller's). */
  revokeOthers(session: Session, code: number): Promise<void>;
  /** Ends every session of the user (reset, deletion, freezing) and closes their sockets. */
  revokeUser(userId: string, code: number): Promise<void>;
  /** Ends every session of the organization (disabled); `userIds` get their sockets closed. */
  revokeOrg(orgId: string, userIds: readonly string[], code: number): Promise<void>;
  /** Ends the remote-access sessions of a grant and closes their sockets (forced logout). */
  revokeRemoteGrant(grantId: string, code: number): Promise<void>;
}

/** Database-backed sessions: issue, renew, revoke, and the resolver used by /vms and /ws-vms. */
export function createSessionService(repository: SessionRepository, options: SessionServiceOptions): SessionService {
  const now = options.now ?? Date.now;

  async function issue(owner: SessionOwner, client: ClientInfo): Promise<IssuedSession> {
    const token = newToken();
    const sid = newSid();
    const until = owner.remote?.until?.getTime() ?? Infinity;
    const expireTime = Math.min(now() + options.ttlS * 1000, until);
    const sessionId = await repository.insert({
      userId: owner.userId,
      orgId: owner.orgId,
      remoteGrantId: owner.remote?.grantId ?? null,
      remoteUntil: owner.remote?.until ?? null,
      mfaVerified: owner.mfaVerified ?? false,
      tokenHash: hashToken(token),
      sid,
      expiresAt: new Date(expireTime),
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return { sessionId, token, sid, expireTime, expiresIn: Math.round((expireTime - now()) / 1000) };
  }

  async function check(token: string): Promise<SessionCheck> {
    if (token === "") return { code: Code.TOKEN_MISSING };
    const tokenHash = hashToken(token);
    let row = options.cache?.sessions.get(tokenHash) ?? null;
    if (!row) {
      const since = options.cache?.sessions.version;
      row = await repository.findByTokenHash(tokenHash);
      if (!row) return { code: Code.TOKEN_INVALID };
      // Refused rows too: until revoked or expired they stay refused, and their code is in the row.
      options.cache?.sessions.set(tokenHash, row, since);
    }
    const code = refusalCode(row, now(), options.renewalGraceMs);
    if (code !== null) return { code };
    const remote = row.remoteGrantId ? { grantId: row.remoteGrantId, until: row.remoteUntil } : undefined;
    return { session: { sessionId: row.id, token, sid: row.sid, userId: row.userId, orgId: row.orgId, remote, mfaVerified: row.mfaVerified } };
  }

  const notify = (act: (listener: RevocationListener) => void) => {
    const listener = options.listener?.();
    if (listener) act(listener);
  };

  return {
    issue,
    check,
    async resolve(token: string): Promise<Session | null> {
      const result = await check(token);
      return "session" in result ? result.session : null;
    },

    async renew(session: Session, client: ClientInfo): Promise<IssuedSession> {
      const issued = await issue(session, client);
      await repository.markReplaced(session.sessionId, new Date(now()));
      options.cache?.forgetSession(session.sessionId);
      return issued;
    },

    async revokeSession(session: Session, code: number): Promise<void> {
      await repository.revokeOne(session.sessionId, code, new Date(now()));
      options.cache?.forgetSession(session.sessionId);
      notify((l) => l.closeSession(session.sessionId, code));
    },

    async revokeOthers(session: Session, code: number): Promise<void> {
      const ids = await repository.revokeUser(session.userId, code, new Date(now()), session.sessionId);
      ids.forEach((id) => options.cache?.forgetSession(id));
      notify((l) => ids.forEach((id) => l.closeSession(id, code)));
    },

    async revokeUser(userId: string, code: number): Promise<void> {
      await repository.revokeUser(userId, code, new Date(now()));
      options.cache?.forgetUser(userId);
      notify((l) => l.closeUser(userId, code));
    },

    async revokeOrg(orgId: string, userIds: readonly string[], code: number): Promise<void> {
      await repository.revokeOrg(orgId, code, new Date(now()));
      options.cache?.forgetOrg(orgId);
      notify((l) => userIds.forEach((id) => l.closeUser(id, code)));
    },

    async revokeRemoteGrant(grantId: string, code: number): Promise<void> {
      const ids = await repository.revokeRemoteGrant(grantId, code, new Date(now()));
      ids.forEach((id) => options.cache?.forgetSession(id));
      notify((l) => ids.forEach((id) => l.closeSession(id, code)));
    },
  };
}
