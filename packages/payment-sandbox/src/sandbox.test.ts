import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandbox, SANDBOX_SECRET_KEY, SANDBOX_WEBHOOK_SECRET } from "./index.js";

// The sandbox speaks the Stripe API subset through the official SDK and signs webhooks the SDK verifies.
describe("payment sandbox", () => {
  const received: Stripe.Event[] = [];
  const hook = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push(Stripe.webhooks.constructEvent(body, String(req.headers["stripe-signature"]), SANDBOX_WEBHOOK_SECRET));
      res.end("ok");
    });
  });
  let sandbox: ReturnType<typeof createSandbox>;
  let stripe: Stripe;
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((r) => hook.listen(0, "127.0.0.1", r));
    sandbox = createSandbox({ webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/`, webhookSecret: SANDBOX_WEBHOOK_SECRET, disputeDelayMs: 10 });
    await sandbox.listen({ port: 0, host: "127.0.0.1" });
    const port = (sandbox.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    stripe = new Stripe(SANDBOX_SECRET_KEY, { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });
  });
  afterAll(async () => { await sandbox.close(); hook.close(); });
  const create = () => stripe.checkout.sessions.create({
    mode: "payment", success_url: "http://merchant/ok?s={CHECKOUT_SESSION_ID}", cancel_url: "http://merchant/cancel", metadata: { orderNo: "O1" },
    line_items: [{ quantity: 2, price_data: { currency: "usd", unit_amount: 450, product_data: { name: "Licence" } } }],
  });
  const pay = (sid: string, card: string) => fetch(`${base}/pay/${sid}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `card=${card}` });
  const declinedWith = (code: string) => (e: Stripe.Event) => e.type === "payment_intent.payment_failed" && (e.data.object as Stripe.PaymentIntent).last_payment_error?.decline_code === code && (e.data.object as Stripe.PaymentIntent).metadata?.orderNo === "O1";
  const waitUntil = async (match: (e: Stripe.Event) => boolean) => { for (let i = 0; i < 100 && !received.some(match); i++) await new Promise((r) => setTimeout(r, 20)); return received.some(match); };
  const waitFor = async (type: string) => { for (let i = 0; i < 100 && !received.some((e) => e.type === type); i++) await new Promise((r) => setTimeout(r, 20)); return received.filter((e) => e.type === type); };

  it("success card: session complete, redirect to success_url, signed checkout.session.completed", async () => {
    const s = await create();
    expect(s.amount_total).toBe(900);
    const res = await pay(s.id, "4242424242424242");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`http://merchant/ok?s=${s.id}`);
    const [event] = await waitFor("checkout.session.completed");
    expect((event!.data.object as Stripe.Checkout.Session).metadata?.orderNo).toBe("O1");
    expect((await stripe.checkout.sessions.retrieve(s.id)).payment_status).toBe("paid");
  });

  it("decline cards: payment_intent.payment_failed with the decline code; the session stays open", async () => {
    const s = await create();
    const res = await pay(s.id, "4000000000009995");
    expect(res.status).toBe(402);
    expect(await res.text()).toContain("exceeded its limit");
    const [event] = await waitFor("payment_intent.payment_failed");
    expect((event!.data.object as Stripe.PaymentIntent).last_payment_error?.decline_code).toBe("card_velocity_exceeded");
    expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe("open");
  });

  it("§8 every decline card names its reason: card limit, account locked or restricted, limits exceeded, generic", async () => {
    const cards = { "4000000000009995": "card_velocity_exceeded", "4000000000009987": "restricted_card", "4000000000006975": "withdrawal_count_limit_exceeded", "4000000000000002": "generic_decline" };
    for (const [card, code] of Object.entries(cards)) {
      const s = await create();
      expect((await pay(s.id, card)).status).toBe(402);
      expect(await waitUntil(declinedWith(code)), card).toBe(true);
      expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe("open");
    }
  });

  it("3-D-Secure card: a challenge page that completes after its delay (paid), or fails (authentication_required)", async () => {
    const s = await create();
    const challenge = await pay(s.id, "4000000000003220");
    expect(challenge.status).toBe(200);
    const html = await challenge.text();
    expect(html).toContain("Authenticating with your bank");
    expect(html).toMatch(/setTimeout\(function\(\)\{document\.getElementById\("ok"\)\.submit\(\)\},3000\)/);
    // Nothing is paid while the payer authenticates.
    expect((await stripe.checkout.sessions.retrieve(s.id)).payment_status).toBe("unpaid");
    const done = await fetch(`${base}/pay/${s.id}/3ds`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "result=complete" });
    expect(done.status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(s.id)).payment_status).toBe("paid");

    const other = await create();
    await pay(other.id, "4000000000003220");
    const failed = await fetch(`${base}/pay/${other.id}/3ds`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "result=fail" });
    expect(failed.status).toBe(402);
    expect(await waitUntil(declinedWith("authentication_required"))).toBe(true);
    expect((await stripe.checkout.sessions.retrieve(other.id)).payment_status).toBe("unpaid");
  });

  it("expire: open → expired with checkout.session.expired; a bad key is refused", async () => {
    const s = await create();
    expect((await stripe.checkout.sessions.expire(s.id)).status).toBe("expired");
    expect((await waitFor("checkout.session.expired")).length).toBeGreaterThan(0);
    const bad = new Stripe("sk_live_nope", { host: "127.0.0.1", port: Number(new URL(base).port), protocol: "http", maxNetworkRetries: 0 });
    await expect(bad.checkout.sessions.retrieve(s.id)).rejects.toThrow(/Invalid API Key/);
  });

  it("dispute card: paid, then charge.dispute.created naming the payment intent", async () => {
    const s = await create();
    await pay(s.id, "4000000000000259");
    const [event] = await waitFor("charge.dispute.created");
    expect((event!.data.object as Stripe.Dispute).payment_intent).toBe((await stripe.checkout.sessions.retrieve(s.id)).payment_intent);
  });

  it("retrieving: a session carries amount_total, currency, client_reference_id and metadata; an unknown id is resource_missing (404)", async () => {
    const s = await stripe.checkout.sessions.create({
      mode: "payment", success_url: "http://merchant/ok", cancel_url: "http://merchant/cancel", client_reference_id: "O7", metadata: { orderNo: "O7" },
      line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 279_900, product_data: { name: "Licence" } } }],
    });
    expect(await stripe.checkout.sessions.retrieve(s.id)).toMatchObject({ amount_total: 279_900, currency: "eur", client_reference_id: "O7", metadata: { orderNo: "O7" }, status: "open" });
    const missing = await stripe.checkout.sessions.retrieve("cs_test_unknown").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ code: "resource_missing", statusCode: 404 });
    // Listing, as Stripe's list: newest first, filtered by status.
    const open = await stripe.checkout.sessions.list({ status: "open", limit: 100 });
    expect(open.data[0]?.id).toBe(s.id);
    expect(open.data.every((x) => x.status === "open")).toBe(true);
  });

  it("refunds: a paid intent is refunded once; the same idempotency key answers the same refund; a second refund is charge_already_refunded", async () => {
    const s = await create();
    expect((await pay(s.id, "4242424242424242")).status).toBe(303);
    const pi = (await stripe.checkout.sessions.retrieve(s.id)).payment_intent as string;
    const first = await stripe.refunds.create({ payment_intent: pi, reason: "duplicate" }, { idempotencyKey: `refund-${pi}` });
    expect(first).toMatchObject({ object: "refund", amount: 900, currency: "usd", payment_intent: pi, status: "succeeded" });
    const again = await stripe.refunds.create({ payment_intent: pi, reason: "duplicate" }, { idempotencyKey: `refund-${pi}` });
    expect(again.id).toBe(first.id);
    const other = await stripe.refunds.create({ payment_intent: pi }).catch((e: unknown) => e);
    expect(other).toMatchObject({ code: "charge_already_refunded" });
    expect((await stripe.refunds.list({ payment_intent: pi })).data.map((r) => r.id)).toEqual([first.id]);
    expect(await waitUntil((e) => e.type === "charge.refunded" && (e.data.object as Stripe.Charge).payment_intent === pi)).toBe(true);
    // An unpaid session's intent has nothing to refund.
    const declined = await create();
    await pay(declined.id, "4000000000000002");
    const unpaidPi = (await stripe.checkout.sessions.retrieve(declined.id)).payment_intent as string;
    expect(await stripe.refunds.create({ payment_intent: unpaidPi }).catch((e: unknown) => e)).toMatchObject({ code: "charge_not_refundable" });
  });

  it("disputes: the dispute of an event can be retrieved and names its payment intent", async () => {
    const s = await create();
    await pay(s.id, "4000000000000259");
    const pi = (await stripe.checkout.sessions.retrieve(s.id)).payment_intent as string;
    expect(await waitUntil((e) => e.type === "charge.dispute.created" && (e.data.object as Stripe.Dispute).payment_intent === pi)).toBe(true);
    const event = received.find((e) => e.type === "charge.dispute.created" && (e.data.object as Stripe.Dispute).payment_intent === pi)!;
    expect(await stripe.disputes.retrieve((event.data.object as Stripe.Dispute).id)).toMatchObject({ payment_intent: pi, status: "needs_response" });
    await expect(stripe.disputes.retrieve("dp_test_unknown")).rejects.toMatchObject({ code: "resource_missing" });
  });
});
