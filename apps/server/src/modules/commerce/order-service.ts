import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Code, type OrderDto, type ParsedRequestOf } from "@vms/api-client";
import { addMonthsUtc, DAY_MS, LICENCE_TRIAL, paidLicenceEnd, paidLicenceStart, termByDurationType } from "@vms/licence-pricing";
import { RES } from "@vms/permissions";
import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "../../lib/jobs/index.js";
import { AppError } from "../../plugins/envelope/app-error.js";
import type { Caller } from "../access/caller.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import { toOrderDto, toPayResult, toStoredLicence } from "./commerce-dto.js";
import type { CommerceRepository, NewOrder, OrderRow } from "./commerce-repository.js";
import { declineCatalogueCode } from "./payments/decline-codes.js";
import { ProviderUnavailableError, type PaymentProvider, type ProviderEvent } from "./payments/payment-provider.js";

/** The payment countdown job (decision 0007 queue): cancels an order still unpaid at its deadline. */
export const COUNTDOWN_JOB = "commerce.payment-countdown";
/** Order statuses (spec §4) and types (§3). */
export const OS = { TO_PAY: 1, PAID: 2, CANCELLED: 3, CHARGEBACK: 4, TRIAL: 5 } as const;
export const OT = { CLOUD: 1, LICENCE: 3 } as const;
/** The cloud storage trial plan lasts this long. */
export const CLOUD_TRIAL_DAYS = 7;

