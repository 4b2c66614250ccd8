/** Reconnect delays after a failure. */
export interface BackoffRange {
  minMs: number;
  maxMs: number;
}

/** Retry after 1 s, doubling up to 30 s, as the simulator and real recorders do. */
export const DEFAULT_BACKOFF: BackoffRange = { minMs: 1_000, maxMs: 30_000 };

/**
 * Exponential back-off with "equal jitter": attempt n waits between half and all of
 * min(maxMs, minMs·2ⁿ). The jitter spreads many bridges' reconnects after a server restart, and a
 * camera's retries after a site-wide power cut, instead of all of them arriving in the same instant.
 */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly range: BackoffRange = DEFAULT_BACKOFF,
    private readonly random: () => number = Math.random,
  ) {
    if (!(range.minMs >= 0 && range.maxMs >= range.minMs)) throw new RangeError(`bad back-off range ${range.minMs}..${range.maxMs}`);
  }

  /**
   * The delay before the next attempt; each call counts as one more failed attempt. `maxMs` lowers
   * the range's ceiling for this one (never raises it).
   */
  next(maxMs = this.range.maxMs): number {
    const top = Math.max(this.range.minMs, Math.min(this.range.maxMs, maxMs));
    const ceiling = Math.min(top, this.range.minMs * 2 ** Math.min(this.attempt, 30));
    this.attempt += 1;
    const half = ceiling / 2;
    return Math.round(half + this.random() * half);
  }

  /** A success starts the sequence over. */
  reset(): void {
    this.attempt = 0;
  }
}
