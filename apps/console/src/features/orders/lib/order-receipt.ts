import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatDateTime } from "@/shared/lib/format-date-time";
import type { OrderRow } from "../api/get-orders";
import { orderFacts } from "../model/order-facts";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A paid order's receipt as a self-contained HTML page, in the UI language, laid out for printing
 * (decision 0030): what a customer files with their accounts. Every value is escaped (channel and
 * device names are the organization's own words).
 */
export function receiptHtml(i18n: I18n, order: OrderRow, issuedAt: number): string {
  const title = i18n._(msg`Receipt for order ${order.orderNo}`);
  const rows = orderFacts(i18n, order)
    .filter((f) => f.key !== "payDeadline")
    .map((f) => `<tr><th scope="row">${escape(f.label)}</th><td data-fact="${f.key}">${escape(f.value)}</td></tr>`)
    .join("");
  const when = formatDateTime(issuedAt);
  const issued = escape(i18n._(msg`Issued ${when}`));
  return `<!doctype html><html lang="${escape(i18n.locale)}"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#111}h1{font-size:1.4rem}table{border-collapse:collapse;width:100%;max-width:40rem}th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid #ddd}th{width:12rem;color:#555;font-weight:500}@media print{body{margin:0}}</style>
</head><body><h1>${escape(title)}</h1><table>${rows}</table><p>${issued}</p></body></html>`;
}
