import { Code, type ChannelPlan, type LoginResult, type OrderDto } from "@vms/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { cloudPlans, commerceOrders } from "../../db/schema/commerce.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { payOnPage, usePaymentServer } from "../../test-support/payments.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines } from "../../test-support/test-server.js";

type PayStart = { checkoutUrl: string; paymentId: string };
const channel = (chlIndex: number, name: string) => ({ chlIndex, number: chlIndex, name, configured: true, online: true, enabled: true, supportFun: [], mainStream: null, subStream: null });

// Issue 28 "no purchase for several channels at once" (spec §3 cloud storage, §7 /cloud-storage/purchase,
// docs/payments.md): one order for several channels, price × channels, one payment, a plan for each.
describeOnEngines("cloud storage for several channels in one order", (engine) => {
  const fake = createFakeGateway();
  const pay = usePaymentServer(engine, { options: { deviceGateway: fake.gateway } });
  const server = pay.server;
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  const ok = steps.ok;
  let admin: LoginResult;
  let other: LoginResult;
  const sn = `MULTI-${engine}`;
  const otherSn = `MULTI-OTHER-${engine}`;

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    await createTestOrg(db, "Multi Cloud", [{ email: "admin@multi-cloud.test", role: "orgAdmin" }]);
    await createTestOrg(db, "Other Cloud", [{ email: "admin@other-cloud.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "multi-cloud.test", ["admin"])).admin;
    other = (await signIn(api, "other-cloud.test", ["admin"])).admin;
    const channels = [channel(1, "Gate"), channel(2, "Yard"), channel(3, "Dock"), channel(4, "Hall"), channel(5, "Roof"), channel(6, "Lane")];
    await steps.bind(admin, await steps.addSite(admin, "Depot"), { sn, channels }, "NVR");
    await steps.bind(other, await steps.addSite(other, "Elsewhere"), { sn: otherSn }, "Theirs");
  });

  const order = (orderNo: string) => ok<OrderDto>("/license-vas-tob-oder/query", { orderNo }, admin);
  const plans = async () => (await ok<{ list: ChannelPlan[] }>("/cloud-storage/chl/order/query", { pageNum: 1, pageSize: 100, sn }, admin)).list;
  const planRows = (orderId: string) => server().app.vms.database.db.select().from(cloudPlans).where(eq(cloudPlans.orderId, orderId));
  const orderCount = async () => (await server().app.vms.database.db.select({ id: commerceOrders.id }).from(commerceOrders)).length;

  it("§3/§7: two channels, one order of price × 2 naming both; paid once, each channel gets the package", async () => {
    const created = await ok<OrderDto>("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 1, moreChannels: [{ sn, chlIndex: 2 }] }, admin);
    expect(created).toMatchObject({ status: 1, priceCents: 2 * 299, chlNum: 2, sn, chlIndex: 1, channels: [{ sn, chlIndex: 1 }, { sn, chlIndex: 2 }] });
    expect(created.spec).toContain("NVR / Gate");
    expect(created.spec).toContain("NVR / Yard");
    const { checkoutUrl } = await ok<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, admin);
    expect((await payOnPage(checkoutUrl, "4242424242424242")).status).toBe(303);
    for (const end = Date.now() + 15_000; (await order(created.orderNo)).status !== 2; await new Promise((r) => setTimeout(r, 100))) if (Date.now() > end) throw new Error("not paid");
    const rows = await plans();
    for (const chlIndex of [1, 2]) expect(rows.find((r) => r.chlIndex === chlIndex)).toMatchObject({ status: 2, goodsId: "cs-7d-month", storageDays: 7 });
    expect(rows.find((r) => r.chlIndex === 3)).toMatchObject({ status: 8, goodsId: null });
    expect(await planRows(created.orderId)).toHaveLength(2);
  }, 40_000);

  it("§4: a channel with a plan is extended from its end, the other starts now; 10 concurrent webhook deliveries and a replay activate once", async () => {
    const before = (await plans()).find((r) => r.chlIndex === 1)!;
    const created = await ok<OrderDto>("/cloud-storage/purchase", { goodsId: "cs-7d-quarter", sn, chlIndex: 1, moreChannels: [{ sn, chlIndex: 3 }] }, admin);
    expect(created.priceCents).toBe(2 * 799);
    const { checkoutUrl, paymentId } = await ok<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, admin);
    const { status, completed } = await pay.payHeld(checkoutUrl, paymentId);
    expect(status).toBe(303);
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay.postEvent(completed)));
    expect(answers.filter((a) => a.outcome === "paid")).toHaveLength(1);
    expect(await pay.postEvent(completed)).toMatchObject({ outcome: "already applied" });
    const rows = await planRows(created.orderId);
    expect(rows).toHaveLength(2);
    const extended = rows.find((r) => r.chlIndex === 1)!;
    expect(extended.startTime.getTime()).toBe(before.endTime);
    const fresh = rows.find((r) => r.chlIndex === 3)!;
    expect(fresh.startTime.getTime()).toBeLessThanOrEqual(Date.now());
  }, 40_000);

  it("§7 IDOR: a channel of another organization, or one that does not exist, refuses the whole order and writes nothing", async () => {
    const count = await orderCount();
    expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 4, moreChannels: [{ sn: otherSn, chlIndex: 1 }] }, admin)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 4, moreChannels: [{ sn, chlIndex: 99 }] }, admin)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect(await orderCount()).toBe(count);
  });

  it("§8 bad input: the same channel twice, a trial for several, too many channels answer catalogue errors and write nothing", async () => {
    const count = await orderCount();
    expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 4, moreChannels: [{ sn, chlIndex: 4 }] }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 4, moreChannels: [{ sn, chlIndex: 5 }, { sn, chlIndex: 5 }] }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-trial-7d", sn, chlIndex: 4, moreChannels: [{ sn, chlIndex: 5 }] }, admin)).code).toBe(Code.INVALID_DATA);
    const many = Array.from({ length: 64 }, (_, i) => ({ sn, chlIndex: i + 10 }));
    expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 4, moreChannels: many }, admin)).code).toBe(Code.INVALID_DATA);
    expect(await orderCount()).toBe(count);
  });

  it("§4: a channel already in an unpaid order (alone or among several) refuses a new order for it with 23024", async () => {
    const single = await ok<OrderDto>("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 5 }, admin);
    expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 4, moreChannels: [{ sn, chlIndex: 5 }] }, admin)).code).toBe(Code.UNPAID_ORDER_EXISTS);
    const several = await ok<OrderDto>("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 4, moreChannels: [{ sn, chlIndex: 6 }] }, admin);
    expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 6 }, admin)).code).toBe(Code.UNPAID_ORDER_EXISTS);
    for (const o of [single, several]) await ok("/license-vas-tob-oder/cancel", { orderNo: o.orderNo }, admin);
    expect((await ok<OrderDto>("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn, chlIndex: 6 }, admin)).status).toBe(1);
  });
});
