import { formatMmSs, useCountdown } from "@vms/ui-kit";

export interface LockTimerProps {
  /** When the lock ends, as epoch milliseconds. */
  expireAt: number;
  /** Text before the time. */
  label: string;
  /** Called once when the countdown reaches zero (or at mount if it already has). */
  onDone: () => void;
}

/** The lock countdown (spec §2): ui-kit's LockCountdown clock in plain markup (decision 0012). */
export function LockTimer({ expireAt, label, onDone }: LockTimerProps) {
  const remaining = useCountdown(expireAt, onDone);
  if (remaining <= 0) return null;
  return (
    <div role="timer" className="vms-login__timer">
      <span>{label}</span>
      <time>{formatMmSs(remaining)}</time>
    </div>
  );
}
