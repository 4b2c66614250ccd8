import { describe, expect, it } from "vitest";
import {
  CLOUD_STORAGE_STATUS,
  CLOUD_STORAGE_STATUS_NAMES,
  isCodeOf,
  LICENCE_BUTTON,
  LICENCE_BUTTON_NAMES,
  LICENCE_STATUS,
  LICENCE_STATUS_FILTER_ALL,
  LICENCE_STATUS_NAMES,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  ORDER_TYPE,
  PAYMENT_METHOD,
} from "./status.js";

describe("status codes (§3, §4)", () => {
  it("§4: licence status 1-7 with their names; 0 filters all", () => {
    expect(Object.values(LICENCE_STATUS)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(LICENCE_STATUS_NAMES).toEqual({
      1: "to be used", 2: "using", 3: "expiring", 4: "expired", 5: "terminated", 6: "not effective", 7: "to be used",
    });
    expect(LICENCE_STATUS_FILTER_ALL).toBe(0);
  });

  it("§4: licence buttons 1 buy now, 2 extend, 3 renew now, 4 upgrade now, 5 buy again", () => {
    expect(LICENCE_BUTTON).toEqual({ BUY_NOW: 1, EXTEND: 2, RENEW_NOW: 3, UPGRADE_NOW: 4, BUY_AGAIN: 5 });
    expect(LICENCE_BUTTON_NAMES).toEqual({ 1: "buy now", 2: "extend", 3: "renew now", 4: "upgrade now", 5: "buy again" });
  });

  it("§4: cloud-storage status 1-9", () => {
    expect(Object.values(CLOUD_STORAGE_STATUS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Object.values(CLOUD_STORAGE_STATUS_NAMES)).toEqual([
      "to be used", "using", "expiring", "expired", "terminated", "not effective", "to be used", "not activated", "exception",
    ]);
  });

  it("§4: order status 1 to pay, 2 paid, 3 cancelled, 4 chargeback, 5 on trial", () => {
    expect(ORDER_STATUS).toEqual({ TO_PAY: 1, PAID: 2, CANCELLED: 3, CHARGEBACK: 4, ON_TRIAL: 5 });
    expect(ORDER_STATUS_NAMES).toEqual({ 1: "to pay", 2: "paid", 3: "cancelled", 4: "chargeback", 5: "on trial" });
  });

  it("§3: order type 1 cloud storage, 3 licence; payment method 1, 2, 3", () => {
    expect(ORDER_TYPE).toEqual({ CLOUD_STORAGE: 1, LICENCE: 3 });
    expect(PAYMENT_METHOD).toEqual({ PAYPAL: 1, APPLE_PAY: 2, CARD: 3 });
  });

  it("§3: isCodeOf checks a value against a table", () => {
    expect(isCodeOf(ORDER_TYPE, 3)).toBe(true);
    expect(isCodeOf(ORDER_TYPE, 2)).toBe(false);
    expect(isCodeOf(LICENCE_STATUS, 0)).toBe(false);
    expect(isCodeOf(PAYMENT_METHOD, 3)).toBe(true);
  });
});
