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

/**
 * The provider's own record of a checkout: open, paid (with its transaction), or closed unpaid, and
 * what it was for (order reference, amount in cents, lower-case currency). Webhooks only hint; these
 * facts decide (decision 0018).
 */
export interface CheckoutFacts {
  paymentId: string;
  state: "open" | "paid" | "expired";
  orderRef: string | null;
  amountCents: number;
  currency: string;
  transactionId: string | null;
  method: "card" | "wallet";
}

/** A verified webhook event, reduced to which provider object to fetch. */
export type ProviderEvent =
  | { id: string; type: string; kind: "paid" | "expired"; orderNo: string | null; paymentId: string }
  | { id: string; type: string; kind: "failed"; paymentIntentId: string }
  | { id: string; type: string; kind: "chargeback"; disputeId: string }
  | { id: string; type: string; kind: "ignored" };

export interface PaymentProvider {
  readonly name: string;
  createCheckout(input: CheckoutInput): Promise<Checkout>;
  /** The checkout as the provider knows it; null when the provider does not know it (e.g. a sandbox restarted). */
  getCheckout(paymentId: string): Promise<CheckoutFacts | null>;
  /** Closes an open checkout and answers how it ended (paid when the payer was first); null when unknown. */
  expireCheckout(paymentId: string): Promise<CheckoutFacts | null>;
  /** Pays a transaction back in full; the key makes a retried refund one refund. Answers the refund id. */
  refund(transactionId: string, idempotencyKey: string, reason: string): Promise<string>;
  /** A refused payment's order reference and decline reason; null when the provider does not know it. */
  getPaymentFailure(paymentIntentId: string): Promise<{ orderRef: string | null; declineCode: string } | null>;
  /** A dispute's transaction; null when the provider does not know the dispute. */
  getDispute(disputeId: string): Promise<{ transactionId: string } | null>;
  /** Verifies the signature and decodes the event; throws when the signature is bad. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

/** A provider call that failed (network, provider error): answered as 23021. */
export class ProviderUnavailableError extends Error {}
