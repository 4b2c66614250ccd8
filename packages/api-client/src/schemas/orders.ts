import { z } from "zod";
import { pageOf, pageQuerySchema } from "./common.js";
import { chlNumSchema, durationTypeSchema } from "./licence.js";
import { epochMsSchema, textSchema } from "./primitives.js";

// Licence and cloud storage orders and their payment (spec §3 "Licence/cloud order", §4 order
// statuses and the payment countdown, §5 payment limits, §7 Licence and orders). Times: Unix ms.

/** Order type (spec §3): 1 cloud storage, 3 licence. */
export const orderTypeSchema = z.union([z.literal(1), z.literal(3)]);
/** Order status (spec §4): 1 to pay, 2 paid, 3 cancelled, 4 chargeback, 5 on trial, 6 exception. */
export const orderStatusSchema = z.number().int().min(1).max(6);
/** Payment method (spec §3): 1 PayPal-type, 2 wallet (Apple-Pay-type), 3 card. */
export const payTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** An order number as the server issues it. */
export const orderNoSchema = textSchema().min(1).max(64);

/** One order (spec §3). */
export const orderSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  orderType: z.number().int(),
  status: z.number().int(),
  /** What was bought, e.g. "Licence 8 channels · 90 days" or the cloud package name. */
  spec: z.string(),
  chlNum: z.number().int(),
  /** durationType 1-5 for licences; for cloud storage the package term (1 month, 2 quarter, 3 half-year, 4 year). */
  term: z.number().int(),
  currency: z.literal("USD"),
  price: z.string(),
  priceCents: z.number().int(),
  payType: z.number().int().nullable(),
  transactionId: z.string().nullable(),
  orderTime: z.number().int(),
  payTime: z.number().int().nullable(),
  /** End of the payment countdown while status is 1; the order is cancelled after it. */
  payDeadline: z.number().int().nullable(),
  /** Cloud storage orders: the channel. */
  sn: z.string().nullable(),
  chlIndex: z.number().int().nullable(),
  trial: z.boolean(),
  /** Catalogue code of the last refused payment (decline reason, spec §8), else null. */
  declineCode: z.number().int().nullable(),
});
export type OrderDto = z.infer<typeof orderSchema>;

/** /license-vas-tob-oder/page: filters of the order record page. */
export const orderPageRequestSchema = pageQuerySchema.extend({
  orderType: orderTypeSchema.optional(),
  status: z.array(orderStatusSchema).max(6).optional(),
  orderNo: textSchema().max(64).optional(),
  startTime: epochMsSchema().optional(),
  endTime: epochMsSchema().optional(),
});
export const orderPageSchema = pageOf(orderSchema);

/** /license-vas-tob-oder/query and the pay callbacks name an order by its number. */
export const orderQueryRequestSchema = z.object({ orderNo: orderNoSchema });

/** /license-vas-tob-oder/insert-pay-order: a licence order (or the once-per-account trial). */
export const licenceOrderRequestSchema = z.object({
  durationType: durationTypeSchema.optional(),
  chlNum: chlNumSchema,
  /** Start the free trial instead of buying (once per account, spec §4). */
  trial: z.boolean().default(false),
});

/** /license-vas-tob-oder/insert-pay: starts paying an order with a method. */
export const payRequestSchema = z.object({
  orderNo: orderNoSchema,
  payType: payTypeSchema,
  /** Where the provider's page sends the payer back; defaults to the console's /vms-license-pay-res. */
  returnUrl: textSchema().max(2000).url().optional(),
});
export const payStartSchema = z.object({
  orderNo: z.string(),
  payType: z.number().int(),
  /** The provider's hosted payment page (the sandbox's page in demo and tests). */
  checkoutUrl: z.string(),
  /** Provider payment id (a Checkout Session id). */
  paymentId: z.string(),
  payDeadline: z.number().int(),
});

/** /pay-callback/success and /cancel: the result page reconciles with the server (spec §2). */
export const payCallbackRequestSchema = z.object({
  orderNo: orderNoSchema,
  /** The unguessable token put in the return URL; the page needs no session. */
  resultToken: textSchema().min(16).max(128),
});
export const payResultSchema = z.object({
  orderNo: z.string(),
  orderType: z.number().int(),
  status: z.number().int(),
  spec: z.string(),
  price: z.string(),
  currency: z.literal("USD"),
  payType: z.number().int().nullable(),
  payTime: z.number().int().nullable(),
  payDeadline: z.number().int().nullable(),
  declineCode: z.number().int().nullable(),
});
export type PayResult = z.infer<typeof payResultSchema>;

/** /order/pay-type: the methods and whether each is configured (PayPal-type is not, docs/payments.md). */
export const payTypeListSchema = z.object({
  list: z.array(z.object({ payType: z.number().int(), name: z.string(), configured: z.boolean() })),
  /** Seconds of the payment countdown. */
  countdownSec: z.number().int(),
});
