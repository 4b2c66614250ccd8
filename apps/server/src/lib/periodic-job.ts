import type { FastifyBaseLogger } from "fastify";

/** One periodic job: its work, and how its outcome is logged. */
export interface PeriodicJob<T> {
  /** Runs once per tick with the tick's time. */
  run(now: Date): Promise<T>;
  /** Logs a result worth logging (e.g. rows deleted); silent by default. */
  report?(result: T, log: FastifyBaseLogger): void;
  /** Message of the warning when a run fails. */
  failure: string;
}

/**
 * Runs `job` every `intervalMs`. A tick is skipped while the previous run is still going, so a
 * slow database never piles up runs. The timer is unref'd so it never keeps the process alive;
 * call the returned function on shutdown.
 */
export function startPeriodicJob<T>(job: PeriodicJob<T>, log: FastifyBaseLogger, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job
      .run(new Date())
      .then((result) => job.report?.(result, log))
      .catch((err: unknown) => log.warn({ err }, job.failure))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
