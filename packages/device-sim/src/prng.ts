/** A seed: any integer, or text hashed to one. */
export type Seed = number | string;

/** 32-bit FNV-1a hash of a string, so text seeds ("demo") work as well as numbers. */
export function hashSeed(seed: Seed): number {
  if (typeof seed === "number") {
    if (!Number.isFinite(seed)) throw new RangeError(`seed must be finite, got ${seed}`);
    return Math.trunc(seed) >>> 0;
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny, fast 32-bit PRNG; returns floats in [0, 1). Same seed, same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded random source with the helpers the fleet generator needs. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: Seed) {
    this.next = mulberry32(hashSeed(seed));
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`bad range ${min}..${max}`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("cannot pick from an empty list");
    return items[this.int(0, items.length - 1)] as T;
  }

  /** One key of `weights`, chosen in proportion to its weight. */
  weighted<K extends string | number>(weights: ReadonlyArray<readonly [K, number]>): K {
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [key, w] of weights) {
      r -= w;
      if (r < 0) return key;
    }
    return weights[weights.length - 1]![0];
  }

  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string {
    let out = "";
    for (let i = 0; i < length; i++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }
}

/** A sub-seed for item `index` of a run seeded with `seed`, so each item is independent of the count. */
export function deriveSeed(seed: Seed, index: number): number {
  return hashSeed(`${hashSeed(seed)}:${index}`);
}
