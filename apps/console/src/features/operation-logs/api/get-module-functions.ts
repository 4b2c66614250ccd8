import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { opLogKeys } from "./get-op-logs";

/** Modules of the operation log with their actions (POST /vms/log/module-functions/get). */
export function moduleFunctionsQueryOptions() {
  return queryOptions({
    queryKey: opLogKeys.modules(),
    queryFn: (): Promise<ResponseOf<"/log/module-functions/get">> => apiClient.call("/log/module-functions/get", {}),
    staleTime: Infinity,
  });
}

export function useModuleFunctions() {
  return useQuery(moduleFunctionsQueryOptions());
}
