import { isNoAccess, USER_TYPE } from "@vms/permissions";
import type { AppDatabase } from "../../db/database.js";
import { loadUserView, type UserView } from "../accounts/user-view.js";
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

/** The caller built from a user view (exported for tests and the CLI). */
export function callerOf(user: UserView): Caller {
  const noAccess = isNoAccess(user.roleMarker);
  const roleCodes = noAccess ? [] : [...user.roleCodes];
  const dynamicCodes = noAccess ? [] : [...user.orgDynamicCodes];
  return { user, roleCodes, dynamicCodes, codes: new Set([...roleCodes, ...dynamicCodes]), isAdmin: user.type === USER_TYPE.ADMIN };
}

/** True when the caller holds `code` (from either list). */
export function hasCode(caller: Caller, code: string): boolean {
  return caller.codes.has(code);
}

/** Callers from the database: one joined query (user, role, organization) per request. */
export function createCallerLoader(db: AppDatabase): CallerLoader {
  return {
    async load(session) {
      const user = await loadUserView(db, session.userId);
      // The session row names the organization; a user moved elsewhere is not this caller.
      if (!user || user.orgId !== session.orgId) return null;
      return callerOf(user);
    },
  };
}
