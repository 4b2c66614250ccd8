import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { cardOutcome } from "./cards.js";
import { parseStripeForm } from "./form.js";
import { challengePage, checkoutPage, closedPage } from "./page.js";
import { stripeSignature } from "./signature.js";

export interface SandboxOptions {
  /** Where signed events are POSTed (the server's webhook route); null: events are only stored. */
  webhookUrl: string | null;
  webhookSecret: string;
  /** How long the 3-D-Secure-style page waits before completing (default 3000). */
  threeDsDelayMs?: number;
  /** Delivery retries: every `retryMs` (default 1000) up to `maxAttempts` (default 120), like Stripe's retries. */
  retryMs?: number;
  maxAttempts?: number;
  /** Delay before the dispute of the dispute card (default 1000). */
  disputeDelayMs?: number;
  logger?: boolean;
}

type Json = Record<string, unknown>;
interface Session extends Json {
  id: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  payment_intent: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  expires_at: number;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const nowSec = () => Math.floor(Date.now() / 1000);
const stripeError = (message: string, type = "invalid_request_error") => ({ error: { type, message } });

/**
 * A local stand-in for the Stripe API subset the server uses (Checkout Sessions, PaymentIntents,
 * signed webhooks), with a hosted card page and test cards (docs/payments.md). The official `stripe`
 * SDK talks to it through its host/port/protocol options.
 */
export function createSandbox(options: SandboxOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Json>();
  const events: Json[] = [];
  const retryMs = options.retryMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 120;
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => { timers.delete(t); if (!closed) fn(); }, ms);
    timers.add(t);
  };

  async function deliver(event: Json, attempt = 1): Promise<void> {
    if (!options.webhookUrl || closed) return;
    const payload = JSON.stringify(event);
    let ok = false;
    try {
      const res = await fetch(options.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": stripeSignature(payload, options.webhookSecret) }, body: payload, signal: AbortSignal.timeout(10_000) });
      ok = res.ok;
    } catch { /* server down: retry */ }
    if (!ok && attempt < maxAttempts) later(retryMs, () => void deliver(event, attempt + 1));
  }
  function emit(type: string, object: Json): Json {
    const event = { id: id("evt"), object: "event", api_version: "2026-10-28.endive", created: nowSec(), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
    events.push(event);
    void deliver(event);
    return event;
  }
  const expire = (s: Session) => {
    if (s.status !== "open") return;
    s.status = "expired";
    emit("checkout.session.expired", { ...s });
  };
  const live = (s: Session | undefined) => {
    if (s && s.status === "open" && s.expires_at <= nowSec()) expire(s);
    return s;
  };
  const sweep = setInterval(() => { for (const s of sessions.values()) live(s); }, 1000);
  sweep.unref();
  app.addHook("onClose", async () => { closed = true; clearInterval(sweep); timers.forEach(clearTimeout); });

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => done(null, parseStripeForm(body as string)));
  // The API needs a secret key (any sk_test_… key); the hosted pages do not.
  app.addHook("onRequest", async (req, reply) => {
    if (!req.url.startsWith("/v1/")) return;
    if (!/^Bearer sk_test_\S+$/.test(req.headers.authorization ?? "")) return reply.code(401).send(stripeError("Invalid API Key provided.", "authentication_error"));
  });

  const succeed = (s: Session, method: string) => {
    const pi = { id: id("pi"), object: "payment_intent", status: "succeeded", amount: s.amount_total, currency: s.currency, metadata: s.metadata, payment_method_types: [method], latest_charge: id("ch") };
    intents.set(pi.id, pi);
    Object.assign(s, { status: "complete", payment_status: "paid", payment_intent: pi.id });
    emit("checkout.session.completed", { ...s });
    return pi;
  };
  const decline = (s: Session, declineCode: string, message: string) => {
    const pi = { id: s.payment_intent ?? id("pi"), object: "payment_intent", status: "requires_payment_method", amount: s.amount_total, currency: s.currency, metadata: s.metadata, last_payment_error: { type: "card_error", code: "card_declined", decline_code: declineCode, message } };
    intents.set(pi.id, pi);
    s.payment_intent = pi.id;
    emit("payment_intent.payment_failed", pi);
  };
  const dispute = (pi: Json) => emit("charge.dispute.created", { id: id("dp"), object: "dispute", amount: pi.amount, currency: pi.currency, charge: pi.latest_charge, payment_intent: pi.id, reason: "fraudulent", status: "needs_response" });
  const returnTo = (url: string, s: Session) => url.replace("{CHECKOUT_SESSION_ID}", s.id);
  const pageOf = (s: Session) => ({ id: s.id, name: String(s.name ?? "Order"), amountText: `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`, cancelUrl: returnTo(s.cancel_url, s), returnUrl: returnTo(s.success_url, s) });

  app.post("/v1/checkout/sessions", async (req, reply) => {
    const body = (req.body ?? {}) as Json;
    const item = ((body.line_items as Json | undefined)?.["0"] ?? {}) as Json;
    const price = (item.price_data ?? {}) as Json;
    const amount = Number(price.unit_amount) * Number(item.quantity ?? 1);
    if (!Number.isSafeInteger(amount) || amount < 50) return reply.code(400).send(stripeError("Amount must be at least 50 cents."));
    if (typeof body.success_url !== "string" || typeof body.cancel_url !== "string") return reply.code(400).send(stripeError("success_url and cancel_url are required."));
    const sid = id("cs");
    const s: Session = {
      id: sid, object: "checkout.session", mode: "payment", status: "open", payment_status: "unpaid", payment_intent: null,
      metadata: (body.metadata ?? {}) as Record<string, string>, client_reference_id: body.client_reference_id ?? null,
      amount_total: amount, currency: String(price.currency ?? "usd"), name: String(((price.product_data ?? {}) as Json).name ?? "Order"),
      success_url: body.success_url, cancel_url: body.cancel_url, expires_at: Number(body.expires_at ?? nowSec() + 86_400),
      url: `${req.protocol}://${req.headers.host ?? "127.0.0.1"}/pay/${sid}`, created: nowSec(), livemode: false,
    };
    sessions.set(sid, s);
    return s;
  });
  app.get<{ Params: { id: string } }>("/v1/checkout/sessions/:id", async (req, reply) => live(sessions.get(req.params.id)) ?? reply.code(404).send(stripeError("No such checkout.session")));
  app.post<{ Params: { id: string } }>("/v1/checkout/sessions/:id/expire", async (req, reply) => {
    const s = sessions.get(req.params.id);
    if (!s) return reply.code(404).send(stripeError("No such checkout.session"));
    if (s.status !== "open") return reply.code(400).send(stripeError(`Only open sessions can be expired; this one is ${s.status}.`));
    expire(s);
    return s;
  });
  app.get<{ Params: { id: string } }>("/v1/payment_intents/:id", async (req, reply) => intents.get(req.params.id) ?? reply.code(404).send(stripeError("No such payment_intent")));
  // Test helpers (not Stripe's): disputes, the event log and redelivery.
  app.post<{ Body: Json }>("/v1/test_helpers/sandbox/disputes", async (req, reply) => {
    const pi = intents.get(String(req.body?.payment_intent));
    return pi ? dispute(pi) : reply.code(404).send(stripeError("No such payment_intent"));
  });
  app.get("/v1/events", async () => ({ object: "list", data: [...events].reverse() }));
  app.post<{ Params: { id: string } }>("/v1/test_helpers/sandbox/events/:id/resend", async (req, reply) => {
    const event = events.find((e) => e.id === req.params.id);
    if (!event) return reply.code(404).send(stripeError("No such event"));
    await deliver(event, maxAttempts);
    return event;
  });

  // The hosted pages.
  app.get<{ Params: { id: string } }>("/pay/:id", async (req, reply) => {
    const s = live(sessions.get(req.params.id));
    if (!s) return reply.code(404).type("text/html").send(closedPage("unknown", "/"));
    if (s.status !== "open") return reply.type("text/html").send(closedPage(s.status, returnTo(s.success_url, s)));
    return reply.type("text/html").send(checkoutPage(pageOf(s)));
  });
  app.post<{ Params: { id: string }; Body: { card?: string } }>("/pay/:id", async (req, reply) => {
    const s = live(sessions.get(req.params.id));
    if (!s) return reply.code(404).type("text/html").send(closedPage("unknown", "/"));
    if (s.status !== "open") return reply.type("text/html").send(closedPage(s.status, returnTo(s.success_url, s)));
    const card = String(req.body?.card ?? "");
    const outcome = cardOutcome(card);
    if (outcome.kind === "threeDs") return reply.type("text/html").send(challengePage(s.id, options.threeDsDelayMs ?? 3000));
    if (outcome.kind === "decline") {
      decline(s, outcome.declineCode, outcome.message);
      return reply.code(402).type("text/html").send(checkoutPage(pageOf(s), outcome.message));
    }
    const pi = succeed(s, card === "wallet" ? "wallet" : "card");
    if (outcome.dispute) later(options.disputeDelayMs ?? 1000, () => void dispute(pi));
    return reply.redirect(returnTo(s.success_url, s), 303);
  });
  app.post<{ Params: { id: string }; Body: { result?: string } }>("/pay/:id/3ds", async (req, reply) => {
    const s = live(sessions.get(req.params.id));
    if (!s || s.status !== "open") return reply.type("text/html").send(closedPage(s?.status ?? "unknown", s ? returnTo(s.success_url, s) : "/"));
    if (req.body?.result !== "complete") {
      decline(s, "authentication_required", "The card authentication failed.");
      return reply.code(402).type("text/html").send(checkoutPage(pageOf(s), "The card authentication failed."));
    }
    succeed(s, "card");
    return reply.redirect(returnTo(s.success_url, s), 303);
  });
  return app;
}
