import { createHash, randomBytes } from "node:crypto";
import { Code } from "@vms/api-client";
import { AppError } from "../../core/app-error.js";
import type { OrderRow } from "./commerce-repository.js";
import { notPayable, orderLogger, OS, type OrderServiceDeps } from "./order-model.js";
import type { OrderOutcomes } from "./order-outcomes.js";
import { ProviderUnavailableError, type Checkout, type CheckoutFacts } from "./payments/payment-provider.js";

/** A claim older than this belongs to a call that died (provider calls time out well before). */
const CLAIM_STALE_MS = 120_000;
/** How long a concurrent call waits for the one replacing the checkout before answering 23015. */
const WAIT_MS = 30_000;
const POLL_MS = 50;

export interface CheckoutRequest {
  payType: 2 | 3;
  /** The result page the provider sends the payer back to. */
  returnBase: string;
  userId: string;
}

export interface PayStart {
  orderNo: string;
  payType: number;
  checkoutUrl: string;
  paymentId: string;
  payDeadline: number;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const providerError = (err: unknown) => (err instanceof ProviderUnavailableError ? new AppError(Code.PAYMENT_PROVIDER_DOWN) : err);

/**
 * Opens an order's checkout so that it has at most one open checkout at any time (decision 0018):
 * a conditional update lets one call at a time handle it; that call keeps the current checkout while
 * it is open for the same method, else closes it at the provider before it opens the next. Calls that
 * arrive meanwhile wait for it, then get the same page.
 */
export function createCheckoutSwitch(deps: OrderServiceDeps, outcomes: OrderOutcomes) {
  const { repo, provider, log, now } = deps;
  const logOrder = orderLogger(deps.opLog);
  const startOf = (row: OrderRow): PayStart => ({ orderNo: row.orderNo, payType: row.payType ?? 3, checkoutUrl: row.checkoutUrl ?? "", paymentId: row.paymentId ?? "", payDeadline: row.payDeadline?.getTime() ?? now() });
  const reread = async (order: OrderRow) => (await repo.orders.byNo(order.orderNo)) ?? order;

  /** The order once no live claim is left on it, or as it is when `until` passes. */
  async function waitForClaim(order: OrderRow, until: number): Promise<OrderRow> {
    for (;;) {
      const row = await reread(order);
      const live = row.checkoutClaim !== null && (row.checkoutClaimedAt?.getTime() ?? 0) >= now() - CLAIM_STALE_MS;
      if (!live || Date.now() >= until) return row;
      await sleep(POLL_MS);
    }
  }

  async function replace(order: OrderRow, token: string, req: CheckoutRequest): Promise<PayStart> {
    const old = order.paymentId;
    let facts: CheckoutFacts | null = null;
    try {
      if (old) facts = await provider.getCheckout(old);
      // The payer's page is still open for this method (a second click, "Pay again" after a decline):
      // it stays the one checkout, as a declined Stripe session stays payable.
      if (facts?.state === "open" && order.payType === req.payType && order.checkoutUrl) {
        const same = await repo.orders.finishCheckout(order.id, token, { declineCode: null });
        if (same) return startOf(same);
        throw notPayable(await reread(order));
      }
      if (old && facts?.state === "open") facts = await provider.expireCheckout(old);
      // Never a second open page: if the provider did not close the old one, open nothing.
      if (facts?.state === "open") throw new ProviderUnavailableError(`checkout ${old} could not be closed`);
    } catch (err) {
      await repo.orders.releaseCheckout(order.id, token);
      throw providerError(err);
    }
    if (facts?.state === "paid") {
      // The payer completed the current checkout a moment ago: that payment is the order's.
      await outcomes.settle(facts, order.orderNo, "paid before a new checkout");
      await repo.orders.releaseCheckout(order.id, token);
      throw notPayable(await reread(order));
    }
    // The old checkout is closed (or unknown to the provider, e.g. a restarted sandbox): nothing can
    // be paid on it any more, and once it is forgotten its expiry event cancels nothing.
    const resultToken = randomBytes(24).toString("base64url");
    const back = (result: string) => {
      const u = new URL(req.returnBase);
      u.searchParams.set("orderNo", order.orderNo);
      u.searchParams.set("token", resultToken);
      u.searchParams.set("result", result);
      return u.toString();
    };
    let checkout: Checkout;
    try {
      checkout = await provider.createCheckout({
        orderNo: order.orderNo, name: order.spec, amountCents: order.priceCents, method: req.payType === 2 ? "wallet" : "card",
        successUrl: back("success"), cancelUrl: back("cancel"), expiresAt: order.payDeadline?.getTime() ?? now() + deps.countdownMs, idempotencyKey: `${order.orderNo}-${token}`,
      });
    } catch (err) {
      await repo.orders.releaseCheckout(order.id, token, old);
      throw providerError(err);
    }
    const updated = await repo.orders.finishCheckout(order.id, token, { paymentId: checkout.paymentId, checkoutUrl: checkout.url, resultTokenHash: hash(resultToken), payType: req.payType, declineCode: null });
    if (!updated) {
      // Paid, cancelled or taken over meanwhile: this checkout never becomes payable.
      await provider.expireCheckout(checkout.paymentId).catch((err: unknown) => log.warn({ err, orderNo: order.orderNo }, "unused checkout not expired"));
      await repo.orders.releaseCheckout(order.id, token, old);
      const latest = await reread(order);
      throw latest.status === OS.TO_PAY ? new AppError(Code.PAYMENT_PROCESSING) : notPayable(latest);
    }
    logOrder(updated, "order.pay", `checkout ${checkout.paymentId} (${req.payType === 2 ? "wallet" : "card"})${old ? `, replacing ${old}` : ""}`, req.userId);
    return startOf(updated);
  }

  return {
    /** Opens a checkout for an unpaid order (the caller checked it may be paid now). */
    async start(order: OrderRow, req: CheckoutRequest): Promise<PayStart> {
      const until = Date.now() + WAIT_MS;
      for (;;) {
        const token = randomBytes(16).toString("hex");
        const claimed = await repo.orders.claimCheckout(order.id, token, new Date(now()), new Date(now() - CLAIM_STALE_MS));
        if (claimed) return replace(claimed, token, req);
        // Another call is replacing this order's checkout: wait for it, then the page it opened is
        // reused (same method) or replaced in turn.
        const current = await waitForClaim(order, until);
        if (current.status !== OS.TO_PAY) throw notPayable(current);
        if (Date.now() >= until) throw new AppError(Code.PAYMENT_PROCESSING);
      }
    },
  };
}
