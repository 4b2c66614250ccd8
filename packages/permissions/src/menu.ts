import { canAccessRoute, normalise, type UserPermissions } from "./access.js";
import { childrenOf, ROUTE_REDIRECTS, ROUTES, routeByPattern, type RouteDef } from "./route-table.js";

/** A navigation entry the user may see. */
export interface MenuNode {
  path: string;
  /** Where clicking the entry lands: the entry itself, or for a section its first reachable child. */
  to: string;
  pinned?: "bottom";
  /** Visible children the user may open (sub-menu or tabs), in table order. */
  children: MenuNode[];
}

/** The account page needs no code (spec §2), so it is the last resort for any signed-in user. */
export const ACCOUNT_PATH = "/account";

const isConcrete = (route: RouteDef) => !route.path.includes("$");

/**
 * Where opening `path` lands for this user: a page lands on itself; a section lands on its
 * redirect target when that is reachable, else on its first reachable child (menu entries first).
 * Null when nothing under `path` is reachable.
 */
export function resolveLanding(path: string, perms: UserPermissions): string | null {
  const route = routeByPattern(normalise(path));
  if (!route || !canAccessRoute(route, perms)) return null;
  if (!route.section) return route.path;
  const target = route.redirect ? routeByPattern(route.redirect) : undefined;
  if (target && canAccessRoute(target, perms)) return resolveLanding(target.path, perms);
  const children = childrenOf(route.path).filter(isConcrete);
  const ordered = [...children.filter((c) => c.menu), ...children.filter((c) => !c.menu)];
  for (const child of ordered) {
    const landing = resolveLanding(child.path, perms);
    if (landing) return landing;
  }
  return null;
}

function toNode(route: RouteDef, perms: UserPermissions): MenuNode | null {
  if (!route.menu || !canAccessRoute(route, perms)) return null;
  const to = resolveLanding(route.path, perms);
  if (!to) return null;
  const children = childrenOf(route.path)
    .map((child) => toNode(child, perms))
    .filter((node): node is MenuNode => node !== null);
  return { path: route.path, to, ...(route.pinned ? { pinned: route.pinned } : {}), children };
}

/**
 * The side menu for this user (spec §2/§6): top-level menu routes in menu order, each shown when the
 * user may open it; a section (settings, service, …) only when one of its children is reachable.
 */
export function filterMenu(perms: UserPermissions): MenuNode[] {
  return ROUTES.filter((route) => route.parent === undefined)
    .map((route) => toNode(route, perms))
    .filter((node): node is MenuNode => node !== null);
}

/** The first permitted menu route in menu order (its landing page), for the guard's fallback. */
export function firstPermittedRoute(perms: UserPermissions): string {
  return filterMenu(perms)[0]?.to ?? ACCOUNT_PATH;
}

/**
 * Where a redirect-only path ("/", "/home") or a section lands for this user; other paths are
 * returned unchanged. "/" and "/home" open live view, or the first permitted route without it.
 */
export function resolveRedirect(pathname: string, perms: UserPermissions): string {
  const path = normalise(pathname);
  const fixed = ROUTE_REDIRECTS[path];
  if (fixed !== undefined) return resolveLanding(fixed, perms) ?? firstPermittedRoute(perms);
  const route = routeByPattern(path);
  if (route?.section) return resolveLanding(path, perms) ?? firstPermittedRoute(perms);
  return pathname;
}
