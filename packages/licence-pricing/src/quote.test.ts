import { describe, expect, it } from "vitest";
import { checkPayable, findPrice, PAYMENT_CODE, PAYMENT_LIMITS, quoteLicence, unitPriceCents, type PriceMatrix } from "./quote.js";

const MATRIX: PriceMatrix = [
  { term: "30d", unitPrice: 1.99 },
  { term: "90d", unitPrice: "4.99" },
  { term: "180d", unitPrice: 0.004 },
  { term: "1y", unitPrice: 14.99, maxChlNum: 99 },
  { term: "1y", unitPrice: 12.5, minChlNum: 100 },
  { term: "2y", unitPrice: 0.1 },
];

describe("quoteLicence (§5, §9)", () => {
  it("§9: price = unit price per camera per term × camera count, in cents", () => {
    expect(quoteLicence({ matrix: MATRIX, term: "30d", chlNum: 3 })).toEqual({
      payable: true, term: "30d", chlNum: 3, unitPriceCents: 199, totalCents: 597, total: "5.97",
    });
    expect(quoteLicence({ matrix: MATRIX, term: "90d", chlNum: 10 })).toMatchObject({ payable: true, totalCents: 4990, total: "49.90" });
  });

  it("§5: totals are exact where floats are not (0.1 × 3)", () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(quoteLicence({ matrix: MATRIX, term: "2y", chlNum: 6 })).toMatchObject({ payable: true, totalCents: 60, total: "0.60" });
  });

  it("§5: a price under 0.01 counts as 0.01", () => {
    expect(unitPriceCents(0.004)).toBe(1);
    expect(unitPriceCents(0)).toBe(1);
    expect(unitPriceCents("0.0099")).toBe(1);
    expect(unitPriceCents(0.01)).toBe(1);
    expect(unitPriceCents(0.014)).toBe(1);
    expect(unitPriceCents(0.015)).toBe(2);
    expect(quoteLicence({ matrix: MATRIX, term: "180d", chlNum: 60 })).toMatchObject({ payable: true, unitPriceCents: 1, totalCents: 60 });
  });

  it("§5: below 0.5 USD is refused with 23036", () => {
    expect(quoteLicence({ matrix: MATRIX, term: "180d", chlNum: 49 })).toMatchObject({ payable: false, code: 23036, totalCents: 49, total: "0.49" });
    expect(quoteLicence({ matrix: MATRIX, term: "180d", chlNum: 50 })).toMatchObject({ payable: true, totalCents: 50 });
    expect(quoteLicence({ matrix: MATRIX, term: "2y", chlNum: 4 })).toMatchObject({ payable: false, code: PAYMENT_CODE.BELOW_MINIMUM });
  });

  it("§5: above 10 million is refused with 23019; exactly 10 million may be paid", () => {
    const matrix: PriceMatrix = [{ term: "1y", unitPrice: 1000 }];
    expect(quoteLicence({ matrix, term: "1y", chlNum: 10_000 })).toMatchObject({ payable: true, totalCents: 1_000_000_000, total: "10000000.00" });
    expect(quoteLicence({ matrix, term: "1y", chlNum: 10_001 })).toMatchObject({ payable: false, code: 23019 });
  });

  it("§9: camera-count bands pick the matching row, the narrowest first", () => {
    expect(quoteLicence({ matrix: MATRIX, term: "1y", chlNum: 99 })).toMatchObject({ unitPriceCents: 1499 });
    expect(quoteLicence({ matrix: MATRIX, term: "1y", chlNum: 100 })).toMatchObject({ unitPriceCents: 1250 });
    const overlapping: PriceMatrix = [{ term: "30d", unitPrice: 2 }, { term: "30d", unitPrice: 1.5, minChlNum: 10, maxChlNum: 20 }];
    expect(findPrice(overlapping, "30d", 15)?.unitPrice).toBe(1.5);
    expect(findPrice(overlapping, "30d", 21)?.unitPrice).toBe(2);
    expect(findPrice(overlapping, "90d", 1)).toBeUndefined();
  });

  it("§9: a bad camera count or a term missing from the matrix throws RangeError", () => {
    for (const chlNum of [0, -1, 1.5, Number.NaN]) expect(() => quoteLicence({ matrix: MATRIX, term: "30d", chlNum }), String(chlNum)).toThrow(RangeError);
    expect(() => quoteLicence({ matrix: [{ term: "30d", unitPrice: 1 }], term: "2y", chlNum: 1 })).toThrow(/no price/);
    expect(() => quoteLicence({ matrix: MATRIX, term: "5y" as never, chlNum: 1 })).toThrow(RangeError);
  });

  it("§5/§8: payment limits and codes", () => {
    expect(PAYMENT_LIMITS).toEqual({ MIN_PRICE_CENTS: 1, MIN_PAYABLE_CENTS: 50, MAX_PAYABLE_CENTS: 1_000_000_000 });
    expect(PAYMENT_CODE).toEqual({ BELOW_MINIMUM: 23036, ABOVE_MAXIMUM: 23019 });
    expect(checkPayable(49)).toBe(23036);
    expect(checkPayable(50)).toBeNull();
    expect(checkPayable(1_000_000_000)).toBeNull();
    expect(checkPayable(1_000_000_001)).toBe(23019);
  });
});
