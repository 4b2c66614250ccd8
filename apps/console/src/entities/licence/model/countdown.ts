import { useEffect, useRef, useState } from "react";
import { formatSpecTime } from "@vms/api-client";

/** A payment countdown at one instant (spec §4: payment has a countdown; on timeout the order is cancelled). */
export interface CountdownView {
  /** Whole seconds left, rounded up; 0 once over. */
  secondsLeft: number;
  /** "mm:ss" (minutes may exceed 59: "75:00"). */
  text: string;
  over: boolean;
}

/** The countdown to `deadlineMs` seen at `nowMs`. */
export function countdownView(deadlineMs: number, nowMs: number): CountdownView {
  const secondsLeft = Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
  return { secondsLeft, text: formatSpecTime(secondsLeft * 1000, "minuteSecond"), over: secondsLeft === 0 };
}

/**
 * A live countdown to `deadlineMs` (null: none). It reads the clock against the deadline on every
 * tick rather than decrementing, so a throttled background tab is right when it wakes; `onOver`
 * runs once when it reaches zero.
 */
export function useCountdown(deadlineMs: number | null, onOver?: () => void): CountdownView | null {
  const [now, setNow] = useState(() => Date.now());
  const over = deadlineMs !== null && now >= deadlineMs;
  useEffect(() => {
    if (deadlineMs === null || over) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadlineMs, over]);
  // Only the transition to "over" fires it; a new onOver identity must not fire it again.
  const onOverRef = useRef(onOver);
  useEffect(() => {
    onOverRef.current = onOver;
  });
  useEffect(() => {
    if (over) onOverRef.current?.();
  }, [over]);
  return deadlineMs === null ? null : countdownView(deadlineMs, now);
}
