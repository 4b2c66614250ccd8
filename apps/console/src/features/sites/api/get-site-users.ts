import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { siteKeys } from "@/entities/site";
import { apiClient } from "@/shared/api";

export type SiteUsers = ResponseOf<"/site/users">;

/**
 * Users of a site (POST /vms/site/users; the server lets site admins read it). `quiet` hides the
 * failure tip: the users dialog reads the parent's users only to know inherited roles.
 */
export function getSiteUsers(siteId: string, quiet = false): Promise<SiteUsers> {
  return apiClient.call("/site/users", { siteId }, { hideTip: quiet });
}

/** Query options for a site's users (under the site's keys: refreshed with every site change). */
export function siteUsersQueryOptions(siteId: string, quiet = false) {
  return queryOptions({ queryKey: [...siteKeys.site(siteId), "users"], queryFn: () => getSiteUsers(siteId, quiet) });
}

/** A site's users; nothing is fetched while `siteId` is null or `enabled` is false. */
export function useSiteUsers(siteId: string | null, { enabled = true, quiet = false }: { enabled?: boolean; quiet?: boolean } = {}) {
  return useQuery({ ...siteUsersQueryOptions(siteId ?? "", quiet), enabled: enabled && siteId !== null });
}
