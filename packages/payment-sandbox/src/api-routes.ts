import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { missing, newId, nowSec, stripeError, type Json, type SandboxState, type Session } from "./state.js";

type Query = Record<string, string | undefined>;
const list = (url: string, data: Json[], limit: string | undefined) => {
  const n = Math.min(Math.max(Number(limit ?? 10) || 10, 1), 100);
  return { object: "list", url, has_more: data.length > n, data: data.slice(0, n) };
};

/** The Stripe API subset under /v1 (checkout sessions, payment intents, refunds, disputes) and the test helpers. */
export function registerApiRoutes(app: FastifyInstance, state: SandboxState, createDelayMs: () => number): void {
  const { sessions, intents, refunds, disputes, events } = state;

  app.post("/v1/checkout/sessions", async (req, reply) => {
    const delay = createDelayMs();
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    const body = (req.body ?? {}) as Json;
    const item = ((body.line_items as Json | undefined)?.["0"] ?? {}) as Json;
    const price = (item.price_data ?? {}) as Json;
    const amount = Number(price.unit_amount) * Number(item.quantity ?? 1);
    if (!Number.isSafeInteger(amount) || amount < 50) return reply.code(400).send(stripeError("Amount must be at least 50 cents."));
    if (typeof body.success_url !== "string" || typeof body.cancel_url !== "string") return reply.code(400).send(stripeError("success_url and cancel_url are required."));
    const sid = newId("cs");
    const s: Session = {
      id: sid, object: "checkout.session", mode: "payment", status: "open", payment_status: "unpaid", payment_intent: null,
      metadata: (body.metadata ?? {}) as Record<string, string>, client_reference_id: typeof body.client_reference_id === "string" ? body.client_reference_id : null,
      amount_total: amount, currency: String(price.currency ?? "usd").toLowerCase(), name: String(((price.product_data ?? {}) as Json).name ?? "Order"),
      success_url: body.success_url, cancel_url: body.cancel_url, expires_at: Number(body.expires_at ?? nowSec() + 86_400),
      url: `${req.protocol}://${req.headers.host ?? "127.0.0.1"}/pay/${sid}`, created: nowSec(), livemode: false,
    };
    sessions.set(sid, s);
    return s;
  });
  // Newest first, filtered by status and payment intent as Stripe's list is.
  app.get<{ Querystring: Query }>("/v1/checkout/sessions", async (req) => {
    const q = req.query;
    const all = [...sessions.values()].map((s) => state.live(s)!).reverse();
    return list("/v1/checkout/sessions", all.filter((s) => (!q.status || s.status === q.status) && (!q.payment_intent || s.payment_intent === q.payment_intent)), q.limit);
  });
  app.get<{ Params: { id: string } }>("/v1/checkout/sessions/:id", async (req, reply) => state.live(sessions.get(req.params.id)) ?? reply.code(404).send(missing("checkout.session")));
  app.post<{ Params: { id: string } }>("/v1/checkout/sessions/:id/expire", async (req, reply) => {
    const s = state.live(sessions.get(req.params.id));
    if (!s) return reply.code(404).send(missing("checkout.session"));
    if (s.status !== "open") return reply.code(400).send(stripeError(`Only open sessions can be expired; this one is ${s.status}.`));
    state.expire(s);
    return s;
  });
  app.get<{ Params: { id: string } }>("/v1/payment_intents/:id", async (req, reply) => intents.get(req.params.id) ?? reply.code(404).send(missing("payment_intent")));
  app.get<{ Params: { id: string } }>("/v1/disputes/:id", async (req, reply) => disputes.get(req.params.id) ?? reply.code(404).send(missing("dispute")));

  // Refunds: a repeated Idempotency-Key answers the first answer again (Stripe's rule), so a
  // retried refund never pays back twice.
  app.post("/v1/refunds", async (req: FastifyRequest, reply: FastifyReply) => {
    const key = req.headers["idempotency-key"];
    const seen = typeof key === "string" ? state.idempotent.get(`refund:${key}`) : undefined;
    if (seen) return reply.code(seen.status).send(seen.body);
    const body = (req.body ?? {}) as Json;
    const pi = intents.get(String(body.payment_intent ?? "")) ?? [...intents.values()].find((p) => p.latest_charge === body.charge);
    const answer = (status: number, out: Json) => {
      if (typeof key === "string") state.idempotent.set(`refund:${key}`, { status, body: out });
      return reply.code(status).send(out);
    };
    if (!pi) return answer(404, missing("payment_intent"));
    const r = state.refund(pi, body);
    return "refund" in r ? answer(200, r.refund) : answer(400, stripeError(r.refused, "invalid_request_error", r.code));
  });
  app.get<{ Querystring: Query }>("/v1/refunds", async (req) => {
    const all = [...refunds.values()].reverse();
    return list("/v1/refunds", all.filter((r) => !req.query.payment_intent || r.payment_intent === req.query.payment_intent), req.query.limit);
  });
  app.get<{ Params: { id: string } }>("/v1/refunds/:id", async (req, reply) => refunds.get(req.params.id) ?? reply.code(404).send(missing("refund")));

  // Test helpers (not Stripe's): disputes, the event log and redelivery.
  app.post("/v1/test_helpers/sandbox/disputes", async (req, reply) => {
    const pi = intents.get(String((req.body as Json | undefined)?.payment_intent));
    return pi ? state.dispute(pi) : reply.code(404).send(missing("payment_intent"));
  });
  app.get("/v1/events", async () => ({ object: "list", data: [...events].reverse() }));
  app.post<{ Params: { id: string } }>("/v1/test_helpers/sandbox/events/:id/resend", async (req, reply) => {
    const event = events.find((e) => e.id === req.params.id);
    if (!event) return reply.code(404).send(missing("event"));
    await state.deliver(event, state.maxAttempts);
    return event;
  });
}
