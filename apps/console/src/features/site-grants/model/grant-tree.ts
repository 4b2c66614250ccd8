import { isSiteGrantValid, SITE_ROLE, type SiteRole } from "@vms/permissions";
import { orderFlatSites } from "@/entities/site";

/** What the rules need of a `/site/candidate/list` entry. */
export interface GrantCandidate {
  siteId: string;
  parentId: string | null;
  siteName: string;
  grantedRole: SiteRole | null;
  effectiveRole: SiteRole;
}

/** One site of the per-user grant list. */
export interface GrantTreeRow {
  siteId: string;
  siteName: string;
  level: number;
  /** Granted on this site; null: inherits. */
  own: SiteRole | null;
  /** What the user ends up with here, with the edits applied. */
  effective: SiteRole;
  /** What the parent passes down (null: top level, or unknown). */
  parentRole: SiteRole | null;
  /** The own grant is lower than the parent's (spec §5; the server would answer 33820). */
  invalid: boolean;
}

/** The grants the user holds now, by site. */
export function initialGrants(candidates: readonly GrantCandidate[]): Map<string, SiteRole> {
  return new Map(candidates.flatMap((c) => (c.grantedRole ? [[c.siteId, c.grantedRole] as const] : [])));
}

/**
 * The candidates in tree order with effective roles recomputed top-down from `own` (a site
 * inherits its parent's effective role unless it has its own grant). A parent the caller cannot
 * grant passes down what the server reported for an inheriting child.
 */
export function grantTreeRows(candidates: readonly GrantCandidate[], own: ReadonlyMap<string, SiteRole>): GrantTreeRow[] {
  const effective = new Map<string, SiteRole>();
  return orderFlatSites(candidates).map(({ item, level }) => {
    let parentRole: SiteRole | null = null;
    if (item.parentId && effective.has(item.parentId)) parentRole = effective.get(item.parentId)!;
    else if (item.parentId && item.grantedRole === null) parentRole = item.effectiveRole;
    const mine = own.get(item.siteId) ?? null;
    const role = mine ?? parentRole ?? SITE_ROLE.NO_ACCESS;
    effective.set(item.siteId, role);
    return { siteId: item.siteId, siteName: item.siteName, level, own: mine, effective: role, parentRole, invalid: mine !== null && !isSiteGrantValid(parentRole, mine) };
  });
}
