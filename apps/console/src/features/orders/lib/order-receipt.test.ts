import type { OrderDto } from "@vms/api-client";
import { createI18n } from "@vms/i18n";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { orderSheetRows } from "../model/use-order-export";
import { receiptHtml } from "./order-receipt";

const paid: OrderDto = {
  orderId: "o1", orderNo: "202611240001", orderType: 1, status: 2, spec: "7-day storage · <b>Gate</b> & Lane", chlNum: 1, term: 1, currency: "USD", price: "2.99", priceCents: 299,
  payType: 3, transactionId: "pi_123", orderTime: Date.UTC(2026, 10, 24, 8), payTime: Date.UTC(2026, 10, 24, 8, 5), payDeadline: null, sn: "N1", chlIndex: 1, trial: false, declineCode: null,
};

// Issue 28: the order list had no receipt and no export.
describe("order receipt and export sheet", () => {
  it("a receipt says the order's facts in the UI language and escapes the organization's own words", () => {
    const page = new DOMParser().parseFromString(receiptHtml(createI18n("en-US"), paid, Date.UTC(2026, 11, 2)), "text/html");
    expect(page.title).toBe("Receipt for order 202611240001");
    const fact = (key: string) => page.querySelector(`[data-fact="${key}"]`)?.textContent;
    expect(fact("item")).toBe("Cloud storage for <b>Gate</b> & Lane");
    expect(page.querySelector("b")).toBeNull();
    expect(fact("amount")).toBe("2.99 USD");
    expect(fact("reference")).toBe("pi_123");
    expect(fact("payTime")).toBe(formatDateTime(paid.payTime));
    const zh = new DOMParser().parseFromString(receiptHtml(createI18n("zh-CN"), paid, Date.UTC(2026, 11, 2)), "text/html");
    expect(zh.documentElement.lang).toBe("zh-CN");
    expect(zh.title).toBe("订单 202611240001 的收据");
  });

  it("the export sheet has translated headers and one row per order, as the detail says it", () => {
    const [header, row] = orderSheetRows(createI18n("en-US"), [paid]);
    expect(header).toEqual(["Order number", "Type", "Item", "Cameras", "Term", "Amount", "Payment method", "Status", "Payment reference", "Order time", "Pay time"]);
    expect(row).toEqual(["202611240001", "Cloud storage", "Cloud storage for <b>Gate</b> & Lane", "1", "Monthly", "2.99 USD", "Card", "Paid", "pi_123", formatDateTime(paid.orderTime), formatDateTime(paid.payTime)]);
    expect(orderSheetRows(createI18n("zh-CN"), [paid])[0]![0]).toBe("订单号");
  });
});
