import { describe, expect, it } from "vitest";
import { randomHex } from "./random.js";

describe("randomHex", () => {
  it("§3: returns 2 lowercase hex characters per byte", () => {
    for (const bytes of [0, 1, 8, 16, 33]) expect(randomHex(bytes)).toMatch(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
  });

  it("§3: nonces do not repeat", () => {
    const seen = new Set(Array.from({ length: 500 }, () => randomHex(16)));
    expect(seen.size).toBe(500);
  });
});
