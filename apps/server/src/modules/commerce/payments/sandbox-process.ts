import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";

/** How long a new sandbox waits for its port (an orphan of a crashed server notices within a second). */
const BIND_WAIT_MS = 15_000;
/** How long a stop waits for the sandbox to exit before killing it. */
const STOP_GRACE_MS = 3_000;

/**
 * Starts the payment sandbox as its own process (demo mode, docs/payments.md) and stops it with the
 * server. Its webhooks go to this server's /payments/stripe/webhook. It dies with the server even
 * when the server is killed outright (kill -9): it holds the read end of a pipe whose write end only
 * this process has, and exits when the pipe ends (decision 0018). A new start waits for the port
 * while such an orphan exits instead of failing to bind.
 */
export function spawnSandbox(opts: { port: number; webhookUrl: string; webhookSecret: string; log: FastifyBaseLogger }): { pid: number | undefined; stop(): Promise<void> } {
  const main = fileURLToPath(import.meta.resolve("@vms/payment-sandbox/main"));
  const child: ChildProcess = spawn(process.execPath, [main], {
    // The child inherits this process's environment (PATH, NODE_OPTIONS …); no setting is read from it here.
    // eslint-disable-next-line no-restricted-properties
    env: { ...process.env, SANDBOX_PORT: String(opts.port), SANDBOX_WEBHOOK_URL: opts.webhookUrl, SANDBOX_WEBHOOK_SECRET: opts.webhookSecret, SANDBOX_EXIT_WITH_PARENT: "1", SANDBOX_BIND_WAIT_MS: String(BIND_WAIT_MS) },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let exited = child.exitCode !== null;
  const done = new Promise<void>((resolve) => child.once("exit", () => { exited = true; resolve(); }));
  child.stdout?.on("data", (b: Buffer) => opts.log.info({ sandbox: b.toString().trim() }, "payment sandbox"));
  child.stderr?.on("data", (b: Buffer) => opts.log.warn({ sandbox: b.toString().trim() }, "payment sandbox"));
  child.on("exit", (code, signal) => (code ? opts.log.error({ code }, "payment sandbox exited: payments are unavailable") : opts.log.info({ code, signal }, "payment sandbox exited")));
  // Nothing is written to the pipe; an error on it (the child gone) is not the server's.
  child.stdin?.on("error", () => {});
  return {
    pid: child.pid,
    async stop() {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
      await done;
      clearTimeout(timer);
    },
  };
}
