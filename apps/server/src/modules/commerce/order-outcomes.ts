import { addMonthsUtc, DAY_MS, LICENCE_TRIAL, paidLicenceEnd, paidLicenceStart } from "@vms/licence-pricing";
import { toStoredLicence } from "./commerce-dto.js";
import type { CommerceRepository, OrderRow } from "./commerce-repository.js";
import { CLOUD_TRIAL_DAYS, COUNTDOWN_JOB, orderLogger, OS, OT, type OrderServiceDeps } from "./order-model.js";
import type { CheckoutFacts } from "./payments/payment-provider.js";

type Tx = Parameters<Parameters<CommerceRepository["transaction"]>[0]>[0];

/**
 * What happens to an order when money moves (docs/payments.md): activation with the move to paid,
 * cancellation, and the provider's facts about a checkout applied once. A payment counts only when
 * the provider's own record names the order, its amount and currency, and only on the order's
 * current checkout; one on a superseded checkout is refunded (decision 0018).
 */
export function createOrderOutcomes(deps: OrderServiceDeps) {
  const { repo, provider, queue, log, now } = deps;
  const logOrder = orderLogger(deps.opLog);

  /** Activates what an order bought, inside the transaction that marked it paid or on trial. */
  async function activate(order: OrderRow, tx: Tx, at: number): Promise<void> {
    if (order.orderType === OT.LICENCE) {
      const existing = (await repo.licencesOf(order.orgId, tx)).map((l) => toStoredLicence(l));
      const start = order.trial ? at : paidLicenceStart(existing, order.chlNum, at);
      const end = order.trial ? at + LICENCE_TRIAL.DAYS * DAY_MS : paidLicenceEnd(start, order.term);
      await repo.insertLicence({ orgId: order.orgId, orderId: order.id, licenseType: order.trial ? 2 : 3, chlNum: order.chlNum, durationType: order.trial ? 0 : order.term, startTime: new Date(start), endTime: new Date(end) }, tx);
      return;
    }
    const goods = (await repo.goods(tx)).find((g) => g.id === order.goodsId);
    if (!goods || order.sn === null || order.chlIndex === null) throw new Error(`cloud order ${order.orderNo} without goods or channel`);
    // Each channel of the order gets its plan, extending its own plans from their end (issue 28: several channels, one order).
    for (const c of order.channels ?? [{ sn: order.sn, chlIndex: order.chlIndex }]) {
      const plans = (await repo.plansOf(order.orgId, c.sn, c.chlIndex, tx)).filter((p) => p.revokedAt === null && p.endTime.getTime() > at);
      const start = Math.max(at, ...plans.map((p) => p.endTime.getTime()));
      const end = goods.trial ? start + CLOUD_TRIAL_DAYS * DAY_MS : addMonthsUtc(start, goods.termMonths);
      await repo.insertPlan({ orgId: order.orgId, orderId: order.id, sn: c.sn, chlIndex: c.chlIndex, goodsId: goods.id, storageDays: goods.storageDays, startTime: new Date(start), endTime: new Date(end), trial: goods.trial, autoRenew: order.autoRenew }, tx);
    }
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

  async function cancel(order: OrderRow, declineCode: number | null, reason: string, userId: string | null = null): Promise<OrderRow | null> {
    const row = await repo.orders.transition(order.id, [OS.TO_PAY], { status: OS.CANCELLED, ...(declineCode ? { declineCode } : {}) });
    if (row) logOrder(row, "order.cancel", reason, userId);
    return row;
  }

  /** Pays back a payment made on a checkout that is not its order's current one, once, and says so. */
  async function refundSuperseded(order: OrderRow, facts: CheckoutFacts & { transactionId: string }): Promise<string> {
    const tx = facts.transactionId;
    const reason = `checkout ${facts.paymentId} is not the current checkout of order ${order.orderNo}`;
    if (!(await repo.claimRefund({ transactionId: tx, orderNo: order.orderNo, paymentId: facts.paymentId, amountCents: facts.amountCents, currency: facts.currency, reason }))) return "already refunded";
    let refundId: string;
    try {
      refundId = await provider.refund(tx, `vms-refund-${tx}`, reason);
    } catch (err) {
      // The provider retries the webhook (500); the next delivery claims the refund again.
      await repo.dropRefund(tx);
      throw err;
    }
    await repo.refunded(tx, refundId);
    log.warn({ orderNo: order.orderNo, paymentId: facts.paymentId, transactionId: tx, refundId }, "payment on a superseded checkout refunded");
    logOrder(order, "order.refund", `refunded ${facts.amountCents / 100} ${facts.currency.toUpperCase()} paid on superseded checkout ${facts.paymentId} (${tx}, refund ${refundId})`);
    return "refunded: superseded checkout";
  }

  /**
   * Applies the provider's record of a paid checkout. `expectedOrderNo` is the order the caller
   * believes it is for (a webhook's reference, or the order being reconciled): a different one
   * changes nothing. Answers the outcome recorded with the event.
   */
  async function settle(facts: CheckoutFacts, expectedOrderNo: string | null, source: string): Promise<string> {
    if (facts.state !== "paid" || !facts.transactionId) return "not paid";
    if (!facts.orderRef || (expectedOrderNo !== null && facts.orderRef !== expectedOrderNo)) return warnMismatch("order reference", facts, expectedOrderNo);
    const order = await repo.orders.byNo(facts.orderRef);
    if (!order) return "unknown order";
    if (facts.amountCents !== order.priceCents) return warnMismatch("amount", facts, order.orderNo);
    if (facts.currency !== "usd") return warnMismatch("currency", facts, order.orderNo);
    if (facts.paymentId !== order.paymentId) return refundSuperseded(order, { ...facts, transactionId: facts.transactionId });
    return (await markPaid(order, facts.transactionId, facts.method, source)) ? "paid" : "already applied";
  }
  function warnMismatch(what: string, facts: CheckoutFacts, orderNo: string | null): string {
    log.warn({ orderNo, paymentId: facts.paymentId, orderRef: facts.orderRef, amountCents: facts.amountCents, currency: facts.currency }, `payment ignored: its ${what} does not match the order`);
    return `${what} mismatch`;
  }

  async function currentFacts(order: OrderRow): Promise<CheckoutFacts | null> {
    if (!order.paymentId) return null;
    return provider.getCheckout(order.paymentId).catch((err: unknown) => {
      log.warn({ err, orderNo: order.orderNo }, "payment provider not reachable while reconciling");
      return null;
    });
  }

  /** Asks the provider about an unpaid order's current checkout and applies a payment it shows (result page, query, countdown, restart). */
  async function reconcile(order: OrderRow): Promise<OrderRow> {
    if (order.status !== OS.TO_PAY) return order;
    const facts = await currentFacts(order);
    if (facts?.state === "paid") await settle(facts, order.orderNo, "reconcile");
    return (await repo.orders.byNo(order.orderNo)) ?? order;
  }

  /** A payment that completed just before the checkout closed still counts (cancelled → paid). */
  async function reconcileCancelled(order: OrderRow): Promise<void> {
    const facts = await currentFacts(order);
    if (facts?.state === "paid") await settle(facts, order.orderNo, "reconcile after cancel");
  }

  return { activate, markPaid, cancel, settle, reconcile, reconcileCancelled, logOrder };
}

export type OrderOutcomes = ReturnType<typeof createOrderOutcomes>;
