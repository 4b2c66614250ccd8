import { Box, Typography } from "@mui/material";
import { formatMmSs } from "./format-mm-ss.js";
import { useCountdown } from "./use-countdown.js";

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
  const remaining = useCountdown(expireAt, onDone);
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
