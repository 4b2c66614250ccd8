import { canAccess, canAccessRoute, findRoute, normalise, type UserPermissions } from "./access.js";
import { firstPermittedRoute, resolveRedirect } from "./menu.js";
import { isPublicPath, LOGIN_PATH } from "./public-routes.js";
import { ROUTE_REDIRECTS } from "./route-table.js";

/** What the route guard knows when a navigation starts (spec §2 guard rules). */
export interface GuardInput {
  /** The path being opened (query and hash are ignored for matching). */
  pathname: string;
  /** A token is stored. */
  hasToken: boolean;
  /** The loaded permissions; the console fetches them first while retries remain (spec §2/§9). */
  perms: UserPermissions;
  /** The last page the user was allowed on, if any. */
  previousPermittedPath?: string | null;
}

/** The previous permitted page when it is still open to the user, else the first permitted menu route. */
function fallback(input: GuardInput): string {
  const prev = input.previousPermittedPath;
  if (prev && normalise(prev) !== normalise(input.pathname) && !isPublicPath(prev) && canAccess(prev, input.perms)) {
    return resolveRedirect(prev, input.perms);
  }
  return firstPermittedRoute(input.perms);
}

/**
 * Spec §2's guard: where to send the user instead of `pathname`, or null to let the navigation
 * through.
 * - a non-public route without a token goes to /login;
 * - /login while signed in, or a route the user may not open, goes to the previous permitted page,
 *   else the first permitted menu route;
 * - "/", "/home" and sections (settings, service, …) go to the page they land on for this user;
 * - an unknown path is let through so the router can show its not-found page.
 */
export function resolveGuardRedirect(input: GuardInput): string | null {
  const { pathname, hasToken, perms } = input;
  const path = normalise(pathname);
  if (isPublicPath(path)) return path === LOGIN_PATH && hasToken ? fallback(input) : null;
  if (!hasToken) return LOGIN_PATH;
  if (Object.prototype.hasOwnProperty.call(ROUTE_REDIRECTS, path)) return resolveRedirect(path, perms);
  const route = findRoute(path);
  if (!route) return null;
  if (!canAccessRoute(route, perms)) return fallback(input);
  if (route.section) {
    const landing = resolveRedirect(path, perms);
    return landing === path ? null : landing;
  }
  return null;
}
