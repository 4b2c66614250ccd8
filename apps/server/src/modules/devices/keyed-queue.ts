/**
 * Runs jobs one after another per key (per device SN), so that a hello followed at once by a status
 * frame is written in that order. Jobs of different keys run concurrently.
 */
export function createKeyedQueue(onError: (err: unknown, key: string) => void) {
  const tails = new Map<string, Promise<void>>();
  return {
    run(key: string, job: () => Promise<void>): Promise<void> {
      const previous = tails.get(key) ?? Promise.resolve();
      const next = previous.then(job).catch((err: unknown) => onError(err, key));
      tails.set(key, next);
      void next.finally(() => {
        if (tails.get(key) === next) tails.delete(key);
      });
      return next;
    },
    /** Resolves when every queued job has run (tests, shutdown). */
    async idle(): Promise<void> {
      while (tails.size > 0) await Promise.all([...tails.values()]);
    },
  };
}
