import Stripe from "stripe";
import { ProviderUnavailableError, type CheckoutState, type PaymentProvider, type ProviderEvent } from "./payment-provider.js";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The sandbox (or stripe-mock) base URL; null: api.stripe.com. */
  apiUrl: string | null;
  timeoutMs?: number;
}

/** Stripe Checkout shortest expiry: 30 minutes; a shorter countdown closes the page from our side. */
const MIN_EXPIRY_MS = 30 * 60_000 + 60_000;

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === "string" ? value : value.id);

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
        ...(input.expiresAt - Date.now() >= MIN_EXPIRY_MS ? { expires_at: Math.floor(input.expiresAt / 1000) } : {}),
      }, { idempotencyKey: input.idempotencyKey }));
      if (!session.url) throw new ProviderUnavailableError("checkout session without a url");
      return { paymentId: session.id, url: session.url };
    },
    async getCheckout(paymentId): Promise<CheckoutState> {
      const s = await call(() => stripe.checkout.sessions.retrieve(paymentId));
      if (s.payment_status === "paid") return { state: "paid", transactionId: idOf(s.payment_intent) ?? s.id, method: s.metadata?.method === "wallet" ? "wallet" : "card" };
      return s.status === "open" ? { state: "open" } : { state: "expired" };
    },
    async expireCheckout(paymentId) {
      const s = await call(() => stripe.checkout.sessions.retrieve(paymentId));
      if (s.status === "open") await call(() => stripe.checkout.sessions.expire(paymentId));
    },
    parseWebhook(rawBody, signature): ProviderEvent {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? "", options.webhookSecret);
      const base = { id: event.id, type: event.type };
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const s = event.data.object;
          if (s.payment_status !== "paid") return { ...base, kind: "ignored" };
          return { ...base, kind: "paid", orderNo: s.metadata?.orderNo ?? s.client_reference_id ?? null, paymentId: s.id, transactionId: idOf(s.payment_intent) ?? s.id, method: s.metadata?.method === "wallet" ? "wallet" : "card" };
        }
        case "checkout.session.expired":
        case "checkout.session.async_payment_failed": {
          const s = event.data.object;
          return { ...base, kind: "expired", orderNo: s.metadata?.orderNo ?? s.client_reference_id ?? null, paymentId: s.id };
        }
        case "payment_intent.payment_failed": {
          const pi = event.data.object;
          return { ...base, kind: "failed", orderNo: pi.metadata?.orderNo ?? null, declineCode: pi.last_payment_error?.decline_code ?? pi.last_payment_error?.code ?? "generic_decline" };
        }
        case "charge.dispute.created": {
          const d = event.data.object;
          const tx = idOf(d.payment_intent);
          return tx ? { ...base, kind: "chargeback", transactionId: tx } : { ...base, kind: "ignored" };
        }
        default:
          return { ...base, kind: "ignored" };
      }
    },
  };
}
