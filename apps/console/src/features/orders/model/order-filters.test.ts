import { RES } from "@vms/permissions";
import { describe, expect, it } from "vitest";
import { EMPTY_ORDER_FILTERS, toOrderFilterRequest, visibleOrderTypes } from "./order-filters";

describe("order record filters (spec §2 /service/order, §6)", () => {
  it("§6: licence orders need vms_licorder_qry, cloud orders vms_stgorder_qry", () => {
    expect(visibleOrderTypes([RES.LICORDER_QRY])).toEqual([3]);
    expect(visibleOrderTypes([RES.STGORDER_QRY])).toEqual([1]);
    expect(visibleOrderTypes([RES.LICORDER_QRY, RES.STGORDER_QRY])).toEqual([3, 1]);
  });

  it("§6: one visible type is always asked for; a type the user cannot see is dropped", () => {
    expect(toOrderFilterRequest(EMPTY_ORDER_FILTERS, [1])).toEqual({ orderType: 1 });
    expect(toOrderFilterRequest({ ...EMPTY_ORDER_FILTERS, orderType: "3" }, [1])).toEqual({ orderType: 1 });
    expect(toOrderFilterRequest(EMPTY_ORDER_FILTERS, [3, 1])).toEqual({});
    expect(toOrderFilterRequest({ ...EMPTY_ORDER_FILTERS, orderType: "3" }, [3, 1])).toEqual({ orderType: 3 });
  });

  it("§4: status, trimmed order number and whole local days (a backwards range is swapped)", () => {
    const request = toOrderFilterRequest({ orderType: "", status: "2", orderNo: "  LIC-1 ", from: "2026-11-24", to: "2026-11-20" }, [3, 1]);
    expect(request).toEqual({
      status: [2],
      orderNo: "LIC-1",
      startTime: new Date(2026, 10, 20, 0, 0, 0).getTime(),
      endTime: new Date(2026, 10, 24, 23, 59, 59, 999).getTime(),
    });
  });
});
