import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

export type LiveTree = ResponseOf<"/merchant-site-chl/list">;

/** The visible sites with devices and channels (POST /vms/merchant-site-chl/list). */
export function getLiveTree(): Promise<LiveTree> {
  return apiClient.call("/merchant-site-chl/list", {});
}

/** Refreshed every 30 s so online states follow the devices. */
export function liveTreeQueryOptions() {
  return queryOptions({ queryKey: ["live", "tree"] as const, queryFn: getLiveTree, refetchInterval: 30_000 });
}

/** The live channel tree. */
export function useLiveTree() {
  return useQuery(liveTreeQueryOptions());
}
