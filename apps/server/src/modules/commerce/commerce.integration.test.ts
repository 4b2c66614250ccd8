import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Code, type LicenceQuery, type LicenceQuoteDto, type LoginResult, type OrderDto } from "@vms/api-client";
import { SANDBOX_WEBHOOK_SECRET } from "@vms/payment-sandbox";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { opLogs } from "../../db/schema/op-logs.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { freePort, payOnPage, returnParams, startSandboxProcess } from "../../test-support/payments.js";
import { createTestDatabase } from "../../test-support/postgres.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { buildTestApp, describeOnEngines, testConfig } from "../../test-support/test-server.js";
import { createCloudService } from "./cloud-service.js";
import { createCommerceRepository } from "./commerce-repository.js";
import { WEBHOOK_PATH } from "./webhook-route.js";

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
const COUNTDOWN_SEC = 8;

// Issue 15 against the real server and the payment sandbox process (spec §3-§9; docs/payments.md).
describeOnEngines("licences, orders and payment", (engine) => {
  const fake = createFakeGateway();
  let app: FastifyInstance;
  let port = 0;
  let tempDir = "";
  let databaseUrl: string | null = null;
  let drop: (() => Promise<void>) | null = null;
  let sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
  const logs: string[] = [];
  const api = testApi(() => `http://127.0.0.1:${port}`);
  const steps = siteSteps(api, fake);
  const ok = steps.ok;
  let alpha: Record<"admin" | "viewer", LoginResult>;
  let beta: LoginResult;
  let cam = "";
  let betaCam = "";

  async function start(): Promise<void> {
    app = await buildTestApp(testConfig({ dataDir: path.join(tempDir, "data"), databaseUrl, port, loginIpPerMinute: 1_000 }), {
      deviceGateway: fake.gateway,
      logger: { level: "info", stream: { write: (line: string) => void logs.push(line) } },
    });
    await app.listen({ port, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
  }
  const order = (session: LoginResult, orderNo: string) => ok<OrderDto>("/license-vas-tob-oder/query", { orderNo }, session);
  async function waitOrder(orderNo: string, check: (o: OrderDto) => boolean, what: string, timeoutMs = 20_000): Promise<OrderDto> {
    for (const end = Date.now() + timeoutMs; ; await later(150)) {
      const o = await order(alpha.admin, orderNo);
      if (check(o)) return o;
      if (Date.now() > end) throw new Error(`timed out: ${what}: ${JSON.stringify(o)}`);
    }
  }
  const buyLicence = async (durationType: number, chlNum: number) => ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { durationType, chlNum }, alpha.admin);
  const checkout = async (orderNo: string, payType = 3) => ok<{ checkoutUrl: string }>("/license-vas-tob-oder/insert-pay", { orderNo, payType }, alpha.admin);
  const licences = () => ok<LicenceQuery>("/license-inst/query", {}, alpha.admin);
  const signed = (event: object, secret = SANDBOX_WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return fetch(`http://127.0.0.1:${port}${WEBHOOK_PATH}`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }) }, body: payload });
  };

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), "vms-commerce-test-"));
    if (engine === "postgres") ({ url: databaseUrl, drop } = await createTestDatabase());
    const sandboxPort = await freePort();
    Object.assign(process.env, { VMS_STRIPE_API_URL: `http://127.0.0.1:${sandboxPort}`, VMS_STRIPE_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET, VMS_PAYMENT_COUNTDOWN_SEC: String(COUNTDOWN_SEC), VMS_LICENCE_FREE_CHANNELS: "0" });
    await start();
    sandbox = await startSandboxProcess(sandboxPort, `http://127.0.0.1:${port}${WEBHOOK_PATH}`, SANDBOX_WEBHOOK_SECRET);
    const db = app.vms.database.db;
    await createTestOrg(db, "Alpha Pay", [{ email: "admin@pay-a.test", role: "orgAdmin" }, { email: "viewer@pay-a.test", role: "ordinaryUser" }]);
    await createTestOrg(db, "Beta Pay", [{ email: "admin@pay-b.test", role: "orgAdmin" }]);
    alpha = await signIn(api, "pay-a.test", ["admin", "viewer"]);
    beta = (await signIn(api, "pay-b.test", ["admin"])).admin;
    cam = (await steps.bind(alpha.admin, await steps.addSite(alpha.admin, "HQ"), { sn: `PAY-A-${engine}` })).sn;
    betaCam = (await steps.bind(beta, await steps.addSite(beta, "Depot"), { sn: `PAY-B-${engine}` })).sn;
  }, 90_000);

  afterAll(async () => {
    await sandbox?.stop();
    await app?.close();
    await drop?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  it("§5 quotes: matrix prices; under 0.01 counts as 0.01; below 0.5 USD 23036; above 10 million 23019", async () => {
    expect(await ok<LicenceQuoteDto>("/license-price-matrix/quote", { durationType: 2, chlNum: 8 }, alpha.admin)).toMatchObject({ unitPrice: "4.99", total: "39.92", payable: true, code: null });
    const repo = createCommerceRepository(app.vms.database.db);
    await repo.upsertPrice(1, 1, 3, "0.001");
    await repo.upsertPrice(5, 9000, 10000, "200000");
    expect(await ok<LicenceQuoteDto>("/license-price-matrix/quote", { durationType: 1, chlNum: 2 }, alpha.admin)).toMatchObject({ unitPrice: "0.01", total: "0.02", payable: false, code: Code.AMOUNT_BELOW_MINIMUM });
    expect(await ok<LicenceQuoteDto>("/license-price-matrix/quote", { durationType: 5, chlNum: 9500 }, alpha.admin)).toMatchObject({ payable: false, code: Code.AMOUNT_ABOVE_MAXIMUM });
    expect((await api.call("/license-vas-tob-oder/insert-pay-order", { durationType: 1, chlNum: 2 }, alpha.admin)).code).toBe(Code.AMOUNT_BELOW_MINIMUM);
    expect((await api.call("/license-vas-tob-oder/insert-pay-order", { durationType: 5, chlNum: 9500 }, alpha.admin)).code).toBe(Code.AMOUNT_ABOVE_MAXIMUM);
    expect((await api.call("/license-price-matrix/quote", { durationType: 2, chlNum: 8 }, alpha.viewer)).code).toBe(Code.NO_PERMISSION);
  });

  it("§4/§7 buy a 90-day licence for 8 channels with a success card: paid, status and buttons change, unblocked", async () => {
    const before = await licences();
    expect(before).toMatchObject({ warning: "noLicence", blocked: true });
    const created = await buyLicence(2, 8);
    expect(created).toMatchObject({ status: 1, orderType: 3, chlNum: 8, price: "39.92" });
    expect(created.payDeadline).toBeGreaterThan(Date.now());
    const { checkoutUrl } = await checkout(created.orderNo);
    const paid = await payOnPage(checkoutUrl, "4242424242424242");
    expect(paid.status).toBe(303);
    expect((await api.call("/pay-callback/success", returnParams(paid.location!))).data).toMatchObject({ orderNo: created.orderNo, status: 2, chlNum: 8, trial: false });
    expect(await waitOrder(created.orderNo, (o) => o.status === 2, "paid")).toMatchObject({ payType: 3, transactionId: expect.stringMatching(/^pi_/) });
    const after = await licences();
    expect(after).toMatchObject({ warning: "none", blocked: false, licenceObj: { valid: true, currentInfo: { chlNum: 8, status: 2, buttonList: [2, 4], durationType: 2 } } });
    expect(after.list.filter((l) => l.orderNo === created.orderNo)).toHaveLength(1);
    // The payment is in the organization's operation log (modules/op-logs).
    await app.vms.opLogs.idle();
    const lines = await app.vms.database.db.select().from(opLogs).where(and(eq(opLogs.action, "order.paid"), like(opLogs.detail, `${created.orderNo}%`)));
    // Written by the payment's webhook: the system acted, not a (deleted) user (issue 27).
    expect(lines.map((l) => [l.module, l.actorKind, l.userId])).toEqual([["licence", "system", null]]);
  });

  it("§8 a decline card: the order stays to pay with the translated decline reason; the payer cancels (23046)", async () => {
    const created = await buyLicence(1, 4);
    const { checkoutUrl } = await checkout(created.orderNo);
    const declined = await payOnPage(checkoutUrl, "4000000000009995");
    expect(declined.status).toBe(402);
    expect(await waitOrder(created.orderNo, (o) => o.declineCode !== null, "decline")).toMatchObject({ status: 1, declineCode: Code.DECLINE_CARD_LIMIT });
    const back = returnParams(/href="([^"]+)" data-testid="return"/.exec(declined.html)![1]!.replace(/&#38;/g, "&"));
    expect((await api.call("/pay-callback/cancel", { ...back, resultToken: "x".repeat(32) })).code).toBe(Code.ORDER_MISSING);
    expect((await api.call("/pay-callback/cancel", back)).data).toMatchObject({ status: 3, declineCode: Code.PAYMENT_CANCELLED });
    // Cancelled by the payer, not by the countdown: 23005.
    expect((await api.call("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, alpha.admin)).code).toBe(Code.ORDER_NOT_PAYABLE);
  });

  it("§4 the countdown: an unpaid order is cancelled by the queue's job and paying it answers 23006, as docs/payments.md says (issue 27)", async () => {
    const created = await buyLicence(1, 5);
    await checkout(created.orderNo);
    expect(await waitOrder(created.orderNo, (o) => o.status === 3, "countdown", (COUNTDOWN_SEC + 10) * 1000)).toMatchObject({ declineCode: Code.PAYMENT_TIMED_OUT, payDeadline: null });
    expect((await api.call("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, alpha.admin)).code).toBe(Code.PAYMENT_TIMED_OUT);
  }, 30_000);

  it("§4/§9 trials: the licence trial once per account (23023); the cloud trial marks the device used and a second one is refused (23043 while its plan runs)", async () => {
    expect(await ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { chlNum: 4, trial: true }, alpha.admin)).toMatchObject({ status: 5, trial: true, price: "0.00" });
    expect((await api.call("/license-vas-tob-oder/insert-pay-order", { chlNum: 4, trial: true }, alpha.admin)).code).toBe(Code.TRIAL_USED);
    expect(await ok<{ cloudTrialAvailable: boolean }>("/buy/check", { orderType: 1, sn: cam }, alpha.admin)).toMatchObject({ cloudTrialAvailable: true, canBuy: true });
    expect(await ok<OrderDto>("/cloud-storage/purchase", { goodsId: "cs-trial-7d", sn: cam, chlIndex: 1 }, alpha.admin)).toMatchObject({ status: 5, orderType: 1 });
    expect(await ok("/vas-inst/check", { sn: cam, chlIndex: 1 }, alpha.admin)).toMatchObject({ trialAvailable: false, active: true, status: 2 });
    expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-trial-7d", sn: cam, chlIndex: 1 }, alpha.admin)).code).toBe(Code.CLOUD_PLAN_ACTIVE);
    // The cloud recorder's directory now records the channel (CloudStorageDirectory port).
    const directory = createCloudService({ repo: createCommerceRepository(app.vms.database.db), orders: null as never, sites: app.vms.sites, now: Date.now, usedBytes: async () => 0 }).directory;
    expect(await directory.planFor((await createCommerceRepository(app.vms.database.db).orgIdByName("Alpha Pay"))!, cam, 1, Date.now())).toMatchObject({ sn: cam, chlIndex: 1, storageDays: 7 });
  });

  it("§7 a cloud package bought for a channel starts its cloud recording; a chargeback (4) revokes it", async () => {
    const created = await ok<OrderDto>("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn: cam, chlIndex: 1 }, alpha.admin);
    const { checkoutUrl } = await checkout(created.orderNo, 2);
    expect((await payOnPage(checkoutUrl, "4000000000000259")).status).toBe(303);
    await waitOrder(created.orderNo, (o) => o.status === 4, "chargeback");
    const page = await ok<{ list: Array<{ sn: string; status: number; storageDays: number; usedBytes?: number }> }>("/cloud-storage/chl/order/query", {}, alpha.admin);
    // The trial plan still runs; the bought plan was revoked.
    expect(page.list.find((r) => r.sn === cam)).toMatchObject({ status: 2, storageDays: 7, usedBytes: 0, goodsId: "cs-trial-7d", termType: 1, trial: true });
    const repo = createCommerceRepository(app.vms.database.db);
    const plans = await repo.plansOf((await repo.orgIdByName("Alpha Pay"))!, cam, 1);
    expect(plans.filter((p) => p.revokedAt !== null)).toHaveLength(1);
  });

  it("issue 28 §3 auto renew: set per channel on its paid plan, shown in the channel list; refused without a paid plan (7067), for another organization (33002) and without the storage code (23003), writing nothing", async () => {
    const created = await ok<OrderDto>("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn: cam, chlIndex: 1 }, alpha.admin);
    const { checkoutUrl } = await checkout(created.orderNo, 2);
    expect((await payOnPage(checkoutUrl, "4242424242424242")).status).toBe(303);
    await waitOrder(created.orderNo, (o) => o.status === 2, "paid");
    const row = async () => (await ok<{ list: Array<{ sn: string; chlIndex: number; autoRenew: boolean }> }>("/cloud-storage/chl/order/query", {}, alpha.admin)).list.find((r) => r.sn === cam && r.chlIndex === 1)!;
    expect(await ok("/cloud-storage/auto-renew/set", { sn: cam, chlIndex: 1, autoRenew: true }, alpha.admin)).toMatchObject({ sn: cam, chlIndex: 1 });
    const repo = createCommerceRepository(app.vms.database.db);
    const orgId = (await repo.orgIdByName("Alpha Pay"))!;
    const paid = async () => (await repo.plansOf(orgId, cam, 1)).filter((p) => !p.trial && p.revokedAt === null);
    expect((await paid()).every((p) => p.autoRenew)).toBe(true);
    expect((await row()).autoRenew).toBe(true);
    // Refusals write nothing.
    expect((await api.call("/cloud-storage/auto-renew/set", { sn: cam, chlIndex: 1, autoRenew: false }, beta)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await api.call("/cloud-storage/auto-renew/set", { sn: cam, chlIndex: 1, autoRenew: false }, alpha.viewer)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/cloud-storage/auto-renew/set", { sn: betaCam, chlIndex: 1, autoRenew: true }, beta)).code).toBe(Code.CLOUD_NOT_OPENED);
    expect((await api.call("/cloud-storage/auto-renew/set", { sn: cam, chlIndex: 1 }, alpha.admin)).code).toBe(Code.INVALID_DATA);
    expect((await paid()).every((p) => p.autoRenew)).toBe(true);
    expect(await ok("/cloud-storage/auto-renew/set", { sn: cam, chlIndex: 1, autoRenew: false }, alpha.admin)).toMatchObject({ autoRenew: false });
    expect((await paid()).some((p) => p.autoRenew)).toBe(false);
    expect((await row()).autoRenew).toBe(false);
  });

  it("reliability: a bad signature is refused (400) and logged", async () => {
    const bad = await signed({ id: "evt_bad", type: "checkout.session.completed", data: { object: {} } }, "whsec_wrong");
    expect(bad.status).toBe(400);
    expect(logs.some((l) => l.includes("payment webhook refused: bad signature"))).toBe(true);
  });

  it("reliability: the server dies between the charge and the webhook; after a restart the order is paid exactly once", async () => {
    const created = await buyLicence(4, 3);
    const { checkoutUrl } = await checkout(created.orderNo);
    await app.close();
    expect((await payOnPage(checkoutUrl, "4242424242424242")).status).toBe(303);
    await later(1500);
    await start();
    alpha = await signIn(api, "pay-a.test", ["admin", "viewer"]);
    await waitOrder(created.orderNo, (o) => o.status === 2, "paid after restart");
    await later(1500);
    expect((await licences()).list.filter((l) => l.orderNo === created.orderNo)).toHaveLength(1);
  }, 40_000);

  it("IDOR: another organization's orders, channels and result tokens leak nothing", async () => {
    const mine = (await ok<{ list: OrderDto[] }>("/license-vas-tob-oder/page", { pageSize: 100 }, alpha.admin)).list;
    expect(mine.length).toBeGreaterThan(3);
    const orderNo = mine[0]!.orderNo;
    expect((await api.call("/license-vas-tob-oder/query", { orderNo }, beta)).code).toBe(Code.ORDER_MISSING);
    expect((await api.call("/license-vas-tob-oder/insert-pay", { orderNo, payType: 3 }, beta)).code).toBe(Code.ORDER_MISSING);
    expect((await ok<{ total: number }>("/license-vas-tob-oder/page", {}, beta)).total).toBe(0);
    expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn: cam, chlIndex: 1 }, beta)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await api.call("/vas-inst/check", { sn: cam, chlIndex: 1 }, beta)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await api.call("/cloud-storage/application/info", { sn: betaCam, chlIndex: 1 }, alpha.admin)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await ok<{ list: Array<{ sn: string }> }>("/cloud-storage/chl/order/query", {}, beta)).list.map((r) => r.sn)).toEqual([betaCam]);
    expect((await api.call("/pay-callback/success", { orderNo, resultToken: "y".repeat(40) })).code).toBe(Code.ORDER_MISSING);
    expect((await api.call("/license-vas-tob-oder/page", {}, alpha.viewer)).code).toBe(Code.NO_PERMISSION);
  });

  it("issue 28: part of an order number finds the order, in the caller's organization only; % and _ match themselves", async () => {
    const mine = (await ok<{ list: OrderDto[] }>("/license-vas-tob-oder/page", { pageSize: 100 }, alpha.admin)).list;
    const target = mine[1]!.orderNo;
    const fragment = target.slice(-6).toLowerCase();
    const found = (await ok<{ list: OrderDto[] }>("/license-vas-tob-oder/page", { pageSize: 100, orderNo: ` ${fragment} ` }, alpha.admin)).list;
    expect(found.map((o) => o.orderNo)).toContain(target);
    expect(found.every((o) => o.orderNo.toLowerCase().includes(fragment))).toBe(true);
    expect(found.length).toBeLessThan(mine.length);
    expect((await ok<{ total: number }>("/license-vas-tob-oder/page", { orderNo: fragment }, beta)).total).toBe(0);
    expect((await ok<{ total: number }>("/license-vas-tob-oder/page", { orderNo: "%" }, alpha.admin)).total).toBe(0);
    expect((await ok<{ total: number }>("/license-vas-tob-oder/page", { orderNo: "_" }, alpha.admin)).total).toBe(0);
  });
});
