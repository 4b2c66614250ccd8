import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ORDER_TYPE } from "@vms/licence-pricing";
import { CLOUD_TERM_LABELS, LICENCE_TERM_LABELS, ORDER_STATUS_EXCEPTION, ORDER_STATUS_LABELS, ORDER_TYPE_LABELS, orderItem, PAYMENT_METHOD_LABELS } from "@/entities/licence";
import { formatDateTime } from "@/shared/lib/format-date-time";
import type { OrderRow } from "../api/get-orders";

/** One fact of an order: its translated name and its value as shown. */
export interface OrderFact {
  key: "orderNo" | "type" | "item" | "cameras" | "term" | "amount" | "method" | "status" | "reference" | "orderTime" | "payTime" | "payDeadline";
  label: string;
  value: string;
}

const said = (i18n: I18n, table: Readonly<Record<number, MessageDescriptor>>, value: number | null) => (value !== null && table[value] ? i18n._(table[value]!) : "—");

/**
 * Spec §3 order fields as a person reads them, in the UI language: the detail view, the receipt and
 * the export all say the same (issue 28). The payment reference is the provider's transaction id.
 */
export function orderFacts(i18n: I18n, o: OrderRow): OrderFact[] {
  const licence = o.orderType === ORDER_TYPE.LICENCE;
  const facts: OrderFact[] = [
    { key: "orderNo", label: i18n._(msg`Order number`), value: o.orderNo },
    { key: "type", label: i18n._(msg`Type`), value: said(i18n, ORDER_TYPE_LABELS, o.orderType) },
    { key: "item", label: i18n._(msg`Item`), value: i18n._(orderItem(o)) },
    { key: "cameras", label: i18n._(msg`Cameras`), value: String(o.chlNum) },
    { key: "term", label: i18n._(msg`Term`), value: said(i18n, licence ? LICENCE_TERM_LABELS : CLOUD_TERM_LABELS, o.term) },
    { key: "amount", label: i18n._(msg`Amount`), value: `${o.price} ${o.currency}` },
    { key: "method", label: i18n._(msg`Payment method`), value: said(i18n, PAYMENT_METHOD_LABELS, o.payType) },
    { key: "status", label: i18n._(msg`Status`), value: i18n._((ORDER_STATUS_LABELS as Record<number, MessageDescriptor>)[o.status] ?? ORDER_STATUS_EXCEPTION) },
    { key: "reference", label: i18n._(msg`Payment reference`), value: o.transactionId ?? "—" },
    { key: "orderTime", label: i18n._(msg`Order time`), value: formatDateTime(o.orderTime) },
    { key: "payTime", label: i18n._(msg`Pay time`), value: o.payTime ? formatDateTime(o.payTime) : "—" },
  ];
  if (o.payDeadline) facts.push({ key: "payDeadline", label: i18n._(msg`Pay by`), value: formatDateTime(o.payDeadline) });
  return facts;
}

/** A receipt exists once the order was paid (it may since have been refunded or charged back). */
export const hasReceipt = (o: Pick<OrderRow, "payTime">): boolean => o.payTime !== null;
