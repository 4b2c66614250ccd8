import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { opLogKeys } from "./get-op-logs";

export type Operator = ResponseOf<"/user/choose">["list"][number];

/** The organization's users for the operator filter (POST /vms/user/choose); only fetched when `enabled`. */
export function useOperators(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...opLogKeys.all, "operators"] as const,
      queryFn: (): Promise<ResponseOf<"/user/choose">> => apiClient.call("/user/choose", {}),
      staleTime: 60_000,
    }),
    enabled,
  });
}
