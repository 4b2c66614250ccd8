/** What the server asks of a payment provider (docs/payments.md). One real implementation: Stripe's wire format. */
export interface CheckoutInput {
  orderNo: string;
  name: string;
  amountCents: number;
  /** "card" or "wallet" (the wallet-type method rides on the same provider). */
  method: "card" | "wallet";
  successUrl: string;
  cancelUrl: string;
  /** Unix ms; the provider closes the page then (when it allows so short a time). */
  expiresAt: number;
  /** Idempotency key of the create call: a retried create makes one checkout. */
  idempotencyKey: string;
}

export interface Checkout {
  paymentId: string;
  url: string;
}

/** The provider's view of a checkout: open, paid (with its transaction), or closed unpaid. */
export type CheckoutState = { state: "open" } | { state: "paid"; transactionId: string; method: "card" | "wallet" } | { state: "expired" };

/** A verified webhook event, reduced to what orders need. */
export type ProviderEvent =
  | { id: string; type: string; kind: "paid"; orderNo: string | null; paymentId: string; transactionId: string; method: "card" | "wallet" }
  | { id: string; type: string; kind: "expired"; orderNo: string | null; paymentId: string }
  | { id: string; type: string; kind: "failed"; orderNo: string | null; declineCode: string }
  | { id: string; type: string; kind: "chargeback"; transactionId: string }
  | { id: string; type: string; kind: "ignored" };

export interface PaymentProvider {
  readonly name: string;
  createCheckout(input: CheckoutInput): Promise<Checkout>;
  getCheckout(paymentId: string): Promise<CheckoutState>;
  /** Closes an open checkout; a closed one is left as it is. */
  expireCheckout(paymentId: string): Promise<void>;
  /** Verifies the signature and decodes the event; throws when the signature is bad. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

/** A provider call that failed (network, provider error): answered as 23021. */
export class ProviderUnavailableError extends Error {}
