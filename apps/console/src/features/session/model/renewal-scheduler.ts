import { RENEWAL_RECHECK_MS, RENEW_BEFORE_MS } from "./session-timing";

export interface RenewalSchedulerOptions {
  /** Expiry (epoch ms, server clock) of the current session, or null when signed out. */
  getExpireTime: () => number | null;
  /** Calls back when the session changes (renewed, replaced by another tab, cleared). */
  subscribe: (listener: () => void) => () => void;
  /** Renews the token and stores the new one. */
  renew: () => Promise<void>;
  /** "Now" on the server's clock: the local clock plus the API client's learnt offset. */
  now: () => number;
  thresholdMs?: number;
  recheckMs?: number;
  /** Where visibility changes are heard. */
  document?: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
}

export interface RenewalScheduler {
  start(): void;
  stop(): void;
  /** Renews now when at most the threshold remains, else re-arms the timer. */
  check(): void;
}

/**
 * Spec §4: renews the token once at most 300 s remain. A timer fires at that moment (and at least
 * every minute, so a corrected clock or a computer waking from sleep is noticed); a tab coming back
 * into view checks too. One renewal runs at a time; a failed one is tried again at the next check.
 */
export function createRenewalScheduler(options: RenewalSchedulerOptions): RenewalScheduler {
  const thresholdMs = options.thresholdMs ?? RENEW_BEFORE_MS;
  const recheckMs = options.recheckMs ?? RENEWAL_RECHECK_MS;
  const doc = options.document ?? globalThis.document;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let running = false;
  let unsubscribe: (() => void) | undefined;

  const arm = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, Math.min(delay, recheckMs)));
  };

  function check(): void {
    if (!running) return;
    const expireTime = options.getExpireTime();
    if (expireTime === null) {
      clearTimeout(timer);
      return;
    }
    const remaining = expireTime - options.now();
    if (remaining > thresholdMs) {
      arm(remaining - thresholdMs);
      return;
    }
    if (inFlight) return;
    inFlight = true;
    options
      .renew()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        // A renewed session is checked again through `subscribe`; a failed renewal a minute later.
        if (running) arm(recheckMs);
      });
  }

  const onVisibility = () => {
    if (doc?.visibilityState === "visible") check();
  };

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = options.subscribe(check);
      doc?.addEventListener("visibilitychange", onVisibility);
      check();
    },
    stop() {
      running = false;
      clearTimeout(timer);
      unsubscribe?.();
      doc?.removeEventListener("visibilitychange", onVisibility);
    },
    check,
  };
}
