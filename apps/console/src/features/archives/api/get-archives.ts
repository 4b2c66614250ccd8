import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { archiveKeys } from "./archive-keys";

export type ArchiveQuery = RequestOf<"/archives/list">;

/** One page of archives (POST /vms/archives/list, 20 a page, spec §9). */
export function getArchives(query: ArchiveQuery): Promise<ResponseOf<"/archives/list">> {
  return apiClient.call("/archives/list", query);
}

/** A page polled every 3 s while an archive is still copying. */
export function useArchives(query: ArchiveQuery) {
  return useQuery({
    ...queryOptions({ queryKey: archiveKeys.page(query), queryFn: () => getArchives(query) }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((a) => a.status === "copying") ? 3_000 : false),
  });
}

/** What the filters offer (POST /vms/archives/conditions). */
export function useArchiveConditions() {
  return useQuery({ queryKey: archiveKeys.conditions(), queryFn: () => apiClient.call("/archives/conditions", {}) });
}
