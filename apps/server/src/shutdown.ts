import type { FastifyInstance } from "fastify";

/** Longest a graceful shutdown (drain included) may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Closes the app on SIGINT or SIGTERM (issue 32 "Draining"): readiness turns false at once and new
 * sockets are refused, then after `VMS_DRAIN_MS` (the proxy's health check notices meanwhile) the
 * app closes: consoles and devices are told to reconnect (they land on another instance), running
 * jobs are released to the queue, in-flight requests finish, the database closes. A second signal,
 * or a close that hangs past the deadline, exits at once so an operator is never stuck.
 */
export function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    const drainMs = app.vms.config.drainMs;
    app.vms.health.startDraining();
    app.log.info({ signal, drainMs }, "shutting down: draining");
    setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + drainMs).unref();
    const close = () =>
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
    if (drainMs > 0) setTimeout(close, drainMs);
    else void close();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
