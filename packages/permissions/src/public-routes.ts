import { matchPath } from "./path-match.js";

/** A route that needs no token (spec §2). */
export interface PublicRouteDef {
  path: string;
  /** Branding (logo, background, favicon, title) is fetched before the page shows (spec §2). */
  loadsBrandingFirst: boolean;
  /** False for the forgot/reset password routes, which spec §2 mentions without a path. */
  inSpecTable: boolean;
}

/** The public routes of spec §2, plus the password screens at the console's paths. */
export const PUBLIC_ROUTES: readonly PublicRouteDef[] = [
  { path: "/login", loadsBrandingFirst: false, inSpecTable: true },
  { path: "/signup", loadsBrandingFirst: false, inSpecTable: true },
  { path: "/term/$type", loadsBrandingFirst: false, inSpecTable: true },
  { path: "/bind/installer/$inviteId/$uuid", loadsBrandingFirst: true, inSpecTable: true },
  { path: "/vms-license-pay-res", loadsBrandingFirst: true, inSpecTable: true },
  { path: "/archives-share/$id", loadsBrandingFirst: true, inSpecTable: true },
  { path: "/company-register/$inviteId/$uuid", loadsBrandingFirst: true, inSpecTable: true },
  { path: "/user-register/$inviteId/$uuid", loadsBrandingFirst: true, inSpecTable: true },
  { path: "/remote-access-login/$grantId/$token", loadsBrandingFirst: true, inSpecTable: true },
  { path: "/forgot-password", loadsBrandingFirst: false, inSpecTable: false },
  { path: "/reset-password", loadsBrandingFirst: false, inSpecTable: false },
];

/** The sign-in route. */
export const LOGIN_PATH = "/login";

/** The public route `pathname` falls under, matching parameters. */
export function findPublicRoute(pathname: string): PublicRouteDef | undefined {
  return PUBLIC_ROUTES.find((route) => matchPath(route.path, pathname));
}

/** True when `pathname` needs no token (spec §2). */
export function isPublicPath(pathname: string): boolean {
  return findPublicRoute(pathname) !== undefined;
}

/**
 * True when the page at `pathname` loads branding before it shows (spec §2: installer bind,
 * registration, payment result, archives share and remote login).
 */
export function loadsBrandingFirst(pathname: string): boolean {
  return findPublicRoute(pathname)?.loadsBrandingFirst ?? false;
}
