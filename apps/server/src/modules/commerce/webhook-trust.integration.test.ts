import { type LicenceQuery, type LoginResult, type OrderDto } from "@vms/api-client";
import { SANDBOX_WEBHOOK_SECRET } from "@vms/payment-sandbox";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { payOnPage, usePaymentServer } from "../../test-support/payments.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { WEBHOOK_PATH } from "./webhook-route.js";

type PayStart = { checkoutUrl: string; paymentId: string };
const completedEvent = (id: string, session: Record<string, unknown>) => ({ id, object: "event", type: "checkout.session.completed", data: { object: { object: "checkout.session", payment_status: "paid", status: "complete", ...session } } });

// Issue 27 "A forged webhook buys a licence": a signed event is only a hint; the provider's own
// record of the checkout decides, and it must name the order, its amount and its currency
// (docs/payments.md, decision 0018). The events below carry a valid signature, as a forger holding
// the secret (or the sandbox's published one) could make.
describeOnEngines("webhooks are checked with the provider", (engine) => {
  const pay = usePaymentServer(engine);
  const server = pay.server;
  const api = testApi(() => server().baseUrl);
  const ok = siteSteps(api).ok;
  let admin: LoginResult;

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Trust Pay", [{ email: "admin@trust-pay.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "trust-pay.test", ["admin"])).admin;
  });
  const order = (orderNo: string) => ok<OrderDto>("/license-vas-tob-oder/query", { orderNo }, admin);
  const licencesOf = async (orderNo: string) => (await ok<LicenceQuery>("/license-inst/query", {}, admin)).list.filter((l) => l.orderNo === orderNo);
  /** A checkout the provider really has and that was really paid, made outside the server (as an attacker could). */
  async function paidElsewhere(ref: string | null, amount: number, currency = "usd"): Promise<Stripe.Checkout.Session> {
    const s = await pay.stripe().checkout.sessions.create({
      mode: "payment", success_url: "http://127.0.0.1/ok", cancel_url: "http://127.0.0.1/cancel", ...(ref ? { client_reference_id: ref, metadata: { orderNo: ref } } : {}),
      line_items: [{ quantity: 1, price_data: { currency, unit_amount: amount, product_data: { name: "Licence" } } }],
    });
    expect((await payOnPage(s.url!, "4242424242424242")).status).toBe(303);
    return pay.stripe().checkout.sessions.retrieve(s.id);
  }

  it("§5 issue 27: a webhook with a wrong amount, wrong currency, wrong order reference or an unknown checkout changes nothing", async () => {
    const created = await ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { durationType: 5, chlNum: 100 }, admin);
    expect(created.priceCents).toBeGreaterThan(100);
    const current = await ok<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, admin);
    const ref = { metadata: { orderNo: created.orderNo }, client_reference_id: created.orderNo };

    // The report's event: a checkout the provider never had, "paid" 0.01 for the order.
    expect(await pay.postEvent(completedEvent("evt_forged", { id: "cs_test_forged", amount_total: 1, currency: "usd", payment_intent: "pi_forged", ...ref }))).toMatchObject({ status: 200, outcome: "unknown checkout" });
    // The order's own checkout, open and unpaid at the provider, claimed "paid".
    expect(await pay.postEvent(completedEvent("evt_open", { id: current.paymentId, amount_total: created.priceCents, currency: "usd", ...ref }))).toMatchObject({ outcome: "checkout still open" });
    // Real paid checkouts naming the order with the wrong amount or currency: their own (sandbox) webhooks change nothing.
    const cheap = await paidElsewhere(created.orderNo, 50);
    expect(await pay.outcomeOf((await pay.eventsOf("checkout.session.completed", cheap.id))[0]!.id)).toBe("amount mismatch");
    const euros = await paidElsewhere(created.orderNo, created.priceCents, "eur");
    expect(await pay.outcomeOf((await pay.eventsOf("checkout.session.completed", euros.id))[0]!.id)).toBe("currency mismatch");
    // A real paid checkout of something else, sent as if it were this order's.
    const other = await paidElsewhere("20260101000000000000042", created.priceCents);
    expect(await pay.postEvent(completedEvent("evt_other_ref", { id: other.id, amount_total: created.priceCents, currency: "usd", payment_intent: other.payment_intent, ...ref }))).toMatchObject({ outcome: "order reference mismatch" });
    const unnamed = await paidElsewhere(null, created.priceCents);
    expect(await pay.postEvent(completedEvent("evt_unnamed", { id: unnamed.id, amount_total: created.priceCents, currency: "usd", ...ref }))).toMatchObject({ outcome: "order reference mismatch" });

    expect(await order(created.orderNo)).toMatchObject({ status: 1, transactionId: null });
    expect(await licencesOf(created.orderNo)).toHaveLength(0);
    // The order is intact: its own checkout still pays it.
    expect((await payOnPage(current.checkoutUrl, "4242424242424242")).status).toBe(303);
    const [completed] = await pay.eventsOf("checkout.session.completed", current.paymentId);
    expect(await pay.outcomeOf(completed!.id)).toBe("paid");
    expect(await licencesOf(created.orderNo)).toHaveLength(1);
  }, 40_000);

  it("§4 issue 27: forged expiry, decline and dispute events of unknown objects change nothing", async () => {
    const created = await ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { durationType: 1, chlNum: 3 }, admin);
    const current = await ok<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, admin);
    const ref = { metadata: { orderNo: created.orderNo }, client_reference_id: created.orderNo };
    expect(await pay.postEvent({ id: "evt_fake_expiry", type: "checkout.session.expired", data: { object: { id: current.paymentId, status: "expired", ...ref } } })).toMatchObject({ outcome: "checkout still open" });
    expect(await pay.postEvent({ id: "evt_fake_decline", type: "payment_intent.payment_failed", data: { object: { id: "pi_test_unknown", metadata: { orderNo: created.orderNo }, last_payment_error: { decline_code: "restricted_card" } } } })).toMatchObject({ outcome: "unknown payment" });
    expect(await order(created.orderNo)).toMatchObject({ status: 1, declineCode: null });
    expect((await payOnPage(current.checkoutUrl, "4242424242424242")).status).toBe(303);
    const paid = await ok<OrderDto>("/license-vas-tob-oder/query", { orderNo: created.orderNo }, admin);
    expect(paid.status).toBe(2);
    expect(await pay.postEvent({ id: "evt_fake_dispute", type: "charge.dispute.created", data: { object: { id: "dp_test_unknown", payment_intent: paid.transactionId } } })).toMatchObject({ outcome: "unknown dispute" });
    expect(await order(created.orderNo)).toMatchObject({ status: 2 });
    expect((await licencesOf(created.orderNo))[0]?.status).not.toBe(5);
  }, 30_000);

  it("reliability: 10 concurrent deliveries of one real completion activate once; replays and a late expiry change nothing", async () => {
    const created = await ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { durationType: 3, chlNum: 2 }, admin);
    const { checkoutUrl, paymentId } = await ok<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, admin);
    const { status, completed } = await pay.payHeld(checkoutUrl, paymentId);
    expect(status).toBe(303);
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay.postEvent(completed)));
    expect(answers.filter((a) => a.outcome === "paid")).toHaveLength(1);
    expect(answers.filter((a) => a.outcome !== "paid").map((a) => a.outcome)).toEqual(Array(9).fill("already applied"));
    expect(await pay.postEvent(completed)).toMatchObject({ outcome: "already applied" });
    expect(await pay.postEvent({ id: "evt_late_expiry", type: "checkout.session.expired", data: { object: { id: paymentId, client_reference_id: created.orderNo } } })).toMatchObject({ outcome: "already applied" });
    expect(await order(created.orderNo)).toMatchObject({ status: 2 });
    expect(await licencesOf(created.orderNo)).toHaveLength(1);
  }, 30_000);
});

describe("webhooks without a configured secret", () => {
  const server = useServer("pglite");
  it("issue 27: outside demo mode nothing signed with the sandbox's published secret is accepted", async () => {
    const payload = JSON.stringify(completedEvent("evt_published_secret", { id: "cs_test_x", amount_total: 1, currency: "usd" }));
    const res = await fetch(server().baseUrl + WEBHOOK_PATH, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET }) }, body: payload });
    expect(res.status).toBe(400);
  });
});
