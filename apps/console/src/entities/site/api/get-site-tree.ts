import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { siteKeys } from "../model/site-keys";

export type SiteTree = ResponseOf<"/user/site/tree">;

/**
 * The site tree (POST /vms/user/site/tree, spec §1 "site tree with sub-sites"): each node carries
 * the caller's effective site role; with `userId` an administrator reads that user's roles instead.
 */
export function getSiteTree(userId?: string): Promise<SiteTree> {
  return apiClient.call("/user/site/tree", userId ? { userId } : {});
}

/** Query options for the site tree (of the caller, or of `userId`). */
export function siteTreeQueryOptions(userId?: string) {
  return queryOptions({ queryKey: siteKeys.tree(userId), queryFn: () => getSiteTree(userId) });
}

/** The caller's site tree. */
export function useSiteTree() {
  return useQuery(siteTreeQueryOptions());
}
