import type { SiteRoleValue } from "@vms/api-client";
import { SITE_ROLE, siteRoleRank } from "@vms/permissions";
import { useCallback, useMemo } from "react";
import { useSiteChoices } from "@/entities/site";

/**
 * The caller's effective role on each visible site, as a stable lookup (undefined until the site
 * list has loaded, or for a site the caller cannot see).
 */
export function useSiteRoleLookup(): (siteId: string) => SiteRoleValue | undefined {
  const { data } = useSiteChoices();
  const roles = useMemo(() => new Map((data?.list ?? []).map((s) => [s.siteId, s.role])), [data]);
  return useCallback((siteId: string) => roles.get(siteId), [roles]);
}

/** True when `role` is at least `min` (spec §6 site roles). */
export function hasSiteRole(role: SiteRoleValue | undefined, min: SiteRoleValue): boolean {
  return role !== undefined && siteRoleRank(role) >= siteRoleRank(min);
}

/**
 * Whether the caller may manage devices of a site (decision 0003: bind, unbind, rename, commands,
 * configuration and channel switches need SITE_ADMIN on the device's site; others only read).
 * Answers a stable function of the site id; false until the site list has loaded.
 */
export function useCanManageDevice(): (siteId: string) => boolean {
  const roleOf = useSiteRoleLookup();
  return useCallback((siteId: string) => hasSiteRole(roleOf(siteId), SITE_ROLE.SITE_ADMIN), [roleOf]);
}
