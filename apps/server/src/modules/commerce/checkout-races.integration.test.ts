import { Code, type LicenceQuery, type LoginResult, type OrderDto } from "@vms/api-client";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { paymentRefunds } from "../../db/schema/commerce.js";
import { opLogs } from "../../db/schema/op-logs.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { payOnPage, usePaymentServer } from "../../test-support/payments.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines } from "../../test-support/test-server.js";

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
type PayStart = { checkoutUrl: string; paymentId: string };

// Issue 27 "Payments": one order, one payable checkout, whatever the timing of the calls
// (spec §4 order status, §5 payment; decision 0018). Real HTTP to the server and the sandbox.
describeOnEngines("checkout races", (engine) => {
  const pay = usePaymentServer(engine);
  const server = pay.server;
  const api = testApi(() => server().baseUrl);
  const ok = siteSteps(api).ok;
  let admin: LoginResult;

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Race Pay", [{ email: "admin@race-pay.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "race-pay.test", ["admin"])).admin;
  });

  const order = (orderNo: string) => ok<OrderDto>("/license-vas-tob-oder/query", { orderNo }, admin);
  const buy = (durationType: number, chlNum: number) => ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { durationType, chlNum }, admin);
  const checkout = (orderNo: string, payType = 3) => ok<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo, payType }, admin);
  const licencesOf = async (orderNo: string) => (await ok<LicenceQuery>("/license-inst/query", {}, admin)).list.filter((l) => l.orderNo === orderNo);
  async function until<T>(what: string, read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
    for (const end = Date.now() + timeoutMs; ; await later(100)) {
      const v = await read();
      if (check(v)) return v;
      if (Date.now() > end) throw new Error(`timed out: ${what}: ${JSON.stringify(v)}`);
    }
  }

  for (const calls of [2, 8]) {
    it(`§5 issue 27: ${calls} insert-pay calls at once for one order leave one payable checkout; paying every page charges once`, async () => {
      const created = await buy(2, 8);
      const answers = await Promise.all(Array.from({ length: calls }, () => api.call<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, admin)));
      // Every call answers the one checkout, or 23015 when it could not wait for it.
      expect(answers.map((a) => a.code).filter((c) => c !== 200 && c !== Code.PAYMENT_PROCESSING)).toEqual([]);
      const answered = new Set(answers.filter((a) => a.code === 200).map((a) => a.data.paymentId));
      expect(answered.size).toBe(1);
      const sessions = await pay.sessionsOf(created.orderNo);
      expect(sessions.filter((s) => s.status === "open").map((s) => s.id)).toEqual([...answered]);
      // The payer tries every page the provider ever opened for the order: one takes the money.
      const tries = await Promise.all(sessions.map((s) => payOnPage(s.url!, "4242424242424242")));
      expect(tries.filter((t) => t.status === 303)).toHaveLength(1);
      await until("paid", () => order(created.orderNo), (o) => o.status === 2);
      expect(await licencesOf(created.orderNo)).toHaveLength(1);
      const charged = (await pay.sessionsOf(created.orderNo)).filter((s) => s.payment_status === "paid");
      expect(charged).toHaveLength(1);
    }, 40_000);
  }

  it("§5 issue 27: a payment completed on a checkout that is no longer the order's current one is refunded through the provider and logged", async () => {
    const created = await buy(1, 6);
    const current = await checkout(created.orderNo);
    // A checkout the server opened and never recorded (it died in between): still payable at the provider.
    const stray = await pay.stripe().checkout.sessions.create({
      mode: "payment", client_reference_id: created.orderNo, metadata: { orderNo: created.orderNo, method: "card" }, success_url: "http://127.0.0.1/ok", cancel_url: "http://127.0.0.1/cancel",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: created.priceCents, product_data: { name: created.spec } } }],
    });
    expect((await payOnPage(stray.url!, "4242424242424242")).status).toBe(303);
    const strayPi = (await pay.stripe().checkout.sessions.retrieve(stray.id)).payment_intent as string;
    const refunds = await until("refund at the provider", async () => (await pay.stripe().refunds.list({ payment_intent: strayPi })).data, (r) => r.length > 0);
    expect(refunds).toMatchObject([{ amount: created.priceCents, status: "succeeded" }]);
    const [completed] = await pay.eventsOf("checkout.session.completed", stray.id);
    expect(await pay.outcomeOf(completed!.id)).toBe("refunded: superseded checkout");
    // Recorded and in the organization's operation log; the order still waits for its own checkout.
    const [row] = await server().app.vms.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.transactionId, strayPi));
    expect(row).toMatchObject({ orderNo: created.orderNo, paymentId: stray.id, amountCents: created.priceCents, refundId: refunds[0]!.id });
    await server().app.vms.opLogs.idle();
    const lines = await server().app.vms.database.db.select().from(opLogs).where(and(eq(opLogs.action, "order.refund"), like(opLogs.detail, `${created.orderNo}%`)));
    expect(lines).toHaveLength(1);
    expect(await order(created.orderNo)).toMatchObject({ status: 1, transactionId: null });
    expect(await licencesOf(created.orderNo)).toHaveLength(0);
    // A replay of the same event refunds nothing more.
    expect(await pay.postEvent(completed!)).toMatchObject({ status: 200, outcome: "already refunded" });
    expect((await pay.stripe().refunds.list({ payment_intent: strayPi })).data).toHaveLength(1);
    // The current checkout still pays the order, once.
    expect((await payOnPage(current.checkoutUrl, "4242424242424242")).status).toBe(303);
    await until("paid", () => order(created.orderNo), (o) => o.status === 2);
    expect(await licencesOf(created.orderNo)).toHaveLength(1);
  }, 40_000);

  it("§4 issue 27: Pay again after a declined card never cancels the order; a replaced checkout's expiry changes nothing", async () => {
    const created = await buy(1, 7);
    const first = await checkout(created.orderNo);
    expect((await payOnPage(first.checkoutUrl, "4000000000009995")).status).toBe(402);
    await until("decline", () => order(created.orderNo), (o) => o.declineCode === Code.DECLINE_CARD_LIMIT);
    // "Back to payment", then "Pay again" by card: the same page, still open (as a declined Stripe session is).
    expect((await checkout(created.orderNo)).paymentId).toBe(first.paymentId);
    expect(await order(created.orderNo)).toMatchObject({ status: 1, declineCode: null });
    // Another method: a new checkout; the old one is closed first and its expiry event, which the
    // provider sends while the new one is still being made (a slow provider), cancels nothing.
    pay.slowCheckouts(800);
    let wallet: PayStart;
    let quick: PayStart[];
    try {
      wallet = await checkout(created.orderNo, 2);
      // Two quick calls in a row, switching method each time: the same.
      quick = [await checkout(created.orderNo, 3), await checkout(created.orderNo, 2)];
    } finally {
      pay.slowCheckouts(0);
    }
    expect(wallet.paymentId).not.toBe(first.paymentId);
    const replaced = [first, wallet, quick[0]!];
    for (const old of replaced) {
      const [event] = await until("expiry event", () => pay.eventsOf("checkout.session.expired", old.paymentId), (e) => e.length > 0);
      expect(await pay.outcomeOf(event!.id)).toBe("no change");
    }
    expect(await order(created.orderNo)).toMatchObject({ status: 1 });
    expect((await pay.sessionsOf(created.orderNo)).filter((s) => s.status === "open").map((s) => s.id)).toEqual([quick[1]!.paymentId]);
    expect((await payOnPage(quick[1]!.checkoutUrl, "wallet")).status).toBe(303);
    await until("paid", () => order(created.orderNo), (o) => o.status === 2);
  }, 40_000);

  it("§5 issue 27: after the sandbox restarts (its checkouts gone), paying an open order opens a new checkout instead of 23021", async () => {
    const created = await buy(3, 2);
    const before = await checkout(created.orderNo);
    await pay.restartSandbox();
    expect(await order(created.orderNo)).toMatchObject({ status: 1 });
    const after = await checkout(created.orderNo);
    expect(after.paymentId).not.toBe(before.paymentId);
    expect((await payOnPage(after.checkoutUrl, "4242424242424242")).status).toBe(303);
    await until("paid", () => order(created.orderNo), (o) => o.status === 2);
  }, 30_000);
});