export interface OrderServiceDeps {
  repo: CommerceRepository;
  provider: PaymentProvider;
  queue: Pick<JobQueue, "enqueue" | "cancel">;
  log: FastifyBaseLogger;
  now: () => number;
  countdownMs: number;
  publicUrl: string;
  opLog: OpLogWriter;
  /** Plans or licences started or ended (the cloud recorder's directory listens: it records licensed channels with a plan). */
  plansChanged: () => void;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newOrderNo = (at: number) => `${new Date(at).toISOString().slice(0, 10).replace(/-/g, "")}${randomBytes(6).readUIntBE(0, 6).toString().padStart(15, "0")}`;
const providerDown = (err: unknown): never => {
  if (err instanceof ProviderUnavailableError) throw new AppError(Code.PAYMENT_PROVIDER_DOWN);
  throw err;
};

/** Orders and payment (spec §3/§4/§5): creation, checkout, idempotent outcomes, countdown, chargeback. */
export function createOrderService(deps: OrderServiceDeps) {
  const { repo, provider, queue, log, now, opLog } = deps;
  const logOrder = (order: OrderRow, action: string, detail: string, userId: string | null = null) =>
    opLog({ orgId: order.orgId, userId, module: order.orderType === OT.LICENCE ? "licence" : "cloudStorage", action, detail: `${order.orderNo} ${detail}`.slice(0, 1000) });

  /** Activates what an order bought, inside the transaction that marked it paid or on trial. */
  async function activate(order: OrderRow, tx: Parameters<Parameters<CommerceRepository["transaction"]>[0]>[0], at: number): Promise<void> {
    if (order.orderType === OT.LICENCE) {
      const existing = (await repo.licencesOf(order.orgId, tx)).map((l) => toStoredLicence(l));
      const start = order.trial ? at : paidLicenceStart(existing, order.chlNum, at);
      const end = order.trial ? at + LICENCE_TRIAL.DAYS * DAY_MS : paidLicenceEnd(start, order.term);
      await repo.insertLicence({ orgId: order.orgId, orderId: order.id, licenseType: order.trial ? 2 : 3, chlNum: order.chlNum, durationType: order.trial ? 0 : order.term, startTime: new Date(start), endTime: new Date(end) }, tx);
      return;
    }
    const goods = (await repo.goods(tx)).find((g) => g.id === order.goodsId);
    if (!goods || order.sn === null || order.chlIndex === null) throw new Error(`cloud order ${order.orderNo} without goods or channel`);
    const plans = (await repo.plansOf(order.orgId, order.sn, order.chlIndex, tx)).filter((p) => p.revokedAt === null && p.endTime.getTime() > at);
    const start = Math.max(at, ...plans.map((p) => p.endTime.getTime()));
    const end = goods.trial ? start + CLOUD_TRIAL_DAYS * DAY_MS : addMonthsUtc(start, goods.termMonths);
    await repo.insertPlan({ orgId: order.orgId, orderId: order.id, sn: order.sn, chlIndex: order.chlIndex, goodsId: goods.id, storageDays: goods.storageDays, startTime: new Date(start), endTime: new Date(end), trial: goods.trial, autoRenew: order.autoRenew }, tx);
  }

  /** Paid, exactly once: only the call that moves the order from to-pay (or cancelled) activates. */
  async function markPaid(order: OrderRow, transactionId: string, method: "card" | "wallet", source: string): Promise<boolean> {
    const at = now();
    const paid = await repo.transaction(async (tx) => {
      const row = await repo.orders.transition(order.id, [OS.TO_PAY, OS.CANCELLED], { status: OS.PAID, payTime: new Date(at), transactionId, payType: method === "wallet" ? 2 : 3, declineCode: null }, tx);
      if (row) await activate(row, tx, at);
      return row;
    });
    if (!paid) return false;
    logOrder(paid, "order.paid", `paid ${paid.priceCents / 100} USD (${source}, ${transactionId})`);
    deps.plansChanged();
    await queue.cancel(COUNTDOWN_JOB, paid.orderNo).catch(() => 0);
    return true;
  }

  async function cancel(order: OrderRow, declineCode: number | null, reason: string): Promise<OrderRow | null> {
    const row = await repo.orders.transition(order.id, [OS.TO_PAY], { status: OS.CANCELLED, ...(declineCode ? { declineCode } : {}) });
    if (row) logOrder(row, "order.cancel", reason);
    return row;
  }

  /** Asks the provider about an unpaid order's checkout and applies the answer (result page, query, countdown, restart). */
  async function reconcile(order: OrderRow): Promise<OrderRow> {
    if (order.status !== OS.TO_PAY || !order.paymentId) return order;
    const state = await provider.getCheckout(order.paymentId).catch((err: unknown) => {
      log.warn({ err, orderNo: order.orderNo }, "payment provider not reachable while reconciling");
      return null;
    });
    if (state?.state === "paid") await markPaid(order, state.transactionId, state.method, "reconcile");
    return (await repo.orders.byNo(order.orderNo)) ?? order;
  }

  /** A payment that completed just before the checkout closed still counts (cancelled → paid). */
  async function reconcileCancelled(order: OrderRow): Promise<void> {
    if (!order.paymentId) return;
    const state = await provider.getCheckout(order.paymentId).catch(() => null);
    if (state?.state === "paid") await markPaid(order, state.transactionId, state.method, "reconcile after cancel");
  }

  const ownOrder = async (caller: Caller, orderNo: string): Promise<OrderRow> => {
    const order = await repo.orders.byNo(orderNo);
    if (!order || order.orgId !== caller.user.orgId) throw new AppError(Code.ORDER_MISSING);
    const allowed = order.orderType === OT.LICENCE ? [RES.LICORDER_QRY, RES.LICENSE_MGR] : [RES.STGORDER_QRY, RES.CLOUDSTORAGE_MGR];
    if (!allowed.some((c) => caller.codes.has(c))) throw new AppError(Code.ORDER_MISSING);
    return order;
  };

  async function create(values: Omit<NewOrder, "orderNo" | "status" | "payDeadline">, trial: { kind: "licence" | "cloud"; subject: string } | null): Promise<OrderRow> {
    const at = now();
    const order = await repo.transaction(async (tx) => {
      const row = await repo.orders.insert({ ...values, orderNo: newOrderNo(at), status: trial ? OS.TRIAL : OS.TO_PAY, payDeadline: trial ? null : new Date(at + deps.countdownMs), trial: Boolean(trial) }, tx);
      if (trial) {
        if (!(await repo.claimTrial(trial.kind, trial.subject, row.id, tx))) throw new AppError(Code.TRIAL_USED);
        await activate(row, tx, at);
      }
      return row;
    });
    logOrder(order, trial ? "order.trial" : "order.create", order.spec, values.userId ?? null);
    if (trial) deps.plansChanged();
    if (!trial) await queue.enqueue(COUNTDOWN_JOB, { orderNo: order.orderNo }, { delayMs: deps.countdownMs, singletonKey: order.orderNo });
    return order;
  }

  return {
    markPaid,
    create,
    async createLicenceOrder(caller: Caller, data: ParsedRequestOf<"/license-vas-tob-oder/insert-pay-order">, priceCents: (durationType: number, chlNum: number) => Promise<number>): Promise<OrderDto> {
      const orgId = caller.user.orgId;
      if (data.trial) {
        const chlNum = Math.min(data.chlNum, LICENCE_TRIAL.MAX_CHL_NUM);
        return toOrderDto(await create({ orgId, userId: caller.user.userId, orderType: OT.LICENCE, spec: `Licence trial · ${chlNum} channels · ${LICENCE_TRIAL.DAYS} days`, chlNum, term: 0, priceCents: 0 }, { kind: "licence", subject: orgId }));
      }
      const term = data.durationType === undefined ? undefined : termByDurationType(data.durationType);
      if (!term) throw new AppError(Code.LICENCE_TERM_NOT_ON_SALE);
      if (await repo.orders.unpaid(orgId, OT.LICENCE)) throw new AppError(Code.UNPAID_ORDER_EXISTS);
      const cents = await priceCents(term.durationType, data.chlNum);
      return toOrderDto(await create({ orgId, userId: caller.user.userId, orderType: OT.LICENCE, spec: `Licence · ${data.chlNum} channels · ${term.id}`, chlNum: data.chlNum, term: term.durationType, priceCents: cents }, null));
    },
    async pay(caller: Caller, data: ParsedRequestOf<"/license-vas-tob-oder/insert-pay">, origin: string | undefined) {
      let order = await ownOrder(caller, data.orderNo);
      order = await reconcile(order);
      if (order.status !== OS.TO_PAY) throw new AppError(Code.ORDER_NOT_PAYABLE);
      if (order.payDeadline && order.payDeadline.getTime() <= now()) {
        await cancel(order, Code.PAYMENT_TIMED_OUT, "countdown ended");
        throw new AppError(Code.PAYMENT_TIMED_OUT);
      }
      if (data.payType === 1) throw new AppError(Code.PAY_TYPE_NOT_CONFIGURED);
      const allowedOrigins = new Set([new URL(deps.publicUrl).origin, ...(origin ? [origin] : [])]);
      const base = data.returnUrl && allowedOrigins.has(new URL(data.returnUrl).origin) ? data.returnUrl : `${deps.publicUrl}/vms-license-pay-res`;
      const token = randomBytes(24).toString("base64url");
      const back = (result: string) => { const u = new URL(base); u.searchParams.set("orderNo", order.orderNo); u.searchParams.set("token", token); u.searchParams.set("result", result); return u.toString(); };
      if (order.paymentId) await provider.expireCheckout(order.paymentId).catch(providerDown);
      const checkout = await provider.createCheckout({
        orderNo: order.orderNo, name: order.spec, amountCents: order.priceCents, method: data.payType === 2 ? "wallet" : "card",
        successUrl: back("success"), cancelUrl: back("cancel"), expiresAt: order.payDeadline?.getTime() ?? now() + deps.countdownMs, idempotencyKey: `${order.orderNo}-${token.slice(0, 12)}`,
      }).catch(providerDown);
      const updated = await repo.orders.transition(order.id, [OS.TO_PAY], { paymentId: checkout.paymentId, checkoutUrl: checkout.url, resultTokenHash: hash(token), payType: data.payType, declineCode: null });
      if (!updated) throw new AppError(Code.ORDER_NOT_PAYABLE);
      logOrder(updated, "order.pay", `checkout ${checkout.paymentId} (${data.payType === 2 ? "wallet" : "card"})`, caller.user.userId);
      return { orderNo: order.orderNo, payType: data.payType, checkoutUrl: checkout.url, paymentId: checkout.paymentId, payDeadline: updated.payDeadline?.getTime() ?? now() };
    },
    async query(caller: Caller, orderNo: string): Promise<OrderDto> {
      return toOrderDto(await reconcile(await ownOrder(caller, orderNo)));
    },
    async page(caller: Caller, data: ParsedRequestOf<"/license-vas-tob-oder/page">) {
      const types = [...(caller.codes.has(RES.LICORDER_QRY) ? [OT.LICENCE] : []), ...(caller.codes.has(RES.STGORDER_QRY) ? [OT.CLOUD] : [])];
      if (data.orderType !== undefined && !types.includes(data.orderType)) throw new AppError(Code.NO_PERMISSION);
      const page = await repo.orders.page({ orgId: caller.user.orgId, orderTypes: data.orderType !== undefined ? [data.orderType] : types, status: data.status, orderNo: data.orderNo, from: data.startTime, to: data.endTime }, data.pageNum, data.pageSize);
      return { total: page.total, list: page.list.map(toOrderDto) };
    },
    /** The result page: the token proves the payer came back from this order's checkout. */
    async callback(data: ParsedRequestOf<"/pay-callback/success">, kind: "success" | "cancel") {
      const order = await repo.orders.byNo(data.orderNo);
      const expected = order?.resultTokenHash ? Buffer.from(order.resultTokenHash, "hex") : null;
      const given = Buffer.from(hash(data.resultToken), "hex");
      if (!order || !expected || !timingSafeEqual(expected, given)) throw new AppError(Code.ORDER_MISSING);
      let current = await reconcile(order);
      if (kind === "cancel" && current.status === OS.TO_PAY) {
        // Cancelled first, so the provider's expiry event finds nothing to do; a payment that
        // still completes moves the order from cancelled to paid (markPaid).
        current = (await cancel(current, Code.PAYMENT_CANCELLED, "payer cancelled")) ?? current;
        if (current.paymentId) await provider.expireCheckout(current.paymentId).catch((err: unknown) => log.warn({ err }, "checkout not expired"));
        await reconcileCancelled(current);
      }
      return toPayResult((await repo.orders.byNo(current.orderNo)) ?? current);
    },
    /** The countdown job: an order still unpaid at its deadline is cancelled (after asking the provider). */
    async countdown(orderNo: string): Promise<void> {
      const order = await repo.orders.byNo(orderNo);
      if (!order || order.status !== OS.TO_PAY) return;
      const current = await reconcile(order);
      if (current.status !== OS.TO_PAY) return;
      if (current.payDeadline && current.payDeadline.getTime() > now()) {
        await queue.enqueue(COUNTDOWN_JOB, { orderNo }, { delayMs: current.payDeadline.getTime() - now(), singletonKey: `${orderNo}-late` });
        return;
      }
      const cancelled = await cancel(current, Code.PAYMENT_TIMED_OUT, "countdown ended");
      if (cancelled?.paymentId) await provider.expireCheckout(cancelled.paymentId).catch((err: unknown) => log.warn({ err, orderNo }, "checkout not expired at the countdown"));
      if (cancelled) await reconcileCancelled(cancelled);
    },
    /** A verified webhook event; replays and reorderings change nothing twice (docs/payments.md). */
    async applyEvent(event: ProviderEvent): Promise<string> {
      let outcome = "ignored";
      let orderNo: string | null = null;
      if (event.kind === "paid" || event.kind === "expired" || event.kind === "failed") {
        const order = event.orderNo ? await repo.orders.byNo(event.orderNo) : event.kind !== "failed" ? await repo.orders.byPayment(event.paymentId) : null;
        orderNo = order?.orderNo ?? event.orderNo;
        if (!order) outcome = "unknown order";
        else if (event.kind === "paid") outcome = (await markPaid(order, event.transactionId, event.method, `webhook ${event.id}`)) ? "paid" : "already applied";
        else if (event.kind === "expired") outcome = order.paymentId === event.paymentId && (await cancel(order, null, `checkout expired (${event.id})`)) ? "cancelled" : "no change";
        else {
          const code = declineCatalogueCode(event.declineCode);
          outcome = (await repo.orders.transition(order.id, [OS.TO_PAY], { declineCode: code })) ? `declined ${code}` : "no change";
          if (outcome !== "no change") logOrder(order, "order.declined", `declined: ${event.declineCode}`);
        }
      } else if (event.kind === "chargeback") {
        const order = await repo.orders.byTransaction(event.transactionId);
        orderNo = order?.orderNo ?? null;
        if (!order) outcome = "unknown transaction";
        else {
          const at = new Date(now());
          const row = await repo.transaction(async (tx) => {
            const r = await repo.orders.transition(order.id, [OS.PAID, OS.TO_PAY, OS.CANCELLED], { status: OS.CHARGEBACK }, tx);
            if (r) await repo.revokeByOrder(r.id, at, tx);
            return r;
          });
          outcome = row ? "chargeback" : "already applied";
          if (row) {
            logOrder(row, "order.chargeback", `chargeback ${event.transactionId}: what was bought is revoked`);
            deps.plansChanged();
          }
        }
      }
      await repo.recordEvent(event.id, event.type, orderNo, outcome);
      return outcome;
    },
    /** Unpaid orders with a checkout, reconciled after a restart (a webhook may have been missed). */
    reconcile,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
