import { z } from "zod";
import { pageOf, pageQuerySchema } from "./common.js";
import { textSchema } from "./primitives.js";

// Cloud storage packages and per-channel plans (spec §1, §3 "Cloud storage package", §4 cloud
// storage statuses 1-9 and the once-per-device trial, §7 Cloud storage). Times: Unix ms.

const sn = textSchema().min(1).max(64);
const chlIndex = z.number().int().min(0).max(256);

/** A package (spec §3): days of cyclic storage, term 1 monthly, 2 quarterly, 3 half-year, 4 annual. */
export const cloudGoodsSchema = z.object({
  goodsId: z.string(),
  name: z.string(),
  storageDays: z.number().int(),
  termType: z.number().int(),
  termMonths: z.number().int(),
  currency: z.literal("USD"),
  price: z.string(),
  priceCents: z.number().int(),
  autoRenew: z.boolean(),
  /** The free trial package: once per device. */
  trial: z.boolean(),
});
export type CloudGoods = z.infer<typeof cloudGoodsSchema>;
export const cloudGoodsListSchema = z.object({ list: z.array(cloudGoodsSchema) });

/** One channel with its plan (status 8 "not activated" when it has none). */
export const channelPlanSchema = z.object({
  sn: z.string(),
  chlIndex: z.number().int(),
  chlName: z.string(),
  devName: z.string(),
  siteName: z.string(),
  goodsId: z.string().nullable(),
  goodsName: z.string().nullable(),
  storageDays: z.number().int(),
  /** Cloud storage status 1-9 (spec §4). */
  status: z.number().int(),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  remainDays: z.number().int(),
  autoRenew: z.boolean(),
  orderNo: z.string().nullable(),
  trial: z.boolean(),
  /** Bytes of recordings kept in the cloud for the channel (from the cloud recorder; 0 when unknown). */
  usedBytes: z.number().int().optional(),
  /** The server is recording the channel to the cloud now (its plan is active and frames arrive). */
  recording: z.boolean().optional(),
});
export type ChannelPlan = z.infer<typeof channelPlanSchema>;

/** /cloud-storage/chl/order/query: the caller's visible channels and their plans. */
export const channelPlanPageRequestSchema = pageQuerySchema.extend({
  sn: sn.optional(),
  status: z.array(z.number().int().min(1).max(9)).max(9).optional(),
});
export const channelPlanPageSchema = pageOf(channelPlanSchema);

/** /cloud-storage/purchase: buy (or start the trial of) a package for one channel. */
export const cloudPurchaseRequestSchema = z.object({
  goodsId: textSchema().min(1).max(64),
  sn,
  chlIndex,
  autoRenew: z.boolean().default(false),
});

/** /cloud-storage/application/info: one channel's plan and whether its device may still try. */
export const channelRefSchema = z.object({ sn, chlIndex });
export const cloudApplicationInfoSchema = z.object({
  plan: channelPlanSchema,
  trialAvailable: z.boolean(),
});

/** /cloud-storage/application/term: the cloud storage service terms. */
export const cloudTermSchema = z.object({ serviceTerm: z.string(), termTypes: z.array(z.object({ termType: z.number().int(), months: z.number().int() })) });

/** /vas-inst/check: value-added service state of one device channel. */
export const vasCheckSchema = z.object({
  /** The device never used its cloud storage trial (spec §4, §9: once per device). */
  trialAvailable: z.boolean(),
  active: z.boolean(),
  status: z.number().int(),
});
