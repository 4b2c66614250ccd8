import { Code, type LoginResult, type OrderDto, type PayResult } from "@vms/api-client";
import { RES } from "@vms/permissions";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { opLogs } from "../../db/schema/op-logs.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { payOnPage, returnParams, usePaymentServer } from "../../test-support/payments.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines } from "../../test-support/test-server.js";

type PayStart = { checkoutUrl: string; paymentId: string };
const DAY = 86_400_000;

// Issue 27: an unpaid order can be cancelled from the console (order list and pay page), and the
// payment result says when a queued licence starts (spec §4 order status and licence status 7).
describeOnEngines("cancelling orders and the payment result", (engine) => {
  const pay = usePaymentServer(engine);
  const server = pay.server;
  const api = testApi(() => server().baseUrl);
  const ok = siteSteps(api).ok;
  let alpha: Record<"admin" | "reader", LoginResult>;
  let beta: LoginResult;

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    // reader: may see licence orders (vms_licorder_qry), not buy licences; the organization's
    // dynamic codes still let every user buy cloud storage (spec §6).
    await createTestOrg(db, "Cancel Alpha", [{ email: "admin@cancel-a.test", role: "orgAdmin" }, { email: "reader@cancel-a.test", role: { marker: null, codes: [RES.LICORDER_QRY] } }]);
    await createTestOrg(db, "Cancel Beta", [{ email: "admin@cancel-b.test", role: "orgAdmin" }]);
    alpha = await signIn(api, "cancel-a.test", ["admin", "reader"]);
    beta = (await signIn(api, "cancel-b.test", ["admin"])).admin;
  });
  const order = (orderNo: string) => ok<OrderDto>("/license-vas-tob-oder/query", { orderNo }, alpha.admin);
  const cancelLines = async (orderNo: string) => {
    await server().app.vms.opLogs.idle();
    return server().app.vms.database.db.select().from(opLogs).where(and(eq(opLogs.action, "order.cancel"), like(opLogs.detail, `${orderNo}%`)));
  };

  it("§4 issue 27: a buyer cancels an unpaid order: cancelled (23046), its checkout closed at the provider, one operation-log line; a second cancel answers 23005", async () => {
    const created = await ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { durationType: 2, chlNum: 4 }, alpha.admin);
    const { checkoutUrl, paymentId } = await ok<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, alpha.admin);
    expect(await ok<OrderDto>("/license-vas-tob-oder/cancel", { orderNo: created.orderNo }, alpha.admin)).toMatchObject({ status: 3, declineCode: Code.PAYMENT_CANCELLED, payDeadline: null });
    expect((await pay.stripe().checkout.sessions.retrieve(paymentId)).status).toBe("expired");
    expect((await payOnPage(checkoutUrl, "4242424242424242")).status).toBe(200);
    const lines = await cancelLines(created.orderNo);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ module: "licence", detail: `${created.orderNo} cancelled by the user` });
    expect((await api.call("/license-vas-tob-oder/cancel", { orderNo: created.orderNo }, alpha.admin)).code).toBe(Code.ORDER_NOT_PAYABLE);
    expect((await api.call("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, alpha.admin)).code).toBe(Code.ORDER_NOT_PAYABLE);
    // The organization may order again at once (23024 no longer applies).
    const next = await ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { durationType: 2, chlNum: 4 }, alpha.admin);
    await ok("/license-vas-tob-oder/cancel", { orderNo: next.orderNo }, alpha.admin);
  });

  it("§6 IDOR issue 27: another organization, or a user who may not buy that order type, cannot cancel; a refused call writes nothing", async () => {
    const created = await ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { durationType: 1, chlNum: 4 }, alpha.admin);
    expect((await api.call("/license-vas-tob-oder/cancel", { orderNo: created.orderNo }, beta)).code).toBe(Code.ORDER_MISSING);
    // The reader sees the order but may not buy licences.
    expect((await api.call<OrderDto>("/license-vas-tob-oder/query", { orderNo: created.orderNo }, alpha.reader)).code).toBe(200);
    expect((await api.call("/license-vas-tob-oder/cancel", { orderNo: created.orderNo }, alpha.reader)).code).toBe(Code.ORDER_MISSING);
    expect((await api.call("/license-vas-tob-oder/cancel", { orderNo: "20260101000000000000000" }, alpha.admin)).code).toBe(Code.ORDER_MISSING);
    expect(await order(created.orderNo)).toMatchObject({ status: 1 });
    expect(await cancelLines(created.orderNo)).toHaveLength(0);
    await ok("/license-vas-tob-oder/cancel", { orderNo: created.orderNo }, alpha.admin);
  });

  it("§4 issue 27: a cancel racing a payment: the order ends paid or cancelled, never both, and a paid order is not cancelled", async () => {
    const created = await ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { durationType: 1, chlNum: 5 }, alpha.admin);
    const { checkoutUrl } = await ok<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, alpha.admin);
    const [paid] = await Promise.all([payOnPage(checkoutUrl, "4242424242424242"), api.call<OrderDto>("/license-vas-tob-oder/cancel", { orderNo: created.orderNo }, alpha.admin)]);
    const end = await order(created.orderNo);
    // Money taken before the page closed still buys (cancelled → paid); otherwise the page refused it.
    if (paid.status === 303) expect(end.status).toBe(2);
    else expect(end).toMatchObject({ status: 3 });
    expect((await api.call("/license-vas-tob-oder/cancel", { orderNo: created.orderNo }, alpha.admin)).code).toBe(Code.ORDER_NOT_PAYABLE);
  });

  it("§4 issue 27: the payment result says when a licence queued behind the one in effect starts", async () => {
    const buyAndPay = async () => {
      const created = await ok<OrderDto>("/license-vas-tob-oder/insert-pay-order", { durationType: 2, chlNum: 8 }, alpha.admin);
      const { checkoutUrl } = await ok<PayStart>("/license-vas-tob-oder/insert-pay", { orderNo: created.orderNo, payType: 3 }, alpha.admin);
      const back = await payOnPage(checkoutUrl, "4242424242424242");
      expect(back.status).toBe(303);
      return (await api.call<PayResult>("/pay-callback/success", returnParams(back.location!))).data;
    };
    const first = await buyAndPay();
    expect(first).toMatchObject({ status: 2 });
    expect(Math.abs(first.activeFrom! - first.payTime!)).toBeLessThan(5_000);
    // The same cameras again: an extension, queued until the first term ends (90 days).
    const queued = await buyAndPay();
    expect(queued).toMatchObject({ status: 2 });
    expect(queued.activeFrom! - first.activeFrom!).toBeGreaterThan(85 * DAY);
  });
});
