import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";
import { inviteKeys } from "./get-invites";

/** One invitation with its site grants (POST /vms/invite/detail), for editing it. */
export function inviteDetailQueryOptions(inviteId: string) {
  return queryOptions({ queryKey: [...inviteKeys.all, "detail", inviteId], queryFn: () => apiClient.call("/invite/detail", { inviteId }) });
}

export function useInviteDetail(inviteId: string) {
  return useQuery(inviteDetailQueryOptions(inviteId));
}
