import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startNonceCleanup } from "./nonce-cleanup.js";
import type { NonceStore } from "../../core/nonce-store.js";

const log = { debug: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

describe("nonce cleanup", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("§3: purges expired nonces on every tick until stopped", async () => {
    vi.useFakeTimers();
    const deleteExpired = vi.fn(async () => 2);
    const stop = startNonceCleanup({ consume: async () => true, deleteExpired } satisfies NonceStore, log, 1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(deleteExpired).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(deleteExpired).toHaveBeenCalledTimes(3);
  });

  it("logs a failed purge instead of crashing", async () => {
    vi.useFakeTimers();
    const store: NonceStore = { consume: async () => true, deleteExpired: async () => Promise.reject(new Error("db down")) };
    const stop = startNonceCleanup(store, log, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.warn).toHaveBeenCalled();
    stop();
  });
});
