import { formatMmSs } from "@vms/ui-kit";
import { useEffect, useRef, useState } from "react";

export interface LockTimerProps {
  /** When the lock ends, as epoch milliseconds. */
  expireAt: number;
  /** Text before the time. */
  label: string;
  /** Called once when the countdown reaches zero (or at mount if it already has). */
  onDone: () => void;
}

/**
 * The lock countdown (spec §2): mm:ss, ticking each second, gone at zero after `onDone`. The same
 * behaviour as ui-kit's LockCountdown, without MUI (decision 0012).
 */
export function LockTimer({ expireAt, label, onDone }: LockTimerProps) {
  const [clock, setClock] = useState(() => ({ expireAt, now: Date.now() }));
  // A new deadline (another failed sign-in): restart from the real time, not the last tick.
  if (clock.expireAt !== expireAt) setClock({ expireAt, now: Date.now() });
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
        onDoneRef.current();
      }
      setClock((prev) => (prev.now >= expireAt ? prev : { expireAt, now: expireAt }));
      return;
    }
    // Wake exactly when the displayed second changes instead of drifting with setInterval.
    const timer = setTimeout(() => setClock({ expireAt, now: Date.now() }), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [expireAt, clock.now]);

  const remaining = expireAt - clock.now;
  if (remaining <= 0) return null;
  return (
    <div role="timer" className="vms-login__timer">
      <span>{label}</span>
      <time>{formatMmSs(remaining)}</time>
    </div>
  );
}
