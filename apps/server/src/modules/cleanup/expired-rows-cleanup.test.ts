import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startExpiredRowsCleanup } from "./expired-rows-cleanup.js";

const log = { debug: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

describe("expired rows cleanup", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("§9: purges on every tick until stopped, and logs a failure instead of crashing", async () => {
    vi.useFakeTimers();
    const purge = vi.fn(async () => ({ captchas: 1 }));
    const stop = startExpiredRowsCleanup(purge, log, 1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(purge).toHaveBeenCalledTimes(2);
    expect(log.debug).toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(purge).toHaveBeenCalledTimes(2);

    const failing = startExpiredRowsCleanup(() => Promise.reject(new Error("db down")), log, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.warn).toHaveBeenCalled();
    failing();
  });
});
