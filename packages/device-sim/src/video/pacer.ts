// After a stall longer than this (a busy event loop, a suspended laptop) the schedule restarts
// from now instead of bursting every missed frame at once.
const MAX_LATE_MS = 1000;

/**
 * Calls `emit(n)` for n = 0, 1, 2 … at `intervalMs` apart, paced against the start time (item n is
 * due at start + n × interval), not by chained delays, so timing does not drift. Item 0 goes out on
 * the next turn, so the caller holds the stop function (the result) before any item.
 */
export function startPaced(intervalMs: number, emit: (n: number) => void): () => void {
  let base = performance.now();
  let next = 0; // items sent
  let slot = 0; // items since `base`
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = (): void => {
    timer = undefined;
    const now = performance.now();
    if (now - (base + slot * intervalMs) > MAX_LATE_MS) {
      base = now;
      slot = 0;
    }
    while (!stopped && base + slot * intervalMs <= now) {
      emit(next);
      next++;
      slot++;
    }
    if (!stopped) timer = setTimeout(tick, base + slot * intervalMs - performance.now());
  };
  timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
