import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

/** Which organization a bind link is for (POST /vms/user/invite/bind-check); the page shows 20035–20037 itself. */
export function checkBindLink(inviteId: string, uuid: string) {
  return apiClient.call("/user/invite/bind-check", { inviteId, uuid }, { hideTip: true });
}

/** A failed check is not retried: the answer will not change. */
export function bindCheckQueryOptions(inviteId: string, uuid: string) {
  return queryOptions({ queryKey: ["installer-bind-check", inviteId, uuid], queryFn: () => checkBindLink(inviteId, uuid), retry: false, staleTime: Infinity });
}

export function useBindCheck(inviteId: string, uuid: string) {
  return useQuery(bindCheckQueryOptions(inviteId, uuid));
}
