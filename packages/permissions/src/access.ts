import { matchPath } from "./path-match.js";
import { isPublicPath } from "./public-routes.js";
import type { ResourceCode } from "./resource-codes.js";
import { childrenOf, ROUTE_REDIRECTS, ROUTES, type RouteDef } from "./route-table.js";

/** The two code lists the server returns (spec §6): the role's codes and the account-level dynamic codes. */
export interface UserPermissions {
  roleCodes: readonly string[];
  dynamicCodes: readonly string[];
}

/** A user with no codes at all (permissions failed to load, or the No Access marker). */
export const NO_PERMISSIONS: UserPermissions = { roleCodes: [], dynamicCodes: [] };

/** Spec §6: a list of codes needs any one of them; no list (or an empty one) needs nothing. */
export function hasAnyCode(userCodes: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((code) => userCodes.includes(code));
}

/** Spec §6: `code` is in both the role list and the dynamic list. */
export function hasInBothLists(perms: UserPermissions, code: ResourceCode): boolean {
  return perms.roleCodes.includes(code) && perms.dynamicCodes.includes(code);
}

/** Every code the user holds, from either list. */
export function allCodes(perms: UserPermissions): string[] {
  return [...new Set([...perms.roleCodes, ...perms.dynamicCodes])];
}

/** The logged-in route `pathname` falls under, matching `$param` segments. */
export function findRoute(pathname: string): RouteDef | undefined {
  return ROUTES.find((route) => matchPath(route.path, pathname));
}

/**
 * Access to one route of the table. An ordinary code may come from either list; the storage and
 * installer sections also need their code in both lists (spec §6); a section needs a reachable child.
 */
export function canAccessRoute(route: RouteDef, perms: UserPermissions): boolean {
  if (!hasAnyCode(allCodes(perms), route.anyOf)) return false;
  if (route.bothLists && !hasInBothLists(perms, route.bothLists)) return false;
  if (route.section) return childrenOf(route.path).some((child) => canAccessRoute(child, perms));
  return true;
}

/**
 * Whether a signed-in user with `perms` may open `pathname`. Public routes and the redirect-only
 * paths ("/", "/home") are open; a path outside spec §2's tables is not.
 */
export function canAccess(pathname: string, perms: UserPermissions): boolean {
  if (isPublicPath(pathname)) return true;
  if (Object.prototype.hasOwnProperty.call(ROUTE_REDIRECTS, normalise(pathname))) return true;
  const route = findRoute(pathname);
  return route !== undefined && canAccessRoute(route, perms);
}

/** The path without query, hash or trailing slash ("/" stays "/"). */
export function normalise(pathname: string): string {
  const clean = pathname.split(/[?#]/, 1)[0] ?? "";
  const trimmed = clean.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
