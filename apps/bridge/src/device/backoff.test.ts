import { describe, expect, it } from "vitest";
import { Backoff } from "./backoff.js";

describe("Backoff", () => {
  it("doubles up to the ceiling with equal jitter, and starts over after a success", () => {
    const low = new Backoff({ minMs: 1_000, maxMs: 30_000 }, () => 0);
    expect([1, 2, 3, 4, 5, 6, 7].map(() => low.next())).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    low.reset();
    expect(low.next()).toBe(500);
    const high = new Backoff({ minMs: 1_000, maxMs: 30_000 }, () => 0.999_999);
    expect([1, 2, 3, 4, 5, 6].map(() => high.next())).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000]);
  });

  it("takes a lower ceiling for one attempt, never a higher one", () => {
    const b = new Backoff({ minMs: 1_000, maxMs: 30_000 }, () => 0.999_999);
    expect([1, 2, 3, 4, 5].map(() => b.next(5_000))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(b.next()).toBe(30_000);
    expect(b.next(60_000)).toBe(30_000);
    expect(new Backoff({ minMs: 1_000, maxMs: 30_000 }, () => 0.999_999).next(10)).toBe(1_000);
  });

  it("refuses a range that makes no sense", () => {
    expect(() => new Backoff({ minMs: 10, maxMs: 5 })).toThrow(RangeError);
  });
});
