import { Code } from "@vms/api-client";

/** A signed-in session: `token` travels in every request, `sid` only keys the HMAC (docs/api.md). */
export interface Session {
  /** Row id of the session (revocation, logs). */
  sessionId: string;
  token: string;
  sid: string;
  userId: string;
  orgId: string;
  /** Set on an installer's remote-access session (spec §4): `orgId` is the customer's. */
  remote?: RemoteMark | undefined;
  /** The sign-in that opened the session proved a second factor. */
  mfaVerified?: boolean | undefined;
}

/** The grant a remote-access session lives by, and its end (null: permanent). */
export interface RemoteMark {
  grantId: string;
  until: Date | null;
}

/** What a token is worth: its live session, or the envelope code refusing it (decision 0002). */
export type SessionCheck = { session: Session } | { code: number };

/**
 * Looks up the session a token belongs to. The dispatcher and the push socket depend on this
 * seam only. `check` tells why a token is refused (9100 empty, 20004 unknown or revoked, 7004 /
 * 7009 / 7088 / 7090 revoked for a reason, 10002 expired); resolvers without it (test fakes)
 * refuse every unknown token with 20004.
 */
export interface SessionResolver {
  /** The live session for `token`, or null when it is refused for any reason. */
  resolve(token: string): Promise<Session | null>;
  check?(token: string): Promise<SessionCheck>;
}

/** The check of `token` by `resolver`, with the same codes whatever the resolver implements. */
export async function checkToken(resolver: SessionResolver, token: string): Promise<SessionCheck> {
  if (token === "") return { code: Code.TOKEN_MISSING };
  if (resolver.check) return resolver.check(token);
  const session = await resolver.resolve(token);
  return session ? { session } : { code: Code.TOKEN_INVALID };
}

/** A session row with the states of its user and organization (one indexed join). */
export interface SessionLookup {
  id: string;
  userId: string;
  orgId: string;
  sid: string;
  expiresAt: Date;
  revokedAt: Date | null;
  revokeCode: number | null;
  replacedAt: Date | null;
  remoteGrantId: string | null;
  remoteUntil: Date | null;
  mfaVerified: boolean;
  userState: number;
  userDeletedAt: Date | null;
  orgState: number;
  orgDeletedAt: Date | null;
}
