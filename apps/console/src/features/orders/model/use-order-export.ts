import { lightFormat } from "date-fns";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@vms/api-client";
import { apiClient, showApiError } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import type { OrderPageRequest, OrderRow } from "../api/get-orders";
import { saveFile } from "@/shared/lib/save-file";
import { orderFacts } from "./order-facts";

/** Most orders one export holds: an organization's orders of years fit; the rest would be a server job. */
export const ORDER_EXPORT_MAX = 5000;
const PAGE = 100;

/** Every order of the filter, page by page (the list call, scoped to the caller's organization and types). */
async function allOrders(filter: Omit<OrderPageRequest, "pageNum" | "pageSize">): Promise<OrderRow[]> {
  const rows: OrderRow[] = [];
  for (let pageNum = 1; rows.length < ORDER_EXPORT_MAX; pageNum += 1) {
    const page = await apiClient.call("/license-vas-tob-oder/page", { ...filter, pageNum, pageSize: PAGE });
    rows.push(...page.list);
    if (page.list.length < PAGE || rows.length >= page.total) break;
  }
  return rows.slice(0, ORDER_EXPORT_MAX);
}

/** The sheet's rows: translated headers, then one row per order as the detail view says it. */
export function orderSheetRows(i18n: I18n, orders: readonly OrderRow[]): string[][] {
  const first = orders[0];
  const header = first ? orderFacts(i18n, first).filter((f) => f.key !== "payDeadline").map((f) => f.label) : [];
  return [header, ...orders.map((o) => orderFacts(i18n, o).filter((f) => f.key !== "payDeadline").map((f) => f.value))];
}

const stamp = (at: Date) => lightFormat(at, "yyyyMMdd-HHmmss");

/**
 * Export of the filtered order list to xlsx (issue 28), written in the browser with SheetJS (its
 * mini build, fetched only when a person exports; decision 0030). Says how many it exported.
 */
export function useOrderExport(i18n: I18n) {
  return useMutation({
    mutationFn: async (filter: Omit<OrderPageRequest, "pageNum" | "pageSize">) => {
      const [orders, xlsx] = await Promise.all([allOrders(filter), import("@e965/xlsx/dist/xlsx.mini.min")]);
      const book = xlsx.utils.book_new();
      xlsx.utils.book_append_sheet(book, xlsx.utils.aoa_to_sheet(orderSheetRows(i18n, orders)), "Orders");
      const bytes = xlsx.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
      saveFile(bytes, `orders-${stamp(new Date())}.xlsx`, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      return orders.length;
    },
    onSuccess: (count) => notifier.notify({ message: msg`${plural(count, { one: "Exported # order.", other: "Exported # orders." })}` }, "success"),
    // A refused call was said by the client already (spec §8); a failure of the file itself is said here.
    onError: (error) => {
      if (!(error instanceof ApiError)) showApiError(error);
    },
  });
}
