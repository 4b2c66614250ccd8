import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";

/**
 * Starts the payment sandbox as its own process (demo mode, docs/payments.md) and stops it with the
 * server. Its webhooks go to this server's /payments/stripe/webhook.
 */
export function spawnSandbox(opts: { port: number; webhookUrl: string; webhookSecret: string; log: FastifyBaseLogger }): { stop(): void } {
  const main = fileURLToPath(import.meta.resolve("@vms/payment-sandbox/main"));
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: { ...process.env, SANDBOX_PORT: String(opts.port), SANDBOX_WEBHOOK_URL: opts.webhookUrl, SANDBOX_WEBHOOK_SECRET: opts.webhookSecret },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (b: Buffer) => opts.log.info({ sandbox: b.toString().trim() }, "payment sandbox"));
  child.stderr?.on("data", (b: Buffer) => opts.log.warn({ sandbox: b.toString().trim() }, "payment sandbox"));
  child.on("exit", (code) => opts.log.info({ code }, "payment sandbox exited"));
  return { stop: () => void child.kill("SIGTERM") };
}
