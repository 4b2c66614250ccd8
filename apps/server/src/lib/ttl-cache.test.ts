import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.js";

describe("ttl cache", () => {
  it("forgets an entry once its time is up", () => {
    let t = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 100, clock: () => t });
    cache.set("a", 1);
    t = 99;
    expect(cache.get("a")).toBe(1);
    t = 100;
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1_000, maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, 2, 3]);
  });

  it("holds nothing with ttl 0, and deletes by value", () => {
    expect((() => { const c = createTtlCache<string, number>({ ttlMs: 0 }); c.set("a", 1); return c.get("a"); })()).toBeUndefined();
    const cache = createTtlCache<string, number>({ ttlMs: 1_000 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.deleteWhere((v) => v === 1);
    expect([cache.get("a"), cache.get("b")]).toEqual([undefined, 2]);
  });

  it("does not store a value fetched before an invalidation", () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1_000 });
    const since = cache.version;
    cache.delete("a");
    cache.set("a", 1, since);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", 2, cache.version);
    expect(cache.get("a")).toBe(2);
  });
});
