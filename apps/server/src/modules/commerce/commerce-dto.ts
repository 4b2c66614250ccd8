import type { OrderDto, PayResult } from "@vms/api-client";
import { formatCents, ORDER_STATUS, type StoredLicence } from "@vms/licence-pricing";
import type { LicenceRowDb, OrderRow } from "./commerce-repository.js";

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** An order as the console sees it (spec §3). */
export function toOrderDto(row: OrderRow): OrderDto {
  return {
    orderId: row.id, orderNo: row.orderNo, orderType: row.orderType, status: row.status, spec: row.spec, chlNum: row.chlNum, term: row.term,
    currency: "USD", price: formatCents(row.priceCents), priceCents: row.priceCents, payType: row.payType, transactionId: row.transactionId,
    orderTime: row.createdAt.getTime(), payTime: ms(row.payTime), payDeadline: row.status === ORDER_STATUS.TO_PAY ? ms(row.payDeadline) : null,
    sn: row.sn, chlIndex: row.chlIndex, trial: row.trial, declineCode: row.declineCode,
    ...(row.renewal ? { renewal: true } : {}),
    ...(row.orderType === 1 && row.sn !== null && row.chlIndex !== null ? { channels: row.channels ?? [{ sn: row.sn, chlIndex: row.chlIndex }] } : {}),
  };
}

/** What the public result page may see of an order; `activeFrom`: when what it bought starts. */
export function toPayResult(row: OrderRow, activeFrom: Date | null = null): PayResult {
  const o = toOrderDto(row);
  return { orderNo: o.orderNo, orderType: o.orderType, status: o.status, spec: o.spec, chlNum: o.chlNum, trial: o.trial, price: o.price, currency: "USD", payType: o.payType, payTime: o.payTime, payDeadline: o.payDeadline, declineCode: o.declineCode, activeFrom: ms(activeFrom) };
}

/** A stored licence row in @vms/licence-pricing's terms. */
export function toStoredLicence(row: LicenceRowDb, orderNo: string | null = null): StoredLicence {
  return {
    id: row.id, licenseType: row.licenseType === 2 ? 2 : 3, chlNum: row.chlNum, durationType: row.durationType,
    startTime: row.startTime.getTime(), endTime: row.endTime.getTime(), revokedAt: ms(row.revokedAt), orderNo,
  };
}
