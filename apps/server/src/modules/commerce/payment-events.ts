import { declineCatalogueCode } from "./payments/decline-codes.js";
import type { ProviderEvent } from "./payments/payment-provider.js";
import { OS, type OrderServiceDeps } from "./order-model.js";
import type { OrderOutcomes } from "./order-outcomes.js";

/**
 * Applies a verified webhook event. The event only says which provider object changed: the handler
 * fetches that object from the provider and acts on what the provider says (decision 0018), so a
 * forged or stale event changes nothing. Replays and reorderings change nothing twice
 * (docs/payments.md). Answers the outcome recorded with the event.
 */
export function createPaymentEvents(deps: OrderServiceDeps, outcomes: OrderOutcomes) {
  const { repo, provider, now } = deps;

  async function outcomeOf(event: ProviderEvent): Promise<{ outcome: string; orderNo: string | null }> {
    switch (event.kind) {
      case "paid":
      case "expired": {
        const facts = await provider.getCheckout(event.paymentId);
        if (!facts) return { outcome: "unknown checkout", orderNo: event.orderNo };
        if (facts.state === "paid") return { outcome: await outcomes.settle(facts, event.orderNo, `webhook ${event.id}`), orderNo: facts.orderRef };
        if (facts.state === "open") return { outcome: "checkout still open", orderNo: facts.orderRef };
        const order = facts.orderRef && (event.orderNo === null || event.orderNo === facts.orderRef) ? await repo.orders.byNo(facts.orderRef) : null;
        if (!order) return { outcome: "unknown order", orderNo: event.orderNo };
        // Only the order's current checkout closing cancels it; an old one (replaced by "Pay again") changes nothing.
        const cancelled = await repo.orders.cancelOnExpiry(order.id, facts.paymentId, new Date(now()));
        if (cancelled) outcomes.logOrder(cancelled, "order.cancel", `checkout expired (${event.id})`);
        return { outcome: cancelled ? "cancelled" : "no change", orderNo: order.orderNo };
      }
      case "failed": {
        const failure = await provider.getPaymentFailure(event.paymentIntentId);
        const order = failure?.orderRef ? await repo.orders.byNo(failure.orderRef) : null;
        if (!failure || !order) return { outcome: failure ? "unknown order" : "unknown payment", orderNo: failure?.orderRef ?? null };
        const code = declineCatalogueCode(failure.declineCode);
        const declined = await repo.orders.transition(order.id, [OS.TO_PAY], { declineCode: code });
        if (declined) outcomes.logOrder(order, "order.declined", `declined: ${failure.declineCode}`);
        return { outcome: declined ? `declined ${code}` : "no change", orderNo: order.orderNo };
      }
      case "chargeback": {
        const dispute = await provider.getDispute(event.disputeId);
        const order = dispute ? await repo.orders.byTransaction(dispute.transactionId) : null;
        if (!dispute || !order) return { outcome: dispute ? "unknown transaction" : "unknown dispute", orderNo: null };
        const at = new Date(now());
        const row = await repo.transaction(async (tx) => {
          const r = await repo.orders.transition(order.id, [OS.PAID, OS.TO_PAY, OS.CANCELLED], { status: OS.CHARGEBACK }, tx);
          if (r) await repo.revokeByOrder(r.id, at, tx);
          return r;
        });
        if (row) {
          outcomes.logOrder(row, "order.chargeback", `chargeback ${dispute.transactionId}: what was bought is revoked`);
          deps.plansChanged();
        }
        return { outcome: row ? "chargeback" : "already applied", orderNo: order.orderNo };
      }
      default:
        return { outcome: "ignored", orderNo: null };
    }
  }

  return {
    async applyEvent(event: ProviderEvent): Promise<string> {
      const { outcome, orderNo } = await outcomeOf(event);
      await repo.recordEvent(event.id, event.type, orderNo, outcome);
      return outcome;
    },
  };
}
