import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { REMOTE_REQ_STATUS, type RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type RemoteRequestQuery = RequestOf<"/remote-access-req/list">;

export const remoteRequestKeys = { all: ["remote-access-requests"] as const };

/** A page of the organization's remote-access requests (POST /vms/remote-access-req/list). */
export function remoteRequestsQueryOptions(query: RemoteRequestQuery) {
  return queryOptions({ queryKey: [...remoteRequestKeys.all, query], queryFn: () => apiClient.call("/remote-access-req/list", query), placeholderData: keepPreviousData });
}

export function useRemoteRequests(query: RemoteRequestQuery) {
  return useQuery(remoteRequestsQueryOptions(query));
}

/** remoteReqInfo (spec §3): the first pending request, for the administrators' prompt after sign-in. */
export function useFirstPendingRequest(enabled: boolean) {
  return useQuery({
    ...remoteRequestsQueryOptions({ status: REMOTE_REQ_STATUS.PENDING, pageNum: 1, pageSize: 10 }),
    enabled,
    select: (page) => page.list[0] ?? null,
  });
}
