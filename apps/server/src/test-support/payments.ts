import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createSandbox, SANDBOX_SECRET_KEY, SANDBOX_WEBHOOK_SECRET, type SandboxOptions } from "@vms/payment-sandbox";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import type { AppOptions } from "../app-types.js";
import { paymentEvents } from "../db/schema/commerce.js";
import type { PaymentSettings } from "../modules/commerce/payments/payment-settings.js";
import { WEBHOOK_PATH } from "../modules/commerce/webhook-route.js";
import { useServer, type DatabaseEngine } from "./test-server.js";

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

/**
 * A test server wired to an in-process payment sandbox (real HTTP both ways: the server calls the
 * sandbox's API, the sandbox POSTs signed webhooks to the server). The sandbox can be restarted on
 * its port, losing its checkouts as a restarted sandbox process does.
 */
export function usePaymentServer(engine: DatabaseEngine, tuning: { countdownSec?: number; options?: AppOptions } = {}) {
  let sandbox: FastifyInstance | null = null;
  let sandboxPort = 0;
  let serverBase = "";
  let held = false;
  const sandboxOptions: SandboxOptions = { webhookUrl: () => (serverBase && !held ? serverBase + WEBHOOK_PATH : null), webhookSecret: SANDBOX_WEBHOOK_SECRET, threeDsDelayMs: 200, retryMs: 250, disputeDelayMs: 200 };
  const payments: Partial<PaymentSettings> = {};
  const startSandbox = async () => {
    sandbox = createSandbox(sandboxOptions);
    await sandbox.listen({ port: sandboxPort, host: "127.0.0.1" });
    sandboxPort = (sandbox.server.address() as AddressInfo).port;
  };
  beforeAll(async () => {
    await startSandbox();
    Object.assign(payments, { apiUrl: `http://127.0.0.1:${sandboxPort}`, webhookSecret: SANDBOX_WEBHOOK_SECRET, countdownMs: (tuning.countdownSec ?? 1800) * 1000, freeChlNum: 0 });
  });
  const server = useServer(engine, { ...tuning.options, payments }, { loginIpPerMinute: 1_000 });
  beforeAll(() => {
    serverBase = server().baseUrl;
  });
  afterAll(async () => {
    serverBase = "";
    await sandbox?.close();
  });
  const stripe = () => new Stripe(SANDBOX_SECRET_KEY, { host: "127.0.0.1", port: sandboxPort, protocol: "http", maxNetworkRetries: 0 });
  return {
    server,
    stripe,
    /** Stops the sandbox and starts a new one on the same port: every checkout is forgotten. */
    async restartSandbox(): Promise<void> {
      await sandbox?.close();
      await startSandbox();
    },
    /**
     * Pays a checkout on the sandbox's page with webhooks held, so the test delivers the completion
     * itself (concurrently, replayed): the page's answer and the held checkout.session.completed event.
     */
    async payHeld(checkoutUrl: string, paymentId: string): Promise<{ status: number; completed: Stripe.Event }> {
      // While held, the sandbox keeps its events and delivers none.
      held = true;
      let status: number;
      try {
        status = (await payOnPage(checkoutUrl, "4242424242424242")).status;
      } finally {
        held = false;
      }
      const [completed] = await this.eventsOf("checkout.session.completed", paymentId);
      if (!completed) throw new Error(`no checkout.session.completed for ${paymentId}`);
      return { status, completed };
    },
    /** Makes creating a checkout take this long at the provider (0: at once). */
    slowCheckouts(ms: number): void {
      sandboxOptions.createDelayMs = ms;
    },
    /** The payer's bank disputes a payment (charge.dispute.created). */
    async dispute(paymentIntent: string): Promise<void> {
      const res = await fetch(`http://127.0.0.1:${sandboxPort}/v1/test_helpers/sandbox/disputes`, { method: "POST", headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, "content-type": "application/json" }, body: JSON.stringify({ payment_intent: paymentIntent }) });
      if (!res.ok) throw new Error(`dispute refused: ${res.status}`);
    },
    /** The sandbox's open and closed checkouts of one order (newest first). */
    async sessionsOf(orderNo: string): Promise<Stripe.Checkout.Session[]> {
      return (await stripe().checkout.sessions.list({ limit: 100 })).data.filter((s) => s.client_reference_id === orderNo);
    },
    /** Signs an event with the sandbox's secret and POSTs it to the webhook route (what a forger with the secret could send). */
    async postEvent(event: object): Promise<{ status: number; outcome?: string }> {
      const payload = JSON.stringify(event);
      const res = await fetch(serverBase + WEBHOOK_PATH, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET }) }, body: payload });
      return { status: res.status, ...((await res.json()) as { outcome?: string }) };
    },
    /** The outcome the server recorded for a webhook event, once it has one. */
    async outcomeOf(eventId: string, timeoutMs = 10_000): Promise<string> {
      for (const end = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 50))) {
        const [row] = await server().app.vms.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
        if (row) return row.outcome;
        if (Date.now() > end) throw new Error(`no outcome recorded for ${eventId}`);
      }
    },
    /** The sandbox's events about one checkout session (or its payment intent), newest first. */
    async eventsOf(type: string, objectId: string): Promise<Stripe.Event[]> {
      const all = (await (await fetch(`http://127.0.0.1:${sandboxPort}/v1/events`, { headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` } })).json()) as { data: Stripe.Event[] };
      return all.data.filter((e) => e.type === type && (e.data.object as { id?: string }).id === objectId);
    },
  };
}
