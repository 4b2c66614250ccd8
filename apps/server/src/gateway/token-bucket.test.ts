import { describe, expect, it } from "vitest";
import { KeyedTokenBuckets, TokenBucket } from "./token-bucket.js";

const takes = (bucket: { take(now: number): boolean }, n: number, now: number) => Array.from({ length: n }, () => bucket.take(now)).filter(Boolean).length;

describe("TokenBucket", () => {
  it("§4: passes a burst, then the refill rate, and never more than the burst after a rest", () => {
    const bucket = new TokenBucket({ burst: 5, perSec: 2 }, 0);
    expect(takes(bucket, 8, 0)).toBe(5);
    expect(takes(bucket, 8, 1_000)).toBe(2);
    expect(takes(bucket, 8, 1_250)).toBe(0);
    expect(takes(bucket, 8, 1_500)).toBe(1);
    expect(takes(bucket, 8, 3_600_000)).toBe(5);
  });

  it("tells when it has refilled (so it can be forgotten)", () => {
    const bucket = new TokenBucket({ burst: 2, perSec: 1 }, 0);
    bucket.take(0);
    expect(bucket.full(500)).toBe(false);
    expect(bucket.full(1_000)).toBe(true);
  });
});

describe("KeyedTokenBuckets", () => {
  it("§4: keeps one budget per key", () => {
    const buckets = new KeyedTokenBuckets({ burst: 3, perSec: 3 / 3600 });
    expect(takes({ take: (now) => buckets.take("10.0.0.1", now) }, 5, 0)).toBe(3);
    expect(takes({ take: (now) => buckets.take("10.0.0.2", now) }, 5, 0)).toBe(3);
    expect(buckets.take("10.0.0.1", 1_200_000)).toBe(true);
    expect(buckets.take("10.0.0.1", 1_200_000)).toBe(false);
  });

  it("forgets keys whose budget refilled once many keys are held", () => {
    const buckets = new KeyedTokenBuckets({ burst: 1, perSec: 1 });
    for (let i = 0; i < 10_000; i++) buckets.take(`a${i}`, 0);
    expect(buckets.size).toBe(10_000);
    // Ten seconds later the first ones have refilled: the next new key sweeps them away.
    buckets.take("b", 10_000);
    expect(buckets.size).toBe(1);
    expect(buckets.take("a1", 10_000)).toBe(true);
  });
});
