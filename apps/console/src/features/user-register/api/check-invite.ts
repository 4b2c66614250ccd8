import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type InviteCheck = ResponseOf<"/user/invite/check">;

/** Who is invited where (POST /vms/user/invite/check); the page shows 20035–20037 itself. */
export function checkInvite(inviteId: string, uuid: string): Promise<InviteCheck> {
  return apiClient.call("/user/invite/check", { inviteId, uuid }, { hideTip: true });
}

/** Query options of one link's check; a failed check is not retried (the answer will not change). */
export function inviteCheckQueryOptions(inviteId: string, uuid: string) {
  return queryOptions({ queryKey: ["invite-check", inviteId, uuid], queryFn: () => checkInvite(inviteId, uuid), retry: false, staleTime: Infinity });
}

export function useInviteCheck(inviteId: string, uuid: string) {
  return useQuery(inviteCheckQueryOptions(inviteId, uuid));
}
