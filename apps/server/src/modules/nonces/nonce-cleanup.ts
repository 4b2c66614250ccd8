import type { FastifyBaseLogger } from "fastify";
import { startPeriodicJob } from "../../lib/periodic-job.js";
import type { NonceStore } from "../../core/nonce-store.js";

/** How often expired nonces are purged. */
export const NONCE_CLEANUP_INTERVAL_MS = 60_000;

/**
 * Periodically deletes expired nonces so the table stays small. Call the returned function on
 * shutdown.
 */
export function startNonceCleanup(
  store: NonceStore,
  log: FastifyBaseLogger,
  intervalMs: number = NONCE_CLEANUP_INTERVAL_MS,
): () => void {
  return startPeriodicJob(
    {
      run: (now) => store.deleteExpired(now),
      report: (count, log) => {
        if (count > 0) log.debug({ count }, "expired request nonces deleted");
      },
      failure: "expired nonce cleanup failed",
    },
    log,
    intervalMs,
  );
}
