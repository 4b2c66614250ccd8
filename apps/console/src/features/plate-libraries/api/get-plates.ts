import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PageSize, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { plateKeys } from "./plate-keys";

export type PlatePage = ResponseOf<"/vehicle-licence-plate/list">;
export interface PlateQuery {
  groupId: string;
  pageNum: number;
  pageSize: PageSize;
  keyword: string;
}

/** One page of a library's plates (POST /vms/vehicle-licence-plate/list). */
export function getPlates(query: PlateQuery): Promise<PlatePage> {
  return apiClient.call("/vehicle-licence-plate/list", { ...query, keyword: query.keyword.trim() || undefined });
}

/** Query options for a page of plates. */
export function platesQueryOptions(query: PlateQuery) {
  return queryOptions({
    queryKey: plateKeys.plates(query.groupId, query.pageNum, query.pageSize, query.keyword.trim()),
    queryFn: () => getPlates(query),
    placeholderData: keepPreviousData,
  });
}

/** A page of plates. */
export function usePlates(query: PlateQuery) {
  return useQuery(platesQueryOptions(query));
}
