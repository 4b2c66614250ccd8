import type { PlaybackClock } from "@vms/device-sim";

/** A clock that follows the real one until a test moves it on. */
interface SteppedClock extends PlaybackClock {
  /** Moves the clock `ms` ahead at once and runs, in order, every timer that falls due (new ones too). */
  advance(ms: number): void;
}

type Timer = { due: number; run: () => void; real: ReturnType<typeof setTimeout> | undefined };

/**
 * Real time plus what the test added: timers fire on their own as usual, and `advance` lets a
 * minute pass for whoever reads this clock (a simulated device's playback) without waiting for it.
 */
export function steppedClock(): SteppedClock {
  let offset = 0;
  const pending = new Set<Timer>();
  const now = () => Date.now() + offset;
  const fire = (timer: Timer) => {
    if (!pending.delete(timer)) return;
    clearTimeout(timer.real);
    timer.run();
  };
  return {
    now,
    after(ms, run) {
      const timer: Timer = { due: now() + ms, run, real: undefined };
      timer.real = setTimeout(() => fire(timer), ms);
      pending.add(timer);
      return () => {
        pending.delete(timer);
        clearTimeout(timer.real);
      };
    },
    advance(ms) {
      offset += ms;
      for (let runs = 0; ; runs++) {
        const due = [...pending].filter((t) => t.due <= now()).sort((a, b) => a.due - b.due)[0];
        if (!due) return;
        // A timer that keeps re-arming itself at the same time would never let the clock settle.
        if (runs > 100_000) throw new Error("stepped clock: timers keep falling due");
        fire(due);
      }
    },
  };
}
