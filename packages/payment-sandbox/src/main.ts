#!/usr/bin/env node
import { createSandbox, SANDBOX_DEFAULT_PORT, SANDBOX_WEBHOOK_SECRET } from "./index.js";
import { listenWhenFree, watchParent } from "./process-life.js";

// The payment sandbox as its own process (docs/payments.md):
//   SANDBOX_PORT (12111), SANDBOX_HOST (127.0.0.1), SANDBOX_WEBHOOK_URL (the server's
//   /payments/stripe/webhook), SANDBOX_WEBHOOK_SECRET (whsec_vms_sandbox), SANDBOX_3DS_DELAY_MS (3000),
//   SANDBOX_EXIT_WITH_PARENT=1 (stdin is a pipe from the process that started it: exit when that
//   process is gone, even after kill -9),
//   SANDBOX_BIND_WAIT_MS (0: wait this long for a busy port, e.g. an orphan that is exiting).
const env = process.env;
if (env.SANDBOX_EXIT_WITH_PARENT === "1") watchParent(() => process.exit(0));
const app = createSandbox({
  webhookUrl: env.SANDBOX_WEBHOOK_URL ?? "http://127.0.0.1:8080/payments/stripe/webhook",
  webhookSecret: env.SANDBOX_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET,
  threeDsDelayMs: Number(env.SANDBOX_3DS_DELAY_MS ?? 3000),
  logger: env.SANDBOX_LOG === "1",
});
const port = Number(env.SANDBOX_PORT ?? SANDBOX_DEFAULT_PORT);
const host = env.SANDBOX_HOST ?? "127.0.0.1";
await listenWhenFree(app, { port, host }, Number(env.SANDBOX_BIND_WAIT_MS ?? 0), () => process.stdout.write(`payment sandbox: port ${port} is busy, waiting for it\n`));
process.stdout.write(`payment sandbox listening on http://${host}:${port}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
