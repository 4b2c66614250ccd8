import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type InviteQuery = RequestOf<"/invite/list">;

/** Query keys of invitations; the user list shares the invited (inactivated) users. */
export const inviteKeys = { all: ["invites"] as const, users: ["org-users"] as const };

/** A page of the organization's invitations (POST /vms/invite/list). */
export function invitesQueryOptions(query: InviteQuery) {
  return queryOptions({ queryKey: [...inviteKeys.all, query], queryFn: () => apiClient.call("/invite/list", query), placeholderData: keepPreviousData });
}

/** The page the invitations tab opens on: page 1 of 10 (the route's loader prefetches it). */
export function firstInvitesPageQueryOptions() {
  return invitesQueryOptions({ pageNum: 1, pageSize: 10 });
}

export function useInvites(query: InviteQuery) {
  return useQuery(invitesQueryOptions(query));
}
