import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { invalidateSites } from "@/entities/site";
import { apiClient } from "@/shared/api";

export type GrantUserSitesRequest = RequestOf<"/user/site/grant">;

/**
 * Replaces a user's site grants (POST /vms/user/site/grant). Without a tip: the panel shows 33820
 * (lower than the parent) inline and passes other failures to `showApiError`.
 */
export function grantUserSites(data: GrantUserSitesRequest): Promise<unknown> {
  return apiClient.call("/user/site/grant", data, { hideTip: true });
}

/** Mutation around {@link grantUserSites}; every site query (trees, candidates, site users) refetches. */
export function useGrantUserSitesMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantUserSites, onSuccess: () => invalidateSites(queryClient) });
}
