import type { ChannelPlan, LoginResult, OrderDto } from "@vms/api-client";
import { addMonthsUtc, DAY_MS } from "@vms/licence-pricing";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { cloudPlans, commerceOrders } from "../../db/schema/commerce.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { payOnPage, usePaymentServer } from "../../test-support/payments.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines } from "../../test-support/test-server.js";
import { RENEWAL_WINDOW_DAYS } from "./cloud-renewal.js";

type PayStart = { checkoutUrl: string };
const channel = (chlIndex: number, name: string) => ({ chlIndex, number: chlIndex, name, configured: true, online: true, enabled: true, supportFun: [], mainStream: null, subStream: null });

// Issue 28 "cloud storage has no auto-renew" (spec §3 "Cloud storage package: … auto renew"; decision 0035,
// docs/payments.md): a paid plan with auto renew gets one renewal order 7 days before its end.
describeOnEngines("cloud storage auto renew makes a renewal order", (engine) => {
  const fake = createFakeGateway();
  const mail = capturingMailer();
  let skew = 0;
  const pay = usePaymentServer(engine, { options: { deviceGateway: fake.gateway, mailer: mail.mailer, clock: () => Date.now() + skew } });
  const server = pay.server;
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  const ok = steps.ok;
  let admin: LoginResult;
  const sn = `RENEW-${engine}`;
  const db = () => server().app.vms.database.db;

  const order = (orderNo: string) => ok<OrderDto>("/license-vas-tob-oder/query", { orderNo }, admin);
  const payOrder = async (orderNo: string) => {
    const { checkoutUrl } = await ok<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo, payType: 3 }, admin);
    expect((await payOnPage(checkoutUrl, "4242424242424242")).status).toBe(303);
    for (const end = Date.now() + 15_000; (await order(orderNo)).status !== 2; await new Promise((r) => setTimeout(r, 100))) if (Date.now() > end) throw new Error("not paid");
  };
  const buy = async (goodsId: string, chlIndex: number) => payOrder((await ok<OrderDto>("/cloud-storage/purchase", { goodsId, sn, chlIndex }, admin)).orderNo);
  const renewalsOf = (chlIndex: number) => db().select().from(commerceOrders).where(and(eq(commerceOrders.sn, sn), eq(commerceOrders.chlIndex, chlIndex), eq(commerceOrders.renewal, true)));
  const plansOf = (chlIndex: number) => db().select().from(cloudPlans).where(and(eq(cloudPlans.sn, sn), eq(cloudPlans.chlIndex, chlIndex)));
  const sweep = () => server().app.vms.renewals.sweep();

  beforeAll(async () => {
    await createTestOrg(db(), "Renew Cloud", [{ email: "admin@renew-cloud.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "renew-cloud.test", ["admin"])).admin;
    await steps.bind(admin, await steps.addSite(admin, "Depot"), { sn, channels: [channel(1, "Gate"), channel(2, "Yard"), channel(3, "Dock")] }, "NVR");
    await buy("cs-7d-month", 1);
    await buy("cs-7d-quarter", 2);
    await buy("cs-7d-month", 3);
    for (const chlIndex of [1, 2]) await ok<ChannelPlan>("/cloud-storage/auto-renew/set", { sn, chlIndex, autoRenew: true }, admin);
  }, 60_000);

  it("§3: 6 days before the end, two concurrent sweeps make exactly one renewal order; none without auto renew or 30+ days away", async () => {
    const [plan] = await plansOf(1);
    expect(await sweep()).toEqual([]);
    skew = plan!.endTime.getTime() - (RENEWAL_WINDOW_DAYS - 1) * DAY_MS - Date.now();
    admin = (await signIn(api, "renew-cloud.test", ["admin"])).admin;
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const [renewal, ...more] = await renewalsOf(1);
    expect(more).toHaveLength(0);
    expect(renewal).toMatchObject({ status: 1, priceCents: 299, goodsId: "cs-7d-month", chlNum: 1, autoRenew: true, userId: null });
    expect(renewal!.payDeadline?.getTime()).toBe(plan!.endTime.getTime());
    expect(renewal!.spec).toContain("NVR / Gate");
    expect((await plansOf(1))[0]!.renewalOrderId).toBe(renewal!.id);
    expect(await renewalsOf(2)).toHaveLength(0);
    expect(await renewalsOf(3)).toHaveLength(0);
    const sent = mail.mails.filter((m) => m.to === "admin@renew-cloud.test" && m.text.includes(renewal!.orderNo));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("NVR / Gate");
    expect(sent[0]!.text).toContain("2.99 USD");
    expect(sent[0]!.text).toContain("/service/order");
  });

  it("§4: the payment countdown and a closed checkout leave the renewal order to pay until the plan ends", async () => {
    const [renewal] = await renewalsOf(1);
    skew += 31 * 60_000;
    await server().app.vms.orders.countdown(renewal!.orderNo);
    // The console names it a renewal from this flag (decision 0035); its deadline is the plan's end.
    expect(await order(renewal!.orderNo)).toMatchObject({ status: 1, renewal: true, payDeadline: renewal!.payDeadline!.getTime() });
    // The provider keeps a checkout open 24 h at most; its closing does not cancel a renewal order.
    const { paymentId } = await ok<PayStart & { paymentId: string }>("/license-vas-tob-oder/insert-pay", { orderNo: renewal!.orderNo, payType: 3 }, admin);
    await pay.stripe().checkout.sessions.expire(paymentId);
    const expiryEvent = async () => {
      for (const end = Date.now() + 10_000; ; await new Promise((r) => setTimeout(r, 50))) {
        const [event] = await pay.eventsOf("checkout.session.expired", paymentId);
        if (event) return event;
        if (Date.now() > end) throw new Error("no expiry event");
      }
    };
    expect(await pay.outcomeOf((await expiryEvent()).id)).toBe("no change");
    expect((await order(renewal!.orderNo)).status).toBe(1);
  });

  it("§3: auto renew turned on inside the window makes the order on the next sweep", async () => {
    await ok<ChannelPlan>("/cloud-storage/auto-renew/set", { sn, chlIndex: 3, autoRenew: true }, admin);
    await sweep();
    expect(await renewalsOf(3)).toHaveLength(1);
  });

  it("§3: switching auto renew off cancels the unpaid renewal order; on again, the next sweep makes a new one", async () => {
    const [first] = await renewalsOf(3);
    await ok<ChannelPlan>("/cloud-storage/auto-renew/set", { sn, chlIndex: 3, autoRenew: false }, admin);
    expect((await order(first!.orderNo)).status).toBe(3);
    await sweep();
    expect((await renewalsOf(3)).filter((o) => o.status === 1)).toHaveLength(0);
    await ok<ChannelPlan>("/cloud-storage/auto-renew/set", { sn, chlIndex: 3, autoRenew: true }, admin);
    await sweep();
    expect((await renewalsOf(3)).map((o) => o.status).sort()).toEqual([1, 3]);
  });

  it("§4: paying the renewal order extends the plan from its end, and the plan is not renewed twice", async () => {
    const [renewal] = await renewalsOf(1);
    const [before] = await plansOf(1);
    await payOrder(renewal!.orderNo);
    const next = (await plansOf(1)).find((p) => p.orderId === renewal!.id)!;
    expect(next.startTime.getTime()).toBe(before!.endTime.getTime());
    expect(next.endTime.getTime()).toBe(addMonthsUtc(before!.endTime.getTime(), 1));
    expect(next.autoRenew).toBe(true);
    await sweep();
    expect(await renewalsOf(1)).toHaveLength(1);
  }, 40_000);
});
