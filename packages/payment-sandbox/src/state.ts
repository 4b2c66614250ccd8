import { randomBytes } from "node:crypto";
import { stripeSignature } from "./signature.js";

export type Json = Record<string, unknown>;

/** A Checkout Session as Stripe answers it (the fields the server reads, and the page's). */
export interface Session extends Json {
  id: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  payment_intent: string | null;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  expires_at: number;
}

export interface StateOptions {
  webhookUrl: string | null | (() => string | null);
  webhookSecret: string;
  retryMs?: number;
  maxAttempts?: number;
}

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
export const nowSec = () => Math.floor(Date.now() / 1000);
/** Stripe's error body; `code` is what the SDK exposes as `err.code`. */
export const stripeError = (message: string, type = "invalid_request_error", code?: string) => ({ error: { type, message, ...(code ? { code } : {}) } });
/** Stripe's answer for an id it does not know (status 404, `code: "resource_missing"`). */
export const missing = (what: string) => stripeError(`No such ${what}`, "invalid_request_error", "resource_missing");

/** The sandbox's memory: sessions, payment intents, refunds, disputes, events and their delivery. */
export function createSandboxState(options: StateOptions) {
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const disputes = new Map<string, Json>();
  /** Idempotency-Key → the answer of the first request that carried it (Stripe keeps them 24 h). */
  const idempotent = new Map<string, { status: number; body: Json }>();
  const events: Json[] = [];
  const retryMs = options.retryMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 120;
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => { timers.delete(t); if (!closed) fn(); }, ms);
    timers.add(t);
  };
  const webhookUrl = () => (typeof options.webhookUrl === "function" ? options.webhookUrl() : options.webhookUrl);

  async function deliver(event: Json, attempt = 1): Promise<void> {
    const url = webhookUrl();
    if (!url || closed) return;
    const payload = JSON.stringify(event);
    let ok = false;
    try {
      const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": stripeSignature(payload, options.webhookSecret) }, body: payload, signal: AbortSignal.timeout(10_000) });
      ok = res.ok;
    } catch { /* server down: retry */ }
    if (!ok && attempt < maxAttempts) later(retryMs, () => void deliver(event, attempt + 1));
  }
  function emit(type: string, object: Json): Json {
    const event = { id: newId("evt"), object: "event", api_version: "2026-10-28.endive", created: nowSec(), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
    events.push(event);
    void deliver(event);
    return event;
  }
  const expire = (s: Session) => {
    if (s.status !== "open") return;
    s.status = "expired";
    emit("checkout.session.expired", { ...s });
  };
  /** A session, closed first when its expiry time has passed (as Stripe does). */
  const live = (s: Session | undefined) => {
    if (s && s.status === "open" && s.expires_at <= nowSec()) expire(s);
    return s;
  };
  const sweep = setInterval(() => { for (const s of sessions.values()) live(s); }, 1000);
  sweep.unref();

  const succeed = (s: Session, method: string) => {
    const pi = { id: newId("pi"), object: "payment_intent", status: "succeeded", amount: s.amount_total, amount_received: s.amount_total, currency: s.currency, metadata: s.metadata, payment_method_types: [method], latest_charge: newId("ch") };
    intents.set(pi.id, pi);
    Object.assign(s, { status: "complete", payment_status: "paid", payment_intent: pi.id });
    emit("checkout.session.completed", { ...s });
    return pi;
  };
  const decline = (s: Session, declineCode: string, message: string) => {
    const pi = { id: s.payment_intent ?? newId("pi"), object: "payment_intent", status: "requires_payment_method", amount: s.amount_total, currency: s.currency, metadata: s.metadata, last_payment_error: { type: "card_error", code: "card_declined", decline_code: declineCode, message } };
    intents.set(pi.id, pi);
    s.payment_intent = pi.id;
    emit("payment_intent.payment_failed", pi);
  };
  const dispute = (pi: Json) => {
    const d = { id: newId("dp"), object: "dispute", amount: pi.amount, currency: pi.currency, charge: pi.latest_charge, payment_intent: pi.id, reason: "fraudulent", status: "needs_response", created: nowSec() };
    disputes.set(d.id, d);
    return emit("charge.dispute.created", d);
  };
  /** Refunds what is left of a succeeded payment intent; an error text when it cannot. */
  const refund = (pi: Json, body: Json): { refund: Json } | { refused: string; code: string } => {
    if (pi.status !== "succeeded") return { refused: "This PaymentIntent has no successful charge to refund.", code: "charge_not_refundable" };
    const amount = Number(pi.amount);
    const done = [...refunds.values()].filter((r) => r.payment_intent === pi.id).reduce((sum, r) => sum + Number(r.amount), 0);
    const wanted = body.amount === undefined ? amount - done : Number(body.amount);
    if (done >= amount) return { refused: `Charge ${String(pi.latest_charge)} has already been refunded.`, code: "charge_already_refunded" };
    if (!Number.isSafeInteger(wanted) || wanted <= 0 || wanted > amount - done) return { refused: "The refund amount is greater than what is left to refund.", code: "amount_too_large" };
    const r = { id: newId("re"), object: "refund", amount: wanted, currency: pi.currency, payment_intent: pi.id, charge: pi.latest_charge, status: "succeeded", reason: body.reason ?? null, metadata: body.metadata ?? {}, created: nowSec() };
    refunds.set(r.id, r);
    emit("charge.refunded", { id: pi.latest_charge, object: "charge", payment_intent: pi.id, amount, amount_refunded: done + wanted, refunded: done + wanted >= amount, currency: pi.currency });
    return { refund: r };
  };

  return {
    sessions, intents, refunds, disputes, idempotent, events, maxAttempts,
    later, deliver, emit, expire, live, succeed, decline, dispute, refund,
    close() {
      closed = true;
      clearInterval(sweep);
      timers.forEach(clearTimeout);
    },
  };
}

export type SandboxState = ReturnType<typeof createSandboxState>;
