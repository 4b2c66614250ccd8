import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRenewalScheduler, type RenewalSchedulerOptions } from "./renewal-scheduler";

const T0 = Date.UTC(2026, 0, 1);
/** Spec §4/§9: renew when at most 300 s remain (stated, not imported, so a changed constant fails). */
const RENEW_BEFORE_MS = 300_000;

/** A session that expires `ttlMs` from now; renewing pushes the expiry `ttlMs` further. */
function setup({ ttlMs = 7_200_000, offsetMs = 0, renew }: { ttlMs?: number; offsetMs?: number; renew?: () => Promise<void> } = {}) {
  let expireTime: number | null = T0 + ttlMs;
  const listeners = new Set<() => void>();
  const changeSession = (next: number | null) => {
    expireTime = next;
    listeners.forEach((l) => l());
  };
  const renewSpy = vi.fn(
    renew ??
      (async () => {
        changeSession(Date.now() + offsetMs + ttlMs);
      }),
  );
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
  const options: RenewalSchedulerOptions = {
    getExpireTime: () => expireTime,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    renew: renewSpy,
    now: () => Date.now() + offsetMs,
    document: doc,
  };
  const scheduler = createRenewalScheduler(options);
  return { scheduler, renew: renewSpy, doc, changeSession, expireTime: () => expireTime };
}

describe("token renewal (spec §4, §9: renew when at most 300 s remain)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it("§4: does nothing while more than 300 s remain, then renews exactly once at 300 s", async () => {
    const { scheduler, renew } = setup();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(7_200_000 - RENEW_BEFORE_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    // The new session expires two hours later: nothing more for a long while.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(renew).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it("§4: renews at once when the session already has 300 s or less", async () => {
    const { scheduler, renew } = setup({ ttlMs: RENEW_BEFORE_MS });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it("§4: renews once even when checks pile up while the call is in flight", async () => {
    let resolve!: () => void;
    const { scheduler, renew, doc, changeSession } = setup({
      ttlMs: 100_000,
      renew: () => new Promise<void>((r) => (resolve = r)),
    });
    scheduler.start();
    scheduler.check();
    doc.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(90_000);
    expect(renew).toHaveBeenCalledTimes(1);
    changeSession(Date.now() + 7_200_000);
    resolve();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(renew).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it("§4: uses the server's clock: a computer 1 h behind still renews 300 s before the server's expiry", async () => {
    // The local clock reads T0 but the server's is an hour later; the session was issued at server time.
    const offsetMs = 3_600_000;
    const { scheduler, renew } = setup({ offsetMs });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(7_200_000 - RENEW_BEFORE_MS - offsetMs - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it("§4: checks again when the tab becomes visible (timers may have slept)", async () => {
    const { scheduler, renew, changeSession, doc } = setup();
    scheduler.start();
    // The expiry moved closer behind the timer's back (e.g. the computer slept): only visibility tells.
    vi.setSystemTime(T0 + 7_200_000 - 200_000);
    expect(renew).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    changeSession(null);
    scheduler.stop();
  });

  it("a failed renewal is tried again a minute later, not in a loop", async () => {
    const { scheduler, renew } = setup({ ttlMs: 200_000, renew: () => Promise.reject(new Error("offline")) });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renew).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it("stops when signed out or stopped", async () => {
    const { scheduler, renew, changeSession } = setup();
    scheduler.start();
    changeSession(null);
    await vi.advanceTimersByTimeAsync(7_200_000);
    expect(renew).not.toHaveBeenCalled();
    scheduler.stop();
    changeSession(Date.now() + 1_000);
    await vi.advanceTimersByTimeAsync(7_200_000);
    expect(renew).not.toHaveBeenCalled();
  });
});
