import { Code, type ChannelPlan, type LoginResult, type OrderDto } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { buyTestLicence } from "../../test-support/licences.js";
import { payOnPage, usePaymentServer } from "../../test-support/payments.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines } from "../../test-support/test-server.js";

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DAY = 86_400_000;

// Issue 15 "Cloud storage": a channel's cloud recording starts when its package becomes active
// (trial or paid) and stops when it ends or is charged back — without waiting for the recorder's
// periodic poll, which is set to an hour here so only the plan-change signal can start it.
describeOnEngines("cloud plans drive cloud recording", (engine) => {
  let skew = 0;
  const payments = usePaymentServer(engine, {
    options: { clock: () => Date.now() + skew, cloudRecording: { settings: { recorder: { stream: "sub", segmentMs: 2_000, pollMs: 3_600_000 } } } },
  });
  const server = payments.server;
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  // A recorder (NVR/DVR) with two live channels: one gets the trial, the other a paid package.
  const nvr = generateFleet({ count: 40, seed: `cloud-plan-${engine}` }).find((d) => d.channels.filter((c) => c.configured && c.status === 1).length >= 2)!;
  const [trialChl, paidChl] = nvr.channels.filter((c) => c.configured && c.status === 1).map((c) => c.chlIndex) as [number, number];
  let device: SimulatedDevice;
  let admin: LoginResult;
  let orgId = "";
  const cloud = () => server().app.cloudRecording;
  const ok = steps.ok;

  async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 8_000): Promise<number> {
    const from = Date.now();
    for (; !(await check()); await later(100)) if (Date.now() - from > timeoutMs) throw new Error(`timed out: ${what}`);
    return Date.now() - from;
  }
  const planRow = async (chlIndex: number) =>
    (await ok<{ list: ChannelPlan[] }>("/cloud-storage/chl/order/query", { pageNum: 1, pageSize: 100 }, admin)).list.find((r) => r.sn === nvr.sn && r.chlIndex === chlIndex)!;
  const segments = async (chlIndex: number) => (await cloud().reader.spans(orgId, nvr.sn, chlIndex, 0, Date.now() + skew + 60_000)).length;

  beforeAll(async () => {
    orgId = (await createTestOrg(server().app.vms.database.db, "Cloud Plans", [{ email: "admin@cloud-plans.test", role: "orgAdmin" }])).orgId;
    admin = (await signIn(api, "cloud-plans.test", ["admin"])).admin;
    // Only licensed channels record to the cloud (issue 27); this server has no free channels.
    await buyTestLicence(api, server().app, admin, 8);
    const site = await steps.addSite(admin, "Recorded");
    device = new SimulatedDevice(nvr, { serverUrl: server().baseUrl });
    await device.start();
    await ok("/device/bind", { sn: nvr.sn, securityCode: nvr.securityCode, siteId: site, name: nvr.name }, admin);
  }, 30_000);
  afterAll(async () => {
    await device?.stop();
  });

  it("§4/§7: a started trial records the channel at once: segments are written and storage management says so", async () => {
    expect(cloud().recorder.recorders()).toHaveLength(0);
    expect(await ok<OrderDto>("/cloud-storage/purchase", { goodsId: "cs-trial-7d", sn: nvr.sn, chlIndex: trialChl }, admin)).toMatchObject({ status: 5, trial: true });
    // Started by the plan change, not the (hour-long) poll.
    expect(await until("trial channel recording", () => cloud().isRecording(orgId, nvr.sn, trialChl))).toBeLessThan(5_000);
    await until("trial channel segments", async () => (await segments(trialChl)) > 0);
    expect(await planRow(trialChl)).toMatchObject({ status: 2, trial: true, recording: true });
    expect((await planRow(trialChl)).usedBytes).toBeGreaterThan(0);
    // The other channel has no plan and is not recorded.
    expect(await planRow(paidChl)).toMatchObject({ status: 8, recording: false, usedBytes: 0 });
    expect(cloud().isRecording(orgId, nvr.sn, paidChl)).toBe(false);
  }, 20_000);

  it("§7: a paid package records its channel once the provider's webhook confirms payment; a chargeback (4) stops it", async () => {
    const order = await ok<OrderDto>("/cloud-storage/purchase", { goodsId: "cs-7d-month", sn: nvr.sn, chlIndex: paidChl }, admin);
    expect(order.status).toBe(1);
    // Unpaid: nothing is recorded.
    await later(500);
    expect(cloud().isRecording(orgId, nvr.sn, paidChl)).toBe(false);
    // Paid on the sandbox's page; its webhook (not a poll, not the result page) tells the server.
    const { checkoutUrl, paymentId } = await ok<{ checkoutUrl: string; paymentId: string }>("/license-vas-tob-oder/insert-pay", { orderNo: order.orderNo, payType: 3 }, admin);
    expect((await payOnPage(checkoutUrl, "4242424242424242")).status).toBe(303);
    const [completed] = await payments.eventsOf("checkout.session.completed", paymentId);
    expect(await payments.outcomeOf(completed!.id)).toBe("paid");
    await until("paid channel recording", () => cloud().isRecording(orgId, nvr.sn, paidChl));
    await until("paid channel segments", async () => (await segments(paidChl)) > 0);
    expect(await planRow(paidChl)).toMatchObject({ status: 2, trial: false, recording: true, storageDays: 7 });

    const paid = await ok<OrderDto>("/license-vas-tob-oder/query", { orderNo: order.orderNo }, admin);
    await payments.dispute(paid.transactionId!);
    await until("charged-back channel stops", () => cloud().recorder.recorders().every((r) => r.channel.chlIndex !== paidChl));
    expect(await planRow(paidChl)).toMatchObject({ recording: false });
    expect((await ok<OrderDto>("/license-vas-tob-oder/query", { orderNo: order.orderNo }, admin)).status).toBe(4);
    // The trial channel is untouched.
    expect(cloud().isRecording(orgId, nvr.sn, trialChl)).toBe(true);
  }, 30_000);

  it("§4/§9: after the trial ends its channel stops recording, and a second trial on the device is refused (23023) on any channel", async () => {
    skew = 8 * DAY;
    admin = (await signIn(api, "cloud-plans.test", ["admin"])).admin; // the session expired with the moved clock
    await cloud().recorder.sync();
    expect(cloud().recorder.recorders()).toHaveLength(0);
    const ended = await planRow(trialChl);
    expect(ended.status).not.toBe(2);
    expect(ended.recording).toBe(false);
    expect(await ok("/vas-inst/check", { sn: nvr.sn, chlIndex: trialChl }, admin)).toMatchObject({ trialAvailable: false, active: false });
    for (const chlIndex of [trialChl, paidChl]) {
      expect((await api.call("/cloud-storage/purchase", { goodsId: "cs-trial-7d", sn: nvr.sn, chlIndex }, admin)).code).toBe(Code.TRIAL_USED);
    }
    // Nothing started: no new plan, no recorder.
    await cloud().recorder.sync();
    expect(cloud().recorder.recorders()).toHaveLength(0);
  });
});
