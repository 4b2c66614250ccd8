import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { archiveListQuery, emptyArchiveFilters } from "../model/archive-query";
import { archiveKeys } from "./archive-keys";

export type ArchiveQuery = RequestOf<"/archives/list">;

/** One page of archives (POST /vms/archives/list, 20 a page, spec §9). */
export function getArchives(query: ArchiveQuery): Promise<ResponseOf<"/archives/list">> {
  return apiClient.call("/archives/list", query);
}

/** A page of archives for {@link useArchives} and the route loader. */
export function archivesQueryOptions(query: ArchiveQuery) {
  return queryOptions({ queryKey: archiveKeys.page(query), queryFn: () => getArchives(query) });
}

/** The page the list opens on (no filter, page 1): the route loader ensures it before the table shows. */
export function firstArchivesPageQueryOptions() {
  return archivesQueryOptions(archiveListQuery(emptyArchiveFilters(), 1));
}

/** A page polled every 3 s while an archive is still copying. */
export function useArchives(query: ArchiveQuery) {
  return useQuery({
    ...archivesQueryOptions(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((a) => a.status === "copying") ? 3_000 : false),
  });
}

/** What the filters offer (POST /vms/archives/conditions). */
export function useArchiveConditions() {
  return useQuery({ queryKey: archiveKeys.conditions(), queryFn: () => apiClient.call("/archives/conditions", {}) });
}
