import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { invalidateSites } from "@/entities/site";
import { apiClient } from "@/shared/api";

export type PutSiteUsersRequest = RequestOf<"/site/user/put">;

/**
 * Sets the users granted on one site (POST /vms/site/user/put). Without a tip: the dialog shows
 * 33820 (lower than the parent) inline and passes other failures to `showApiError`.
 */
export function putSiteUsers(data: PutSiteUsersRequest): Promise<unknown> {
  return apiClient.call("/site/user/put", data, { hideTip: true });
}

/** Mutation around {@link putSiteUsers}; every site query refetches (roles show in trees and pickers). */
export function usePutSiteUsersMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putSiteUsers, onSuccess: () => invalidateSites(queryClient) });
}
