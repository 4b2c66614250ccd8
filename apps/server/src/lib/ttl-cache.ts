import { performance } from "node:perf_hooks";

/** A small in-process map whose entries expire `ttlMs` after they were set (monotonic clock). */
export interface TtlCache<K, V> {
  get(key: K): V | undefined;
  /**
   * Stores `value`; with `since` (the `version` read before fetching it), only when nothing was
   * deleted in between, so a value read before an invalidation is not stored after it.
   */
  set(key: K, value: V, since?: number): void;
  /** Bumped by every delete and clear. */
  readonly version: number;
  delete(key: K): void;
  /** Drops every entry whose value matches. */
  deleteWhere(match: (value: V) => boolean): void;
  clear(): void;
  readonly size: number;
}

export interface TtlCacheOptions {
  ttlMs: number;
  /** Most entries kept; the oldest goes first. */
  maxEntries?: number;
  /** Monotonic ms (tests). */
  clock?: () => number;
}

/** `ttlMs` 0 gives a cache that never holds anything. */
export function createTtlCache<K, V>(options: TtlCacheOptions): TtlCache<K, V> {
  const { ttlMs } = options;
  const max = options.maxEntries ?? 10_000;
  const clock = options.clock ?? (() => performance.now());
  const entries = new Map<K, { value: V; until: number }>();
  let version = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (clock() >= entry.until) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, since) {
      if (ttlMs <= 0 || (since !== undefined && since !== version)) return;
      entries.delete(key);
      entries.set(key, { value, until: clock() + ttlMs });
      // Map keeps insertion order: the first key is the oldest entry.
      while (entries.size > max) entries.delete(entries.keys().next().value as K);
    },
    delete(key) {
      version++;
      entries.delete(key);
    },
    deleteWhere(match) {
      version++;
      for (const [key, entry] of entries) if (match(entry.value)) entries.delete(key);
    },
    clear() {
      version++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get version() {
      return version;
    },
  };
}
