import { performance } from "node:perf_hooks";
import { PUSH_INFO_TYPE } from "@vms/api-client";
import { createTtlCache, type TtlCache } from "../../lib/ttl-cache.js";
import type { PushDelivery } from "../push/push-hub.js";
import type { UserView } from "../../core/caller.js";
import type { SessionLookup } from "../../core/session.js";

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
  /** What entries expire by (monotonic ms; the app's clock when a test moves it): dependents expire by it too. */
  readonly clock: () => number;
  /** Another per-instance cache dropped with these entries (the site scopes, decision 0013). */
  attach(dependent: CacheDependent): void;
  forgetUser(userId: string): void;
  forgetSession(sessionId: string): void;
  forgetOrg(orgId: string): void;
  clear(): void;
  /** Every push delivery reaching this instance: socket closes and PERMISSIONS_CHANGED drop entries. */
  observe(delivery: PushDelivery): void;
}

/** What a dependent cache drops when the auth cache drops a user's, an organization's or every entry. */
export interface CacheDependent {
  forgetUser(userId: string): void;
  forgetOrg(orgId: string): void;
  clear(): void;
}

export function createAuthCache(options: { ttlMs: number; maxEntries?: number; clock?: (() => number) | undefined }): AuthCache {
  const clock = options.clock ?? (() => performance.now());
  const sessions = createTtlCache<string, SessionLookup>({ ...options, clock });
  const callers = createTtlCache<string, UserView>({ ...options, clock });
  const dependents: CacheDependent[] = [];
  const cache: AuthCache = {
    sessions,
    callers,
    clock,
    attach(dependent) {
      dependents.push(dependent);
    },
    forgetUser(userId) {
      callers.delete(userId);
      sessions.deleteWhere((row) => row.userId === userId);
      for (const d of dependents) d.forgetUser(userId);
    },
    forgetSession(sessionId) {
      sessions.deleteWhere((row) => row.id === sessionId);
    },
    forgetOrg(orgId) {
      callers.deleteWhere((user) => user.orgId === orgId);
      sessions.deleteWhere((row) => row.orgId === orgId);
      for (const d of dependents) d.forgetOrg(orgId);
    },
    clear() {
      sessions.clear();
      callers.clear();
      for (const d of dependents) d.clear();
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
