import { BUILT_IN_ROLES, isNoAccess, USER_TYPE } from "@vms/permissions";
import type { Session } from "./session.js";

/** A live user with the organization and role rows the console and the access checks need. */
export interface UserView {
  userId: string;
  orgId: string;
  email: string;
  userName: string;
  alias: string;
  phone: string;
  avatarId: string | null;
  type: number;
  state: number;
  mfaEnabled: boolean;
  createdAt: Date;
  roleId: string;
  roleName: string;
  roleMarker: string | null;
  roleCodes: string[];
  orgName: string;
  customerId: string;
  orgAddress: string;
  orgContact: string;
  orgState: number;
  orgMfaEnforced: boolean;
  orgDynamicCodes: string[];
}

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
