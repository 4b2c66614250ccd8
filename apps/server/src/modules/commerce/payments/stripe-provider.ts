import Stripe from "stripe";
import { ProviderUnavailableError, type CheckoutFacts, type PaymentProvider, type ProviderEvent } from "./payment-provider.js";

export interface StripeProviderOptions {
  secretKey: string;
  /** null: no secret is configured, every webhook is refused. */
  webhookSecret: string | null;
  /** The sandbox (or stripe-mock) base URL; null: api.stripe.com. */
  apiUrl: string | null;
  timeoutMs?: number;
}

/** Stripe Checkout shortest expiry: 30 minutes; a shorter countdown closes the page from our side. */
const MIN_EXPIRY_MS = 30 * 60_000 + 60_000;
const MAX_EXPIRY_MS = 23 * 3_600_000;

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === "string" ? value : value.id);
const isMissing = (err: unknown) => err instanceof Stripe.errors.StripeError && (err.code === "resource_missing" || err.statusCode === 404);

/** The order a session names: its client reference and its metadata must not disagree. */
function orderRefOf(s: Stripe.Checkout.Session): string | null {
  const refs = new Set([s.client_reference_id, s.metadata?.orderNo].filter((r): r is string => typeof r === "string" && r !== ""));
  return refs.size === 1 ? [...refs][0]! : null;
}

function factsOf(s: Stripe.Checkout.Session): CheckoutFacts {
  return {
    paymentId: s.id,
    state: s.payment_status === "paid" ? "paid" : s.status === "open" ? "open" : "expired",
    orderRef: orderRefOf(s),
    amountCents: s.amount_total ?? -1,
    currency: (s.currency ?? "").toLowerCase(),
    transactionId: idOf(s.payment_intent),
    method: s.metadata?.method === "wallet" ? "wallet" : "card",
  };
}

/** The payment provider on Stripe's wire format, through the official SDK (docs/payments.md). */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
    ...(url ? { host: url.hostname, port: url.port || (url.protocol === "https:" ? 443 : 80), protocol: url.protocol === "https:" ? "https" : "http" } : {}),
  });
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw new ProviderUnavailableError(err instanceof Error ? err.message : String(err), { cause: err });
    }
  };
  /** An object the provider may not know: null then, any other failure is the provider's. */
  const known = async <T>(fn: () => Promise<T>): Promise<T | null> => {
    try {
      return await fn();
    } catch (err) {
      if (isMissing(err)) return null;
      throw new ProviderUnavailableError(err instanceof Error ? err.message : String(err), { cause: err });
    }
  };
  const retrieve = async (paymentId: string) => known(() => stripe.checkout.sessions.retrieve(paymentId));
  const getCheckout = async (paymentId: string) => {
    const s = await retrieve(paymentId);
    return s ? factsOf(s) : null;
  };
  return {
    name: url ? "stripe-sandbox" : "stripe",
    async createCheckout(input) {
      const session = await call(() => stripe.checkout.sessions.create({
        mode: "payment",
        client_reference_id: input.orderNo,
        metadata: { orderNo: input.orderNo, method: input.method },
        payment_intent_data: { metadata: { orderNo: input.orderNo } },
        line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: input.amountCents, product_data: { name: input.name } } }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        // Stripe keeps a checkout open 30 min to 24 h; a renewal order's deadline may be days away (decision 0035).
        ...(input.expiresAt - Date.now() >= MIN_EXPIRY_MS ? { expires_at: Math.floor(Math.min(input.expiresAt, Date.now() + MAX_EXPIRY_MS) / 1000) } : {}),
      }, { idempotencyKey: input.idempotencyKey }));
      if (!session.url) throw new ProviderUnavailableError("checkout session without a url");
      return { paymentId: session.id, url: session.url };
    },
    getCheckout,
    async expireCheckout(paymentId) {
      const s = await retrieve(paymentId);
      if (!s) return null;
      if (s.status !== "open") return factsOf(s);
      // Refused when the payer completed it a moment ago: the session as it now is says so.
      const closed = await known(() => stripe.checkout.sessions.expire(paymentId)).catch(() => null);
      return closed ? factsOf(closed) : getCheckout(paymentId);
    },
    async refund(transactionId, idempotencyKey, reason) {
      try {
        const r = await stripe.refunds.create({ payment_intent: transactionId, reason: "duplicate", metadata: { reason } }, { idempotencyKey });
        return r.id;
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError && err.code === "charge_already_refunded") {
          const [earlier] = (await call(() => stripe.refunds.list({ payment_intent: transactionId, limit: 1 }))).data;
          return earlier?.id ?? "already refunded";
        }
        throw new ProviderUnavailableError(err instanceof Error ? err.message : String(err), { cause: err });
      }
    },
    async getPaymentFailure(paymentIntentId) {
      const pi = await known(() => stripe.paymentIntents.retrieve(paymentIntentId));
      const error = pi?.last_payment_error;
      if (!pi || !error) return null;
      return { orderRef: pi.metadata?.orderNo ?? null, declineCode: error.decline_code ?? error.code ?? "generic_decline" };
    },
    async getDispute(disputeId) {
      const d = await known(() => stripe.disputes.retrieve(disputeId));
      const tx = idOf(d?.payment_intent);
      return tx ? { transactionId: tx } : null;
    },
    parseWebhook(rawBody, signature): ProviderEvent {
      if (!options.webhookSecret) throw new Error("no webhook secret is configured (VMS_STRIPE_WEBHOOK_SECRET)");
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? "", options.webhookSecret);
      const base = { id: event.id, type: event.type };
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded":
          return { ...base, kind: "paid", orderNo: orderRefOf(event.data.object), paymentId: event.data.object.id };
        case "checkout.session.expired":
        case "checkout.session.async_payment_failed":
          return { ...base, kind: "expired", orderNo: orderRefOf(event.data.object), paymentId: event.data.object.id };
        case "payment_intent.payment_failed":
          return { ...base, kind: "failed", paymentIntentId: event.data.object.id };
        case "charge.dispute.created":
          return { ...base, kind: "chargeback", disputeId: event.data.object.id };
        default:
          return { ...base, kind: "ignored" };
      }
    },
  };
}
