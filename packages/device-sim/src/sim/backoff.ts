import { Rng, type Seed } from "../prng.js";

/** Reconnect delays after a drop. */
export interface BackoffRange {
  minMs: number;
  maxMs: number;
}

/** Real devices retry after 1 s, doubling up to 30 s. */
export const DEFAULT_BACKOFF: BackoffRange = { minMs: 1_000, maxMs: 30_000 };

/**
 * Exponential back-off with "equal jitter": attempt n waits between half and all of
 * min(maxMs, minMs·2ⁿ). The jitter spreads a fleet's reconnects after a server restart (otherwise
 * every device would hit the server in the same millisecond), and comes from a seeded PRNG so a
 * run can be replayed exactly.
 */
export class Backoff {
  private attempt = 0;
  private readonly rng: Rng;

  constructor(
    private readonly range: BackoffRange,
    seed: Seed,
  ) {
    if (!(range.minMs >= 0 && range.maxMs >= range.minMs)) throw new RangeError(`bad back-off range ${range.minMs}..${range.maxMs}`);
    this.rng = new Rng(seed);
  }

  /** The delay before the next attempt; each call counts as one more failed attempt. */
  next(): number {
    const ceiling = Math.min(this.range.maxMs, this.range.minMs * 2 ** Math.min(this.attempt, 30));
    this.attempt += 1;
    const half = ceiling / 2;
    return Math.round(half + this.rng.float() * half);
  }

  /** A successful connection starts the sequence over (the PRNG keeps its position). */
  reset(): void {
    this.attempt = 0;
  }
}
