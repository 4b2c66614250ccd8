import { Box, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { formatMmSs } from "./format-mm-ss.js";

/** Props of {@link LockCountdown}. */
export interface LockCountdownProps {
  /** When the lock ends, as epoch milliseconds. */
  expireAt: number;
  /** Formats the remaining milliseconds; defaults to {@link formatMmSs}. */
  format?: (remainingMs: number) => string;
  /** Called once when the countdown reaches zero (or at mount if it already has). */
  onDone?: () => void;
  /** Text before the time, e.g. "Account locked. Try again in". */
  label: string;
}

/**
 * Login lock countdown (spec §2): shows the remaining time, ticks every second and closes
 * (renders nothing) at zero after calling `onDone`.
 */
export function LockCountdown({ expireAt, format = formatMmSs, onDone, label }: LockCountdownProps) {
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

  const remaining = expireAt - clock.now;
  if (remaining <= 0) return null;

  return (
    <Typography role="timer" variant="body2" color="error" sx={{ display: "flex", gap: 0.75, alignItems: "baseline" }}>
      <span>{label}</span>
      <Box component="time" sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 600 }}>
        {format(remaining)}
      </Box>
    </Typography>
  );
}
