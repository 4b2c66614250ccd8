import { describe, expect, it } from "vitest";
import { deriveSeed, hashSeed, mulberry32, Rng } from "./prng.js";

describe("seeded PRNG", () => {
  it("§9: mulberry32 is deterministic and stays in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    for (const x of xs) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(mulberry32(43)()).not.toBe(mulberry32(42)());
  });

  it("§9: mulberry32 follows the reference algorithm", () => {
    // Reference: the published mulberry32, written out here independently.
    const ref = (seed: number) => {
      let s = seed;
      return () => {
        s = (s + 0x6d2b79f5) >>> 0;
        let t = s;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
      };
    };
    for (const seed of [0, 1, 42, 0xdeadbeef]) {
      const mine = mulberry32(seed);
      const theirs = ref(seed);
      for (let i = 0; i < 50; i++) expect(mine()).toBe(theirs());
    }
  });

  it("§9: output is roughly uniform", () => {
    const rng = new Rng(7);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) buckets[Math.floor(rng.float() * 10)]! += 1;
    for (const n of buckets) expect(n).toBeGreaterThan(1700);
  });

  it("§9: text seeds hash to stable numbers; numeric seeds are taken as 32-bit integers", () => {
    expect(hashSeed("demo")).toBe(hashSeed("demo"));
    expect(hashSeed("demo")).not.toBe(hashSeed("demp"));
    expect(hashSeed("")).toBe(0x811c9dc5);
    expect(hashSeed(5)).toBe(5);
    expect(hashSeed(-1)).toBe(0xffffffff);
    expect(hashSeed(3.9)).toBe(3);
    expect(() => hashSeed(Number.NaN)).toThrow(RangeError);
    expect(deriveSeed("demo", 0)).not.toBe(deriveSeed("demo", 1));
    expect(deriveSeed("demo", 3)).toBe(deriveSeed("demo", 3));
  });

  it("§9: int covers both bounds and nothing outside them", () => {
    const rng = new Rng("ints");
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rng.int(4, 9));
    expect([...seen].sort()).toEqual([4, 5, 6, 7, 8, 9]);
    expect(rng.int(3, 3)).toBe(3);
    expect(() => rng.int(5, 4)).toThrow(RangeError);
    expect(() => rng.int(1.5, 4)).toThrow(RangeError);
  });

  it("§9: pick, chance, weighted and chars", () => {
    const rng = new Rng(1);
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(["a", "b"]).toContain(rng.pick(["a", "b"]));
    expect(rng.chance(0)).toBe(false);
    expect(rng.chance(1)).toBe(true);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 10_000; i++) counts[rng.weighted<"a" | "b">([["a", 9], ["b", 1]])] += 1;
    expect(counts.a).toBeGreaterThan(8500);
    expect(counts.b).toBeGreaterThan(700);
    expect(rng.weighted([["only", 0]])).toBe("only");
    expect(rng.chars("AB", 12)).toMatch(/^[AB]{12}$/);
  });
});
