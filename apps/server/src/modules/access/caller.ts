import type { AppDatabase } from "../../db/database.js";
import type { TtlCache } from "../../lib/ttl-cache.js";
import { callerOf, type CallerLoader, type UserView } from "../../core/caller.js";
import { loadRemoteUserView, loadUserView } from "./user-view.js";

/**
 * Callers from the database: one joined query (user, role, organization), kept in `cache` by user
 * id when one is given (decision 0008).
 */
export function createCallerLoader(db: AppDatabase, cache?: TtlCache<string, UserView>): CallerLoader {
  return {
    async load(session) {
      // A remote-access session acts in the customer's organization; not cached by user id, as
      // the same installer also has sessions of their own organization.
      if (session.remote) {
        const remote = await loadRemoteUserView(db, session.userId, session.orgId);
        return remote ? callerOf(remote) : null;
      }
      let user = cache?.get(session.userId) ?? null;
      if (!user) {
        const since = cache?.version;
        user = await loadUserView(db, session.userId);
        if (user) cache?.set(session.userId, user, since);
      }
      // The session row names the organization; a user moved elsewhere is not this caller.
      if (!user || user.orgId !== session.orgId) return null;
      return callerOf(user);
    },
  };
}
