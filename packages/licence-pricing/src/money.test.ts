import { describe, expect, it } from "vitest";
import { formatCents, isBelowOneCent, toCents } from "./money.js";

describe("money in integer cents (§5)", () => {
  it("§5: converts decimals to cents exactly, rounding half up", () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(1)).toBe(100);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996 in floats
    expect(toCents(1.005)).toBe(101); // Math.round(1.005 * 100) = 100
    expect(toCents(1.004)).toBe(100);
    expect(toCents("4.99")).toBe(499);
    expect(toCents("  12.5 ")).toBe(1250);
    expect(toCents(10_000_000)).toBe(1_000_000_000);
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(0.005)).toBe(1);
  });

  it("§5: rejects negative and non-numeric amounts", () => {
    for (const bad of [-1, "-0.5", "abc", "1,5", Number.NaN, Number.POSITIVE_INFINITY, ""]) expect(() => toCents(bad), String(bad)).toThrow(RangeError);
  });

  it("§5: sums in cents avoid float error (0.1 + 0.2)", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatCents(toCents(0.1) + toCents(0.2))).toBe("0.30");
  });

  it("§5: isBelowOneCent compares on the decimal text", () => {
    expect(isBelowOneCent(0)).toBe(true);
    expect(isBelowOneCent(0.009)).toBe(true);
    expect(isBelowOneCent("0.0099999")).toBe(true);
    expect(isBelowOneCent(0.01)).toBe(false);
    expect(isBelowOneCent(1)).toBe(false);
    expect(isBelowOneCent(1e-9)).toBe(true);
  });

  it("§5: formats cents with two decimals", () => {
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(50)).toBe("0.50");
    expect(formatCents(123405)).toBe("1234.05");
    expect(formatCents(-150)).toBe("-1.50");
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});
