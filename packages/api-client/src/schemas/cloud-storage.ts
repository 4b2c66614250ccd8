import { z } from "zod/mini";
import { pageOf, pageQuerySchema } from "./common.js";
import { textSchema } from "./primitives.js";

// Cloud storage packages and per-channel plans (spec §1, §3 "Cloud storage package", §4 cloud
// storage statuses 1-9 and the once-per-device trial, §7 Cloud storage). Times: Unix ms.

const sn = textSchema().check(z.minLength(1), z.maxLength(64));
const chlIndex = z.number().check(z.int(), z.minimum(0), z.maximum(256));

/** A package (spec §3): days of cyclic storage, term 1 monthly, 2 quarterly, 3 half-year, 4 annual. */
export const cloudGoodsSchema = z.object({
  goodsId: z.string(),
  name: z.string(),
  storageDays: z.number().check(z.int()),
  termType: z.number().check(z.int()),
  termMonths: z.number().check(z.int()),
  currency: z.literal("USD"),
  price: z.string(),
  priceCents: z.number().check(z.int()),
  autoRenew: z.boolean(),
  /** The free trial package: once per device. */
  trial: z.boolean(),
});
export type CloudGoods = z.infer<typeof cloudGoodsSchema>;
export const cloudGoodsListSchema = z.object({ list: z.array(cloudGoodsSchema) });

/** One channel with its plan (status 8 "not activated" when it has none). */
export const channelPlanSchema = z.object({
  sn: z.string(),
  chlIndex: z.number().check(z.int()),
  chlName: z.string(),
  devName: z.string(),
  siteName: z.string(),
  goodsId: z.nullable(z.string()),
  goodsName: z.nullable(z.string()),
  /** The package's term (1 monthly … 4 annual), so the console names it in its language (issue 28). */
  termType: z.optional(z.nullable(z.number().check(z.int()))),
  storageDays: z.number().check(z.int()),
  /** Cloud storage status 1-9 (spec §4). */
  status: z.number().check(z.int()),
  startTime: z.nullable(z.number().check(z.int())),
  endTime: z.nullable(z.number().check(z.int())),
  remainDays: z.number().check(z.int()),
  autoRenew: z.boolean(),
  orderNo: z.nullable(z.string()),
  trial: z.boolean(),
  /** Bytes of recordings kept in the cloud for the channel (from the cloud recorder; 0 when unknown). */
  usedBytes: z.optional(z.number().check(z.int())),
  /** The server is recording the channel to the cloud now (its plan is active and frames arrive). */
  recording: z.optional(z.boolean()),
});
export type ChannelPlan = z.infer<typeof channelPlanSchema>;

/** /cloud-storage/chl/order/query: the caller's visible channels and their plans. */
export const channelPlanPageRequestSchema = z.extend(pageQuerySchema, {
  sn: z.optional(sn),
  status: z.optional(z.array(z.number().check(z.int(), z.minimum(1), z.maximum(9))).check(z.maxLength(9))),
});
export const channelPlanPageSchema = pageOf(channelPlanSchema);

/** Most channels one cloud storage order buys for (issue 28: several channels, one payment). */
export const CLOUD_ORDER_MAX_CHANNELS = 64;

/**
 * /cloud-storage/purchase: buy (or start the trial of) a package for one channel, or (issue 28) for
 * `sn`/`chlIndex` and `moreChannels` in one order paid once: price × channels. The trial is one
 * channel's; the same channel twice answers 7000.
 */
export const cloudPurchaseRequestSchema = z.object({
  goodsId: textSchema().check(z.minLength(1), z.maxLength(64)),
  sn,
  chlIndex,
  autoRenew: z._default(z.boolean(), false),
  moreChannels: z.optional(z.array(z.object({ sn, chlIndex })).check(z.maxLength(CLOUD_ORDER_MAX_CHANNELS - 1))),
});

/**
 * /cloud-storage/auto-renew/set: a channel's paid plan renews by itself or not (issue 28, spec §3
 * auto renew). 7067 without a paid plan in effect or to come (a trial does not renew).
 */
export const cloudAutoRenewRequestSchema = z.object({ sn, chlIndex, autoRenew: z.boolean() });

/** /cloud-storage/application/info: one channel's plan and whether its device may still try. */
export const channelRefSchema = z.object({ sn, chlIndex });
export const cloudApplicationInfoSchema = z.object({
  plan: channelPlanSchema,
  trialAvailable: z.boolean(),
});

/** /cloud-storage/application/term: the cloud storage service terms. */
export const cloudTermSchema = z.object({ serviceTerm: z.string(), termTypes: z.array(z.object({ termType: z.number().check(z.int()), months: z.number().check(z.int()) })) });

/** /vas-inst/check: value-added service state of one device channel. */
export const vasCheckSchema = z.object({
  /** The device never used its cloud storage trial (spec §4, §9: once per device). */
  trialAvailable: z.boolean(),
  active: z.boolean(),
  status: z.number().check(z.int()),
});
