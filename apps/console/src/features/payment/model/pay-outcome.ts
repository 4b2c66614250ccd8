import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ORDER_STATUS } from "@vms/licence-pricing";

/** Where an order stands for the payer (spec §4 order statuses; a to-pay order may carry a decline). */
export type PayOutcome = "pay" | "declined" | "paid" | "cancelled" | "timedOut" | "chargeback" | "trial" | "exception";

/** 23006: the countdown ran out and the order was cancelled (spec §4, §8 Payment). */
export const TIMED_OUT_CODE = 23006;

/** The outcome of an order's status and its last refusal. */
export function payOutcome(order: { status: number; declineCode: number | null }): PayOutcome {
  switch (order.status) {
    case ORDER_STATUS.TO_PAY:
      return order.declineCode !== null ? "declined" : "pay";
    case ORDER_STATUS.PAID:
      return "paid";
    case ORDER_STATUS.CANCELLED:
      return order.declineCode === TIMED_OUT_CODE ? "timedOut" : "cancelled";
    case ORDER_STATUS.CHARGEBACK:
      return "chargeback";
    case ORDER_STATUS.ON_TRIAL:
      return "trial";
    default:
      return "exception";
  }
}

/** True while the payer can still pay (again). */
export const canPay = (outcome: PayOutcome) => outcome === "pay" || outcome === "declined";

/** Headline of each settled outcome (the decline reason itself comes from the catalogue). */
export const PAY_OUTCOME_MESSAGES: Readonly<Record<Exclude<PayOutcome, "pay" | "declined">, MessageDescriptor>> = {
  paid: msg`Payment successful. Your purchase is active.`,
  cancelled: msg`The order was cancelled.`,
  timedOut: msg`The payment time ran out and the order was cancelled.`,
  chargeback: msg`The payment was charged back; what it bought has been revoked.`,
  trial: msg`Your free trial is active.`,
  exception: msg`Something went wrong with this order. Contact support with the order number.`,
};

/** A purchase that starts this much after now counts as queued (not a clock difference). */
const QUEUED_AFTER_MS = 60_000;

/**
 * When a paid purchase starts, if later than now: a licence bought while another is in effect waits
 * for it to end (spec §4 licence status 7), so the result says so instead of "active" (issue 27).
 */
export function queuedStart(result: { status: number; activeFrom: number | null }, now: number): number | null {
  return result.status === ORDER_STATUS.PAID && result.activeFrom !== null && result.activeFrom > now + QUEUED_AFTER_MS ? result.activeFrom : null;
}
