import { useEffect, useRef, useState } from "react";

/**
 * Milliseconds left until `expireAt` (epoch ms), re-rendering exactly when the displayed second
 * changes; calls `onDone` once when it reaches zero (or at mount if it already has). The clock of
 * {@link LockCountdown}, without its MUI markup, for pages that render their own (the sign-in page).
 */
export function useCountdown(expireAt: number, onDone?: () => void): number {
  const [clock, setClock] = useState(() => ({ expireAt, now: Date.now() }));
  if (clock.expireAt !== expireAt) {
    // A new deadline (e.g. another failed sign-in): restart from the real time, not the last tick.
    setClock({ expireAt, now: Date.now() });
  }
  // Latest callback without restarting the timer when the parent passes a new closure.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  // Guards against a second call for the same deadline (StrictMode re-runs effects).
  const doneFor = useRef<number | null>(null);

  useEffect(() => {
    const left = expireAt - Date.now();
    if (left <= 0) {
      if (doneFor.current !== expireAt) {
        doneFor.current = expireAt;
        onDoneRef.current?.();
      }
      // Hide even if the last tick was throttled (background tab); a no-op once hidden.
      setClock((prev) => (prev.now >= expireAt ? prev : { expireAt, now: expireAt }));
      return;
    }
    // Wake exactly when the displayed second changes instead of drifting with setInterval.
    const timer = setTimeout(() => setClock({ expireAt, now: Date.now() }), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [expireAt, clock.now]);

  return expireAt - clock.now;
}
