import { useCallback, useEffect, useState } from "react";

/** Spec §9: an e-mail code may be requested again after 120 s. */
export const CODE_RESEND_SECONDS = 120;

/**
 * Spec §4 e-mail code states: never sent (unset), counting down before another may be requested
 * (waiting), may be requested again (resend), or refused for the day (limited).
 */
export type CodeCountdownState = "unset" | "waiting" | "resend" | "limited";

export interface CodeCountdown {
  state: CodeCountdownState;
  /** Whole seconds left while waiting (rounded up), else 0. */
  secondsLeft: number;
  /** A code went out (or the server said "too often"): wait `seconds` before the next request. */
  start: (seconds?: number) => void;
  /** The daily limit is reached: no more requests on this screen. */
  limit: () => void;
  /** Back to "never sent", e.g. when the e-mail address changes. */
  reset: () => void;
}

type Phase = { kind: "unset" | "resend" | "limited" } | { kind: "waiting"; until: number };

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * The countdown behind every "get code" button (sign-up, MFA e-mail factor, password recovery).
 * It counts against a deadline rather than decrementing, so a throttled background tab still
 * shows the right time when it wakes.
 */
export function useCodeCountdown(defaultSeconds: number = CODE_RESEND_SECONDS): CodeCountdown {
  const [phase, setPhase] = useState<Phase>({ kind: "unset" });
  const [, setTick] = useState(0);

  useEffect(() => {
    if (phase.kind !== "waiting") return;
    const timer = setInterval(() => {
      if (Date.now() >= phase.until) setPhase({ kind: "resend" });
      else setTick((n) => n + 1);
    }, 250);
    return () => clearInterval(timer);
  }, [phase]);

  const start = useCallback(
    (seconds: number = defaultSeconds) => {
      setPhase(seconds > 0 ? { kind: "waiting", until: Date.now() + seconds * 1000 } : { kind: "resend" });
    },
    [defaultSeconds],
  );
  const limit = useCallback(() => setPhase({ kind: "limited" }), []);
  const reset = useCallback(() => setPhase({ kind: "unset" }), []);

  const secondsLeft = phase.kind === "waiting" ? secondsUntil(phase.until) : 0;
  // Between the deadline and the next tick the phase is still "waiting"; report it as over.
  const state: CodeCountdownState = phase.kind === "waiting" && secondsLeft === 0 ? "resend" : phase.kind;
  return { state, secondsLeft, start, limit, reset };
}
