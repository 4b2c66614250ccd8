/** A budget: up to `burst` at once, refilled continuously at `perSec`. */
export interface BucketRate {
  burst: number;
  perSec: number;
}

/**
 * A token bucket: `take()` spends one token when there is one. It starts full, so a device's
 * legitimate burst (a recorder's cameras going offline together, a fleet registering) passes
 * while a sustained flood is cut at the refill rate.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: BucketRate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.at = now;
  }

  /** Spends one token; false when the budget is exhausted (nothing is spent then). */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** True when the bucket has refilled completely by `now` (it can be forgotten). */
  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.rate.burst;
  }

  private refill(now: number): void {
    const elapsedS = Math.max(0, now - this.at) / 1000;
    this.tokens = Math.min(this.rate.burst, this.tokens + elapsedS * this.rate.perSec);
    this.at = now;
  }
}

/** How many keys a KeyedTokenBuckets holds before it forgets the full ones. */
const SWEEP_AT = 10_000;

/**
 * One TokenBucket per key (a client IP). Only keys that spent something are kept, and full ones
 * are forgotten whenever the map grows past SWEEP_AT keys, so memory follows the clients that are
 * actually being limited.
 */
export class KeyedTokenBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  private sweepAt = SWEEP_AT;

  constructor(private readonly rate: BucketRate) {}

  take(key: string, now: number): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.sweepAt) this.sweep(now);
      bucket = new TokenBucket(this.rate, now);
      this.buckets.set(key, bucket);
    }
    return bucket.take(now);
  }

  /** Keys held now (tests). */
  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.full(now)) this.buckets.delete(key);
    // Still many clients being limited: sweep again only after as many new ones again.
    this.sweepAt = Math.max(SWEEP_AT, this.buckets.size * 2);
  }
}
