import { queryOptions, useQuery } from "@tanstack/react-query";
import { ORDER_STATUS } from "@vms/licence-pricing";
import { apiClient } from "@/shared/api";

/** What the provider's return URL carries; only the order and its result token are used. */
export interface PayReturn {
  orderNo: string;
  resultToken: string;
  /** The payer left the provider's page: the server cancels the order if it is still to pay. */
  cancelled: boolean;
}

/**
 * Spec §2 result page: asks the server (which asks the provider) how the order stands, never the
 * query string (POST /vms/pay-callback/success or /cancel, no session needed).
 */
export function payResultQueryOptions({ orderNo, resultToken, cancelled }: PayReturn) {
  return queryOptions({
    queryKey: ["pay-result", orderNo, resultToken, cancelled] as const,
    queryFn: () => apiClient.call(cancelled ? "/pay-callback/cancel" : "/pay-callback/success", { orderNo, resultToken }),
    retry: false,
  });
}

/** The reconciled result; asked again every 3 s while the provider still processes the payment. */
export function usePayResult(ret: PayReturn | null) {
  return useQuery({
    ...payResultQueryOptions(ret ?? { orderNo: "", resultToken: "", cancelled: false }),
    enabled: ret !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && data.status === ORDER_STATUS.TO_PAY && data.declineCode === null && !ret?.cancelled ? 3_000 : false;
    },
  });
}
