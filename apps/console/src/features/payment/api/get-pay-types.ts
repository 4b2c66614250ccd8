import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/shared/api";

/** Payment methods, whether each is configured, and the countdown length (POST /vms/order/pay-type). */
export function payTypesQueryOptions() {
  return queryOptions({ queryKey: ["pay-types"] as const, queryFn: () => apiClient.call("/order/pay-type", {}), staleTime: 5 * 60_000 });
}

export function usePayTypes() {
  return useQuery(payTypesQueryOptions());
}
