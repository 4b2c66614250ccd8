import type { FastifyBaseLogger } from "fastify";
import type { NonceStore } from "./nonce-store.js";

/** How often expired nonces are purged. */
export const NONCE_CLEANUP_INTERVAL_MS = 60_000;

/**
 * Periodically deletes expired nonces so the table stays small. The timer is unref'd so it never
 * keeps the process alive; call the returned function on shutdown.
 */
export function startNonceCleanup(
  store: NonceStore,
  log: FastifyBaseLogger,
  intervalMs: number = NONCE_CLEANUP_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    // Skip a tick rather than pile up deletes when the database is slow.
    if (running) return;
    running = true;
    store
      .deleteExpired(new Date())
      .then((count) => {
        if (count > 0) log.debug({ count }, "expired request nonces deleted");
      })
      .catch((err: unknown) => log.warn({ err }, "expired nonce cleanup failed"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
