import { z } from "zod/mini";
import { pageOf, pageQuerySchema } from "./common.js";
import { chlNumSchema, durationTypeSchema } from "./licence.js";
import { epochMsSchema, textSchema } from "./primitives.js";

// Licence and cloud storage orders and their payment (spec §3 "Licence/cloud order", §4 order
// statuses and the payment countdown, §5 payment limits, §7 Licence and orders). Times: Unix ms.

/** Order type (spec §3): 1 cloud storage, 3 licence. */
export const orderTypeSchema = z.union([z.literal(1), z.literal(3)]);
/** Order status (spec §4): 1 to pay, 2 paid, 3 cancelled, 4 chargeback, 5 on trial, 6 exception. */
export const orderStatusSchema = z.number().check(z.int(), z.minimum(1), z.maximum(6));
/** Payment method (spec §3): 1 PayPal-type, 2 wallet (Apple-Pay-type), 3 card. */
export const payTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** An order number as the server issues it. */
export const orderNoSchema = textSchema().check(z.minLength(1), z.maxLength(64));

/** One order (spec §3). */
export const orderSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  orderType: z.number().check(z.int()),
  status: z.number().check(z.int()),
  /** What was bought, e.g. "Licence 8 channels · 90 days" or the cloud package name. */
  spec: z.string(),
  chlNum: z.number().check(z.int()),
  /** durationType 1-5 for licences; for cloud storage the package term (1 month, 2 quarter, 3 half-year, 4 year). */
  term: z.number().check(z.int()),
  currency: z.literal("USD"),
  price: z.string(),
  priceCents: z.number().check(z.int()),
  payType: z.nullable(z.number().check(z.int())),
  transactionId: z.nullable(z.string()),
  orderTime: z.number().check(z.int()),
  payTime: z.nullable(z.number().check(z.int())),
  /** End of the payment countdown while status is 1; the order is cancelled after it. */
  payDeadline: z.nullable(z.number().check(z.int())),
  /** Cloud storage orders: the channel. */
  sn: z.nullable(z.string()),
  chlIndex: z.nullable(z.number().check(z.int())),
  /** Cloud storage orders: every channel the order buys for (the first is sn/chlIndex; issue 28). */
  channels: z.optional(z.array(z.object({ sn: z.string(), chlIndex: z.number().check(z.int()) }))),
  trial: z.boolean(),
  /** Cloud storage: made by the server for a plan with auto renew, payable until the plan's end (decision 0035). */
  renewal: z.optional(z.boolean()),
  /** Catalogue code of the last refused payment (decline reason, spec §8), else null. */
  declineCode: z.nullable(z.number().check(z.int())),
});
export type OrderDto = z.infer<typeof orderSchema>;

/** /license-vas-tob-oder/page: filters of the order record page. */
export const orderPageRequestSchema = z.extend(pageQuerySchema, {
  orderType: z.optional(orderTypeSchema),
  status: z.optional(z.array(orderStatusSchema).check(z.maxLength(6))),
  orderNo: z.optional(textSchema().check(z.maxLength(64))),
  startTime: z.optional(epochMsSchema()),
  endTime: z.optional(epochMsSchema()),
});
export const orderPageSchema = pageOf(orderSchema);

/** /license-vas-tob-oder/query and the pay callbacks name an order by its number. */
export const orderQueryRequestSchema = z.object({ orderNo: orderNoSchema });

/** /license-vas-tob-oder/insert-pay-order: a licence order (or the once-per-account trial). */
export const licenceOrderRequestSchema = z.object({
  durationType: z.optional(durationTypeSchema),
  chlNum: chlNumSchema,
  /** Start the free trial instead of buying (once per account, spec §4). */
  trial: z._default(z.boolean(), false),
});

/** /license-vas-tob-oder/insert-pay: starts paying an order with a method. */
export const payRequestSchema = z.object({
  orderNo: orderNoSchema,
  payType: payTypeSchema,
  /** Where the provider's page sends the payer back; defaults to the console's /vms-license-pay-res. */
  returnUrl: z.optional(textSchema().check(z.maxLength(2000), z.url())),
});
export const payStartSchema = z.object({
  orderNo: z.string(),
  payType: z.number().check(z.int()),
  /** The provider's hosted payment page (the sandbox's page in demo and tests). */
  checkoutUrl: z.string(),
  /** Provider payment id (a Checkout Session id). */
  paymentId: z.string(),
  payDeadline: z.number().check(z.int()),
});

/** /pay-callback/success and /cancel: the result page reconciles with the server (spec §2). */
export const payCallbackRequestSchema = z.object({
  orderNo: orderNoSchema,
  /** The unguessable token put in the return URL; the page needs no session. */
  resultToken: textSchema().check(z.minLength(16), z.maxLength(128)),
});
export const payResultSchema = z.object({
  orderNo: z.string(),
  orderType: z.number().check(z.int()),
  status: z.number().check(z.int()),
  spec: z.string(),
  /** With orderType and spec, what the page names the order by in its language (issue 28). */
  chlNum: z.number().check(z.int()),
  trial: z.boolean(),
  price: z.string(),
  currency: z.literal("USD"),
  payType: z.nullable(z.number().check(z.int())),
  payTime: z.nullable(z.number().check(z.int())),
  payDeadline: z.nullable(z.number().check(z.int())),
  declineCode: z.nullable(z.number().check(z.int())),
  /** When what the order bought starts (paid or trial); later than payTime for a licence queued behind the one in effect. */
  activeFrom: z.nullable(z.number().check(z.int())),
});
export type PayResult = z.infer<typeof payResultSchema>;

/** /order/pay-type: the methods and whether each is configured (PayPal-type is not, docs/payments.md). */
export const payTypeListSchema = z.object({
  list: z.array(z.object({ payType: z.number().check(z.int()), name: z.string(), configured: z.boolean() })),
  /** Seconds of the payment countdown. */
  countdownSec: z.number().check(z.int()),
});
