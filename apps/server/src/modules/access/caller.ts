import { BUILT_IN_ROLES, isNoAccess, USER_TYPE } from "@vms/permissions";
import type { AppDatabase } from "../../db/database.js";
import type { TtlCache } from "../../lib/ttl-cache.js";
import { loadRemoteUserView, loadUserView, type UserView } from "../accounts/user-view.js";
import type { Session } from "../sessions/session-resolver.js";

/**
 * The signed-in user of a request, loaded once by the dispatcher (spec §6). `codes` is the union
 * of the role's codes and the organization's dynamic codes; a NO_ACCESS role holds none.
 */
export interface Caller {
  user: UserView;
  roleCodes: readonly string[];
  dynamicCodes: readonly string[];
  codes: ReadonlySet<string>;
  isAdmin: boolean;
}

/** Loads the caller of a session; null when the user is gone (the request answers 20004). */
export interface CallerLoader {
  load(session: Session): Promise<Caller | null>;
}

/** The administrator's resource codes (spec §6 "grants or removes admin"): the built-in role's. */
const ADMIN_CODES: readonly string[] = BUILT_IN_ROLES.orgAdmin.codes;

/**
 * The caller built from a user view (exported for tests and the CLI). A user made administrator
 * (type 1) holds the administrator's codes besides their role's, so the flag changes what they
 * may do, see and open; removing it leaves the role's alone. A NO_ACCESS role still holds none.
 */
export function callerOf(user: UserView): Caller {
  const noAccess = isNoAccess(user.roleMarker);
  const isAdmin = user.type === USER_TYPE.ADMIN;
  const roleCodes = noAccess ? [] : [...new Set([...user.roleCodes, ...(isAdmin ? ADMIN_CODES : [])])];
  const dynamicCodes = noAccess ? [] : [...user.orgDynamicCodes];
  return { user, roleCodes, dynamicCodes, codes: new Set([...roleCodes, ...dynamicCodes]), isAdmin };
}

/** True when the caller holds `code` (from either list). */
export function hasCode(caller: Caller, code: string): boolean {
  return caller.codes.has(code);
}

/** Spec §6: the storage and installer sections need their code in both the role's and the account's list. */
export function hasInBothLists(caller: Caller, code: string): boolean {
  return caller.roleCodes.includes(code) && caller.dynamicCodes.includes(code);
}

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
