import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Code, type OrderDto, type ParsedRequestOf } from "@vms/api-client";
import { LICENCE_TRIAL, termByDurationType } from "@vms/licence-pricing";
import { RES } from "@vms/permissions";
import { AppError } from "../../core/app-error.js";
import { createCheckoutSwitch } from "./checkout-switch.js";
import { toOrderDto, toPayResult } from "./commerce-dto.js";
import type { NewOrder, OrderRow } from "./commerce-repository.js";
import { COUNTDOWN_JOB, notPayable, OS, OT, type OrderServiceDeps } from "./order-model.js";
import { createOrderOutcomes } from "./order-outcomes.js";
import { createPaymentEvents } from "./payment-events.js";
import type { Caller } from "../../core/caller.js";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
/** A new order number: the day, then 15 random digits. */
export const newOrderNo = (at: number) => `${new Date(at).toISOString().slice(0, 10).replace(/-/g, "")}${randomBytes(6).readUIntBE(0, 6).toString().padStart(15, "0")}`;

/** Orders and payment (spec §3/§4/§5): creation, checkout, idempotent outcomes, countdown, chargeback. */
export function createOrderService(deps: OrderServiceDeps) {
  const { repo, provider, queue, log, now } = deps;
  const outcomes = createOrderOutcomes(deps);
  const { activate, cancel, reconcile, reconcileCancelled, logOrder } = outcomes;
  const checkouts = createCheckoutSwitch(deps, outcomes);
  const events = createPaymentEvents(deps, outcomes);

  /** The caller's organization's order, of a type one of `codes` covers (else 23003: nothing leaks). */
  const ownOrder = async (caller: Caller, orderNo: string, codes: { licence: string[]; cloud: string[] }): Promise<OrderRow> => {
    const order = await repo.orders.byNo(orderNo);
    if (!order || order.orgId !== caller.user.orgId) throw new AppError(Code.ORDER_MISSING);
    const allowed = order.orderType === OT.LICENCE ? codes.licence : codes.cloud;
    if (!allowed.some((c) => caller.codes.has(c))) throw new AppError(Code.ORDER_MISSING);
    return order;
  };
  const READERS = { licence: [RES.LICORDER_QRY, RES.LICENSE_MGR], cloud: [RES.STGORDER_QRY, RES.CLOUDSTORAGE_MGR] };
  /** Who may cancel: the buyers of that order type. */
  const BUYERS = { licence: [RES.LICENSE_MGR], cloud: [RES.CLOUDSTORAGE_MGR] };

  /** Closes an order's checkout after the order left "to pay"; a payment the payer completed first still counts. */
  async function closeCheckout(order: OrderRow, why: string): Promise<void> {
    if (order.paymentId) await provider.expireCheckout(order.paymentId).catch((err: unknown) => log.warn({ err, orderNo: order.orderNo }, `checkout not expired (${why})`));
    await reconcileCancelled(order);
  }

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
    create,
    /** Paid without a provider's checkout: the demo licence's seed only (demo-licence-seed.ts). */
    markPaid: outcomes.markPaid,
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
      const order = await reconcile(await ownOrder(caller, data.orderNo, READERS));
      if (order.status !== OS.TO_PAY) throw notPayable(order);
      if (order.payDeadline && order.payDeadline.getTime() <= now()) {
        await cancel(order, Code.PAYMENT_TIMED_OUT, "countdown ended");
        throw new AppError(Code.PAYMENT_TIMED_OUT);
      }
      if (data.payType === 1) throw new AppError(Code.PAY_TYPE_NOT_CONFIGURED);
      const allowedOrigins = new Set([new URL(deps.publicUrl).origin, ...(origin ? [origin] : [])]);
      const returnBase = data.returnUrl && allowedOrigins.has(new URL(data.returnUrl).origin) ? data.returnUrl : `${deps.publicUrl}/vms-license-pay-res`;
      return checkouts.start(order, { payType: data.payType, returnBase, userId: caller.user.userId });
    },
    /** The payer (a buyer of that order type) gives up an unpaid order from the console; its checkout is closed. */
    async cancelOrder(caller: Caller, orderNo: string): Promise<OrderDto> {
      const order = await reconcile(await ownOrder(caller, orderNo, BUYERS));
      if (order.status !== OS.TO_PAY) throw notPayable(order);
      const cancelled = await cancel(order, Code.PAYMENT_CANCELLED, "cancelled by the user", caller.user.userId);
      if (!cancelled) throw notPayable((await repo.orders.byNo(orderNo)) ?? order);
      await queue.cancel(COUNTDOWN_JOB, orderNo).catch(() => 0);
      await closeCheckout(cancelled, "cancelled by the user");
      return toOrderDto((await repo.orders.byNo(orderNo)) ?? cancelled);
    },
    async query(caller: Caller, orderNo: string): Promise<OrderDto> {
      return toOrderDto(await reconcile(await ownOrder(caller, orderNo, READERS)));
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
        await closeCheckout(current, "payer cancelled");
      }
      const latest = (await repo.orders.byNo(current.orderNo)) ?? current;
      // When what was bought starts: a licence queued behind the one in effect starts later (spec §4 status 7).
      const activeFrom = latest.status === OS.PAID || latest.status === OS.TRIAL ? await repo.startOfOrder(latest.id) : null;
      return toPayResult(latest, activeFrom);
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
      if (cancelled) await closeCheckout(cancelled, "countdown ended");
    },
    /** A verified webhook event (payment-events.ts). */
    applyEvent: events.applyEvent,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
