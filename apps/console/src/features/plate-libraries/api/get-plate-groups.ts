import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { plateKeys } from "./plate-keys";

export type PlateGroupPage = ResponseOf<"/vehicle-licence-plate-group/list">;

/** The organization's plate libraries, first page of 1000 (spec §7 /vehicle-licence-plate-group/list, §9). */
export function getPlateGroups(): Promise<PlateGroupPage> {
  return apiClient.call("/vehicle-licence-plate-group/list", { pageNum: 1 });
}

/** Query options for the library list (route loaders use them). */
export function plateGroupsQueryOptions() {
  return queryOptions({ queryKey: plateKeys.groups(), queryFn: getPlateGroups });
}

/** The plate libraries. */
export function usePlateGroups() {
  return useQuery(plateGroupsQueryOptions());
}
