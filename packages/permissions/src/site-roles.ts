/**
 * Site roles of spec §6, as granted per site to a sub-user. A sub-site's grant may not be lower than
 * its parent site's (spec §5; the server answers 33820).
 */
export const SITE_ROLE = {
  SITE_ADMIN: "SITE_ADMIN",
  SITE_VIEWER: "SITE_VIEWER",
  LIVE_ONLY_VIEWER: "LIVE_ONLY_VIEWER",
  NO_ACCESS: "NO_ACCESS",
} as const;

/** A site role of spec §6. */
export type SiteRole = (typeof SITE_ROLE)[keyof typeof SITE_ROLE];

/** Site roles from highest to lowest. */
export const SITE_ROLES_BY_RANK: readonly SiteRole[] = [
  SITE_ROLE.SITE_ADMIN,
  SITE_ROLE.SITE_VIEWER,
  SITE_ROLE.LIVE_ONLY_VIEWER,
  SITE_ROLE.NO_ACCESS,
];

/** Rank of a site role: higher grants more (No Access 0 … Site Admin 3). */
export function siteRoleRank(role: SiteRole): number {
  return SITE_ROLES_BY_RANK.length - 1 - SITE_ROLES_BY_RANK.indexOf(role);
}

/** True when `value` is a site role. */
export function isSiteRole(value: string): value is SiteRole {
  return (SITE_ROLES_BY_RANK as readonly string[]).includes(value);
}

/**
 * Spec §5/§6: a sub-site's grant may not be lower than its parent's. A site without a parent
 * (`parentRole` null) accepts any grant.
 */
export function isSiteGrantValid(parentRole: SiteRole | null, childRole: SiteRole): boolean {
  return parentRole === null || siteRoleRank(childRole) >= siteRoleRank(parentRole);
}

/** The site roles a sub-site may get under a parent with `parentRole`, highest first. */
export function allowedChildSiteRoles(parentRole: SiteRole | null): SiteRole[] {
  return SITE_ROLES_BY_RANK.filter((role) => isSiteGrantValid(parentRole, role));
}
