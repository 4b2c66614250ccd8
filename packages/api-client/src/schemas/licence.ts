import { z } from "zod/mini";
import { textSchema } from "./primitives.js";

// Licences per camera count (spec §1, §3 "Licence", §4 licence statuses and buttons, §9 terms).
// Times are Unix milliseconds. The server computes every field with @vms/licence-pricing.

/** durationType 1-5: 30, 90, 180 days, 1 year, 2 years (spec §9, in that order). */
export const durationTypeSchema = z.number().check(z.int(), z.minimum(1), z.maximum(5));
/** Cameras per licence purchase: 1 … 10 000 (the maximum is the product's choice; spec §9 leaves it open). */
export const LICENCE_MAX_CHL_NUM = 10_000;
export const chlNumSchema = z.number().check(z.int(), z.minimum(1), z.maximum(LICENCE_MAX_CHL_NUM));

/** One block of `licenceObj` (spec §3), with the derived endTimeText and isOverTime. */
export const licenceInfoSchema = z.object({
  chlNum: z.number().check(z.int()),
  duration: z.number().check(z.int()),
  /** 1 day, 2 month, 3 year. */
  durationUnit: z.number().check(z.int()),
  /** 1-5, 0 for the free tier and the trial. */
  durationType: z.number().check(z.int()),
  startTime: z.number().check(z.int()),
  endTime: z.number().check(z.int()),
  freeChlNum: z.number().check(z.int()),
  newFreeChlNum: z.number().check(z.int()),
  minChlNum: z.number().check(z.int()),
  maxChlNum: z.number().check(z.int()),
  /** 1 free, 2 trial, 3 paid. */
  licenseType: z.number().check(z.int()),
  /** Licence status 1-7 (spec §4). */
  status: z.number().check(z.int()),
  /** Licence buttons 1-5 (spec §4). */
  buttonList: z.array(z.number().check(z.int())),
  ifShowFreeTag: z.boolean(),
  remainDays: z.number().check(z.int()),
  /** "YYYY-MM-DD HH:mm:ss" in UTC (spec §3 formatted endTime). */
  endTimeText: z.string(),
  isOverTime: z.boolean(),
});
export type LicenceInfoDto = z.infer<typeof licenceInfoSchema>;

/** `licenceObj` of spec §3. */
export const licenceObjSchema = z.object({
  valid: z.boolean(),
  currentInfo: z.nullable(licenceInfoSchema),
  renewInfo: z.nullable(licenceInfoSchema),
  expireInfo: z.nullable(licenceInfoSchema),
});
export type LicenceObjDto = z.infer<typeof licenceObjSchema>;

/** One licence of the organization (a paid term, the trial, or the free tier) for the list page. */
export const licenceRowSchema = z.object({
  licenseId: z.string(),
  /** 1 free, 2 trial, 3 paid. */
  licenseType: z.number().check(z.int()),
  chlNum: z.number().check(z.int()),
  durationType: z.number().check(z.int()),
  startTime: z.number().check(z.int()),
  endTime: z.number().check(z.int()),
  endTimeText: z.string(),
  status: z.number().check(z.int()),
  buttonList: z.array(z.number().check(z.int())),
  remainDays: z.number().check(z.int()),
  /** The order that bought it; null for the free tier. */
  orderNo: z.nullable(z.string()),
});
export type LicenceRow = z.infer<typeof licenceRowSchema>;

/** /license-inst/query: status filter 0 = all (spec §4). */
export const licenceQueryRequestSchema = z.object({ status: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(7)), 0) });
/** Warnings of spec §4: shown on login and on the list. */
export const LICENCE_WARNINGS = ["none", "noLicence", "expired", "nearExpiry"] as const;
export const licenceQuerySchema = z.object({
  licenceObj: licenceObjSchema,
  warning: z.enum(LICENCE_WARNINGS),
  /** The licence directive (spec §4): licensed clicks are blocked with a warning. */
  blocked: z.boolean(),
  /** Channels bound to the organization's devices, and how many of them are licensed now. */
  usedChlNum: z.number().check(z.int()),
  licensedChlNum: z.number().check(z.int()),
  list: z.array(licenceRowSchema),
});
export type LicenceQuery = z.infer<typeof licenceQuerySchema>;

/** /license-application-term/get: the terms on sale, the camera bounds and the service terms text. */
export const licenceTermsSchema = z.object({
  terms: z.array(z.object({ durationType: z.number().check(z.int()), duration: z.number().check(z.int()), durationUnit: z.number().check(z.int()) })),
  minChlNum: z.number().check(z.int()),
  maxChlNum: z.number().check(z.int()),
  freeChlNum: z.number().check(z.int()),
  /** The once-per-account licence trial is still available (spec §4 free trial). */
  trialAvailable: z.boolean(),
  trialDays: z.number().check(z.int()),
  trialChlNum: z.number().check(z.int()),
  serviceTerm: z.string(),
});

/** /license-price-matrix/quote (spec §5 payment limits). */
export const licenceQuoteRequestSchema = z.object({ durationType: durationTypeSchema, chlNum: chlNumSchema });
export const licenceQuoteSchema = z.object({
  durationType: z.number().check(z.int()),
  chlNum: z.number().check(z.int()),
  currency: z.literal("USD"),
  /** Unit price per camera with two decimals; under 0.01 counts as 0.01. */
  unitPrice: z.string(),
  total: z.string(),
  totalCents: z.number().check(z.int()),
  /** False when the total is outside the limits; `code` is 23036 (below 0.5 USD) or 23019 (above 10 million). */
  payable: z.boolean(),
  code: z.nullable(z.number().check(z.int())),
});
export type LicenceQuoteDto = z.infer<typeof licenceQuoteSchema>;

/** /buy/check: may the caller buy now, and which trials remain. */
export const buyCheckRequestSchema = z.object({
  /** 1 cloud storage, 3 licence; omitted: both. */
  orderType: z.optional(z.union([z.literal(1), z.literal(3)])),
  sn: z.optional(textSchema().check(z.minLength(1), z.maxLength(64))),
});
export const buyCheckSchema = z.object({
  canBuy: z.boolean(),
  /** Why not: a catalogue code (e.g. 5000 without the buy permission), else null. */
  reason: z.nullable(z.number().check(z.int())),
  licenceTrialAvailable: z.boolean(),
  /** For `sn`: the device has not used its cloud storage trial. */
  cloudTrialAvailable: z.boolean(),
  /** An order of the caller's organization still to pay, to resume instead of buying again. */
  unpaidOrderNo: z.nullable(z.string()),
});
