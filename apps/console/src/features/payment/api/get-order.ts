import { queryOptions, useQuery } from "@tanstack/react-query";
import { ORDER_STATUS } from "@vms/licence-pricing";
import { orderKeys } from "@/entities/licence";
import { apiClient } from "@/shared/api";


/** One order, reconciled with the payment provider by the server (POST /vms/license-vas-tob-oder/query). */
export function orderQueryOptions(orderNo: string) {
  return queryOptions({ queryKey: orderKeys.one(orderNo), queryFn: () => apiClient.call("/license-vas-tob-oder/query", { orderNo }) });
}

/** The order; read again every 5 s while it waits for payment, so a webhook or the timeout shows. */
export function useOrder(orderNo: string) {
  return useQuery({ ...orderQueryOptions(orderNo), refetchInterval: (query) => (query.state.data?.status === ORDER_STATUS.TO_PAY ? 5_000 : false) });
}
