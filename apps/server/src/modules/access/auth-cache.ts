import { PUSH_INFO_TYPE } from "@vms/api-client";
import { createTtlCache, type TtlCache } from "../../lib/ttl-cache.js";
import type { UserView } from "../accounts/user-view.js";
import type { PushDelivery } from "../push/push-hub.js";
import type { SessionLookup } from "../sessions/session-repository.js";

/**
 * What the envelope reads of every session call, cached in process for `ttlMs` (decision 0008):
 * session rows by token hash (with the user and organization states) and callers by user id.
 * A revocation, a PERMISSIONS_CHANGED push or a write call made on this instance drops entries at
 * once; on other instances an entry lives at most `ttlMs` (VMS_AUTH_CACHE_MS). Expiry and the
 * renewal grace are judged on every hit from the cached row, so they are exact.
 */
export interface AuthCache {
  readonly sessions: TtlCache<string, SessionLookup>;
  readonly callers: TtlCache<string, UserView>;
  forgetUser(userId: string): void;
  forgetSession(sessionId: string): void;
  forgetOrg(orgId: string): void;
  clear(): void;
  /** Every push delivery reaching this instance: socket closes and PERMISSIONS_CHANGED drop entries. */
  observe(delivery: PushDelivery): void;
}

export function createAuthCache(options: { ttlMs: number; maxEntries?: number; clock?: () => number }): AuthCache {
  const sessions = createTtlCache<string, SessionLookup>(options);
  const callers = createTtlCache<string, UserView>(options);
  const cache: AuthCache = {
    sessions,
    callers,
    forgetUser(userId) {
      callers.delete(userId);
      sessions.deleteWhere((row) => row.userId === userId);
    },
    forgetSession(sessionId) {
      sessions.deleteWhere((row) => row.id === sessionId);
    },
    forgetOrg(orgId) {
      callers.deleteWhere((user) => user.orgId === orgId);
      sessions.deleteWhere((row) => row.orgId === orgId);
    },
    clear() {
      sessions.clear();
      callers.clear();
    },
    observe(delivery) {
      if (delivery.kind === "push" && delivery.message.infoType !== PUSH_INFO_TYPE.PERMISSIONS_CHANGED) return;
      const { target } = delivery;
      if ("user" in target) cache.forgetUser(target.user);
      else if ("org" in target) cache.forgetOrg(target.org);
      else cache.forgetSession(target.session);
    },
  };
  return cache;
}
