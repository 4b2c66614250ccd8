import { describe, expect, it } from "vitest";
import { MAX_RECONNECT_MS, ReconnectBackoff, reconnectDelay, reconnectsAfter } from "./reconnect-policy";

describe("live reconnect policy (issue 28: windows resume by themselves)", () => {
  it("reconnects after failures that pass (offline, timeout, network, relay), not after refusals", () => {
    for (const code of [7062, 7069, 7071, 7072, 500, 12344, 12345]) expect(reconnectsAfter(code)).toBe(true);
    for (const code of [5000, 33001, 33002, 33105, 33106, 7060, 7065, 7070]) expect(reconnectsAfter(code)).toBe(false);
  });

  it("waits 1 s, then twice as long each time, at most 30 s; the jitter stays within ±20 %", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map((n) => reconnectDelay(n, () => 0.5))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, MAX_RECONNECT_MS]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 0.999_999)).toBe(1_200);
  });

  it("counts attempts until media resets it", () => {
    const backoff = new ReconnectBackoff(() => 0.5);
    expect([backoff.next(), backoff.next(), backoff.next()]).toEqual([1_000, 2_000, 4_000]);
    expect(backoff.attempts).toBe(3);
    backoff.reset();
    expect(backoff.next()).toBe(1_000);
  });
});
