import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { notifier } from "@/shared/notifier";
import type { OrderRow } from "../api/get-orders";
import { saveFile } from "@/shared/lib/save-file";
import { receiptHtml } from "../lib/order-receipt";

/** Downloads a paid order's printable receipt, in the UI language, and says so. */
export function useOrderReceipt() {
  const { i18n } = useLingui();
  return (order: OrderRow) => {
    saveFile(receiptHtml(i18n, order, Date.now()), `receipt-${order.orderNo}.html`, "text/html;charset=utf-8");
    const orderNo = order.orderNo;
    notifier.notify({ message: msg`Receipt for order ${orderNo} downloaded.` }, "success");
  };
}
