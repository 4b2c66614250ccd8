import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { siteKeys } from "@/entities/site";
import { apiClient } from "@/shared/api";

export type SiteCandidates = ResponseOf<"/site/candidate/list">;
/** A site the caller may grant, with the user's own and effective role there. */
export type SiteCandidate = SiteCandidates["list"][number];

/** Sites the caller may grant to `userId`, in tree order (POST /vms/site/candidate/list). */
export function getSiteCandidates(userId: string): Promise<SiteCandidates> {
  return apiClient.call("/site/candidate/list", { userId });
}

/** Query options for a user's grant candidates (under the site keys: refreshed with every site change). */
export function siteCandidatesQueryOptions(userId: string) {
  return queryOptions({ queryKey: [...siteKeys.all, "candidates", userId], queryFn: () => getSiteCandidates(userId) });
}

/** A user's grant candidates. */
export function useSiteCandidates(userId: string) {
  return useQuery(siteCandidatesQueryOptions(userId));
}
