import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { orderKeys } from "@/entities/licence";
import { apiClient } from "@/shared/api";

export type OrderPageRequest = RequestOf<"/license-vas-tob-oder/page">;
export type OrderRow = ResponseOf<"/license-vas-tob-oder/page">["list"][number];

/** A page of the organization's orders (POST /vms/license-vas-tob-oder/page). */
export function ordersQueryOptions(request: OrderPageRequest) {
  return queryOptions({ queryKey: orderKeys.page(request), queryFn: () => apiClient.call("/license-vas-tob-oder/page", request), placeholderData: keepPreviousData });
}

export function useOrders(request: OrderPageRequest) {
  return useQuery(ordersQueryOptions(request));
}
