import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Starts the payment sandbox as its own process (as the demo does); resolves once it listens. */
export async function startSandboxProcess(port: number, webhookUrl: string, webhookSecret: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const main = fileURLToPath(import.meta.resolve("@vms/payment-sandbox/main"));
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_WEBHOOK_URL: webhookUrl, SANDBOX_WEBHOOK_SECRET: webhookSecret, SANDBOX_3DS_DELAY_MS: "200" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}`)));
    child.stdout!.on("data", (b: Buffer) => { if (b.toString().includes("listening")) resolve(); });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => { child.once("exit", () => resolve()); child.kill("SIGTERM"); }),
  };
}

/** Submits a card on the sandbox's hosted page; answers the status, redirect and page text. */
export async function payOnPage(checkoutUrl: string, card: string): Promise<{ status: number; location: string | null; html: string }> {
  const res = await fetch(checkoutUrl, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ card }).toString() });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

/** The result token and order number of a return link (success_url / cancel_url). */
export function returnParams(url: string): { orderNo: string; resultToken: string } {
  const u = new URL(url.replace(/&amp;/g, "&"));
  return { orderNo: u.searchParams.get("orderNo")!, resultToken: u.searchParams.get("token")! };
}
