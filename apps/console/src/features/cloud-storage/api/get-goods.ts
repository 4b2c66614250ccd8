import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { cloudKeys } from "./cloud-keys";

export type CloudGoods = ResponseOf<"/cloud-storage/goods/list">["list"][number];

/** Packages on sale (POST /vms/cloud-storage/goods/list). */
export function cloudGoodsQueryOptions() {
  return queryOptions({ queryKey: cloudKeys.goods(), queryFn: () => apiClient.call("/cloud-storage/goods/list", {}), staleTime: 5 * 60_000 });
}

export function useCloudGoods() {
  return useQuery(cloudGoodsQueryOptions());
}
