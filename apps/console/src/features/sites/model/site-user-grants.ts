import { allowedChildSiteRoles, SITE_ROLE, SITE_ROLES_BY_RANK, type SiteRole } from "@vms/permissions";

/** What the grant rules need of a `/site/users` entry. */
export interface SiteUserEntry {
  userId: string;
  userName: string;
  email: string;
  role: SiteRole;
  inherited: boolean;
}

/** One row of the users dialog. */
export interface GrantRow {
  userId: string;
  userName: string;
  email: string;
  role: SiteRole;
  /** Granted on this site (sent with /site/user/put); false: inherited from the parent. */
  own: boolean;
  /** What the parent passes down; a grant here may not be lower (spec §5, 33820). */
  parentRole: SiteRole | null;
}

/** One choice of the role select. */
export interface RoleChoice {
  role: SiteRole;
  disabled: boolean;
}

/**
 * The role each user gets from the parent site: the parent's users when the caller may read them,
 * else what this site's inherited entries show.
 */
export function parentRolesOf(siteUsers: readonly SiteUserEntry[], parentUsers: readonly SiteUserEntry[] | undefined): Map<string, SiteRole> {
  if (parentUsers) return new Map(parentUsers.map((u) => [u.userId, u.role]));
  return new Map(siteUsers.filter((u) => u.inherited).map((u) => [u.userId, u.role]));
}

/** The grants made on this site itself. */
export function ownGrantsOf(siteUsers: readonly SiteUserEntry[]): Map<string, SiteRole> {
  return new Map(siteUsers.filter((u) => !u.inherited).map((u) => [u.userId, u.role]));
}

/** Spec §5 "subsite permission not lower than parent": every role, the ones below `parentRole` disabled. */
export function roleChoices(parentRole: SiteRole | null): RoleChoice[] {
  const allowed = allowedChildSiteRoles(parentRole);
  return SITE_ROLES_BY_RANK.map((role) => ({ role, disabled: !allowed.includes(role) }));
}

/** The role a newly added user starts with: Site viewer, or the parent's role when that is higher. */
export function defaultRoleUnder(parentRole: SiteRole | null): SiteRole {
  const allowed = allowedChildSiteRoles(parentRole);
  return allowed.includes(SITE_ROLE.SITE_VIEWER) ? SITE_ROLE.SITE_VIEWER : (allowed[0] ?? SITE_ROLE.SITE_ADMIN);
}

export interface GrantRowsInput {
  own: ReadonlyMap<string, SiteRole>;
  parentRoles: ReadonlyMap<string, SiteRole>;
  /** Names and addresses by user id. */
  people: ReadonlyMap<string, { userName: string; email: string }>;
}

/** Own grants first, then users who only inherit a role (not No access), each with the parent's role. */
export function grantRows({ own, parentRoles, people }: GrantRowsInput): GrantRow[] {
  const person = (userId: string) => people.get(userId) ?? { userName: userId, email: "" };
  const rows: GrantRow[] = [...own].map(([userId, role]) => ({ userId, ...person(userId), role, own: true, parentRole: parentRoles.get(userId) ?? null }));
  for (const [userId, role] of parentRoles) {
    if (own.has(userId) || role === SITE_ROLE.NO_ACCESS) continue;
    rows.push({ userId, ...person(userId), role, own: false, parentRole: role });
  }
  return rows;
}
