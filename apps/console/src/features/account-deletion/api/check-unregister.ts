import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/** Query keys of the account-deletion slice. */
export const unregisterKeys = { check: ["account", "unregister-check"] as const };

/** Whether the account may be deleted, and what blocks it (POST /vms/user/unregister-check). */
export function unregisterCheckQueryOptions() {
  return queryOptions({
    queryKey: unregisterKeys.check,
    queryFn: (): Promise<ResponseOf<"/user/unregister-check">> => apiClient.call("/user/unregister-check", {}),
    staleTime: 0,
  });
}

export function useUnregisterCheck(enabled: boolean) {
  return useQuery({ ...unregisterCheckQueryOptions(), enabled });
}
