import { msg } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ORDER_STATUS } from "@vms/licence-pricing";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { orderKeys } from "./order-keys";

/** Cancels an unpaid order and closes its checkout (POST /vms/license-vas-tob-oder/cancel). */
export function cancelOrder(orderNo: string) {
  return apiClient.call("/license-vas-tob-oder/cancel", { orderNo });
}

/**
 * Mutation around {@link cancelOrder}: a success toast, and every order view reads again. A payment
 * the payer completed just before the cancel still counts: the order then comes back paid.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      const paid = order.status === ORDER_STATUS.PAID;
      const orderNo = order.orderNo;
      notifier.notify({ message: paid ? msg`Order ${orderNo} was paid before it could be cancelled.` : msg`Order ${orderNo} cancelled.` }, paid ? "info" : "success");
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
