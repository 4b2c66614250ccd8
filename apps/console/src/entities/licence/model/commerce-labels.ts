import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry } from "@vms/api-client";
import { msg } from "@lingui/core/macro";
import type { CloudStorageStatus, LicenceButton, LicenceStatus, OrderStatus, OrderType, PaymentMethod } from "@vms/licence-pricing";
import type { StatusTone } from "@/shared/ui";
import { CLOUD_STORAGE_STATUS, LICENCE_STATUS, ORDER_STATUS } from "@vms/licence-pricing";

/** Spec §4 licence statuses 1–7 (1 and 7 both read "to be used"; 7 is a queued renewal). */
export const LICENCE_STATUS_LABELS: Readonly<Record<LicenceStatus, MessageDescriptor>> = {
  1: msg`To be used`,
  2: msg`In use`,
  3: msg`Expiring`,
  4: msg`Expired`,
  5: msg`Terminated`,
  6: msg`Not effective`,
  7: msg`To be used`,
};

/** Spec §4 licence buttons 1–5. */
export const LICENCE_BUTTON_LABELS: Readonly<Record<LicenceButton, MessageDescriptor>> = {
  1: msg`Buy now`,
  2: msg`Extend`,
  3: msg`Renew now`,
  4: msg`Upgrade now`,
  5: msg`Buy again`,
};

/** Spec §4 cloud storage statuses 1–9. */
export const CLOUD_STORAGE_STATUS_LABELS: Readonly<Record<CloudStorageStatus, MessageDescriptor>> = {
  1: msg`To be used`,
  2: msg`In use`,
  3: msg`Expiring`,
  4: msg`Expired`,
  5: msg`Terminated`,
  6: msg`Not effective`,
  7: msg`To be used`,
  8: msg`Not activated`,
  9: msg`Exception`,
};

/** Spec §4 order statuses (the unnumbered "exception" is shown for any other value). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  1: msg`To pay`,
  2: msg`Paid`,
  3: msg`Cancelled`,
  4: msg`Chargeback`,
  5: msg`On trial`,
};

/** An order status outside 1–5 (spec §4 "exception"). */
export const ORDER_STATUS_EXCEPTION = msg`Exception`;

/** Spec §3 order types. */
export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, MessageDescriptor>> = {
  1: msg`Cloud storage`,
  3: msg`Camera license`,
};

/** Spec §3 payment methods. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  1: msg`PayPal`,
  2: msg`Wallet (Apple Pay)`,
  3: msg`Card`,
};

// Licence and cloud-storage statuses share 1–7 (spec §4); 9 is cloud storage's "exception".
const NEEDS_USER: ReadonlySet<number> = new Set([LICENCE_STATUS.EXPIRING, LICENCE_STATUS.EXPIRED, LICENCE_STATUS.TERMINATED, CLOUD_STORAGE_STATUS.EXCEPTION]);

/**
 * The status dot's colour: active states green, states that need the user (expiring, expired,
 * terminated, exception, chargeback) red, the rest neutral.
 */
export function licenceStatusTone(status: number): StatusTone {
  if (status === LICENCE_STATUS.USING) return "online";
  if (NEEDS_USER.has(status)) return "offline";
  return "unknown";
}

/** Order status colour: paid green, chargeback or exception red, the rest neutral. */
export function orderStatusTone(status: number): StatusTone {
  if (status === ORDER_STATUS.PAID) return "online";
  if (status === ORDER_STATUS.CHARGEBACK || !(status in ORDER_STATUS_LABELS)) return "offline";
  return "unknown";
}

/** The label of any code in a table, or `fallback` for a value the spec does not name. */
export function labelOf<K extends number>(table: Readonly<Record<K, MessageDescriptor>>, value: number, fallback: MessageDescriptor): MessageDescriptor {
  return (table as Record<number, MessageDescriptor>)[value] ?? fallback;
}

/** Licence terms by durationType 1–5 (spec §9: 30, 90, 180 days, 1 year, 2 years). */
export const LICENCE_TERM_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`30 days`,
  2: msg`90 days`,
  3: msg`180 days`,
  4: msg`1 year`,
  5: msg`2 years`,
};

/** Licence kinds: 1 free tier, 2 trial, 3 paid (spec §1). */
export const LICENCE_TYPE_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Free`,
  2: msg`Trial`,
  3: msg`Paid`,
};

/** Cloud storage package terms (spec §3): 1 monthly, 2 quarterly, 3 half-year, 4 annual. */
export const CLOUD_TERM_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Monthly`,
  2: msg`Quarterly`,
  3: msg`Half-year`,
  4: msg`Annual`,
};

/**
 * The translated reason for a commerce code (a decline reason, a payment limit, spec §8), from the
 * error catalogue; a code it does not know reads as a failed payment.
 */
export function commerceCodeMessage(code: number): MessageDescriptor {
  return catalogueEntry(code)?.message ?? msg`The payment failed.`;
}
