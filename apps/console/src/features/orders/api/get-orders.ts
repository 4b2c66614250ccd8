import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@vms/api-client";
import { orderKeys } from "@/entities/licence";
import { apiClient } from "@/shared/api";
import { EMPTY_ORDER_FILTERS, toOrderFilterRequest, visibleOrderTypes } from "../model/order-filters";

export type OrderPageRequest = RequestOf<"/license-vas-tob-oder/page">;
export type OrderRow = ResponseOf<"/license-vas-tob-oder/page">["list"][number];

/** A page of the organization's orders (POST /vms/license-vas-tob-oder/page). */
export function ordersQueryOptions(request: OrderPageRequest) {
  return queryOptions({ queryKey: orderKeys.page(request), queryFn: () => apiClient.call("/license-vas-tob-oder/page", request), placeholderData: keepPreviousData });
}

/** The record opens on 10 rows. */
export const ORDERS_PAGE_SIZE = 10;

/** The page the record opens on (no filter, the order types `codes` may see): the route loader ensures it. */
export function firstOrdersPageQueryOptions(codes: readonly string[]) {
  return ordersQueryOptions({ pageNum: 1, pageSize: ORDERS_PAGE_SIZE, ...toOrderFilterRequest(EMPTY_ORDER_FILTERS, visibleOrderTypes(codes)) });
}

export function useOrders(request: OrderPageRequest) {
  return useQuery(ordersQueryOptions(request));
}
