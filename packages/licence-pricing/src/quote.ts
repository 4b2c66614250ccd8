import { formatCents, isBelowOneCent, toCents, type Cents } from "./money.js";
import { termById, type LicenceTermId } from "./terms.js";

/** Payment limits of spec §5/§9, in cents. */
export const PAYMENT_LIMITS = {
  /** A price under 0.01 counts as 0.01. */
  MIN_PRICE_CENTS: 1,
  /** Minimum payable 0.5 USD. */
  MIN_PAYABLE_CENTS: 50,
  /** Maximum payable 10 million. */
  MAX_PAYABLE_CENTS: 1_000_000_000,
} as const;

/** Error codes of spec §8 for amounts out of bounds. */
export const PAYMENT_CODE = {
  /** 23036: below the 0.5 USD minimum. */
  BELOW_MINIMUM: 23036,
  /** 23019: above 10 million. */
  ABOVE_MAXIMUM: 23019,
} as const;
/** A payment bound error code. */
export type PaymentCode = (typeof PAYMENT_CODE)[keyof typeof PAYMENT_CODE];

/** One row of a price matrix: the unit price per camera for a term, optionally for a camera-count band. */
export interface PriceMatrixEntry {
  term: LicenceTermId;
  /** USD per camera for the whole term; a decimal number or string ("4.99"). */
  unitPrice: number | string;
  /** Inclusive camera-count band; absent bounds are open. */
  minChlNum?: number;
  maxChlNum?: number;
}

/** The price matrix the server quotes from (/license-price-matrix/quote). */
export type PriceMatrix = readonly PriceMatrixEntry[];

/** A request for a licence price. */
export interface QuoteInput {
  matrix: PriceMatrix;
  term: LicenceTermId;
  /** Cameras to licence: a positive integer. */
  chlNum: number;
}

/** A priced quote; `payable` is false when the total is outside the payment limits. */
export type Quote =
  | { payable: true; term: LicenceTermId; chlNum: number; unitPriceCents: Cents; totalCents: Cents; total: string }
  | { payable: false; code: PaymentCode; term: LicenceTermId; chlNum: number; unitPriceCents: Cents; totalCents: Cents; total: string };

/** The matrix row for `term` whose band contains `chlNum`; the narrowest band wins. */
export function findPrice(matrix: PriceMatrix, term: LicenceTermId, chlNum: number): PriceMatrixEntry | undefined {
  const inBand = (e: PriceMatrixEntry) => e.term === term && (e.minChlNum ?? 0) <= chlNum && chlNum <= (e.maxChlNum ?? Infinity);
  const width = (e: PriceMatrixEntry) => (e.maxChlNum ?? Infinity) - (e.minChlNum ?? 0);
  return matrix.filter(inBand).sort((a, b) => width(a) - width(b))[0];
}

/** Unit price in cents: a price under 0.01 counts as 0.01 (spec §5). */
export function unitPriceCents(unitPrice: number | string): Cents {
  return isBelowOneCent(unitPrice) ? PAYMENT_LIMITS.MIN_PRICE_CENTS : toCents(unitPrice);
}

/** The spec §8 code for a total outside the payment limits, or null when it may be paid. */
export function checkPayable(totalCents: Cents): PaymentCode | null {
  if (totalCents < PAYMENT_LIMITS.MIN_PAYABLE_CENTS) return PAYMENT_CODE.BELOW_MINIMUM;
  if (totalCents > PAYMENT_LIMITS.MAX_PAYABLE_CENTS) return PAYMENT_CODE.ABOVE_MAXIMUM;
  return null;
}

/**
 * Prices `chlNum` cameras for `term` from the matrix, in integer cents, and applies the payment rules
 * of spec §5: unit prices under 0.01 count as 0.01, totals below 0.5 USD are refused with 23036 and
 * totals above 10 million with 23019. Throws RangeError for a bad count or a term the matrix lacks.
 */
export function quoteLicence({ matrix, term, chlNum }: QuoteInput): Quote {
  termById(term);
  if (!Number.isSafeInteger(chlNum) || chlNum < 1) throw new RangeError(`chlNum must be a positive integer: ${chlNum}`);
  const entry = findPrice(matrix, term, chlNum);
  if (!entry) throw new RangeError(`no price for term ${term} and ${chlNum} cameras`);
  const unit = unitPriceCents(entry.unitPrice);
  const totalCents = unit * chlNum;
  const base = { term, chlNum, unitPriceCents: unit, totalCents, total: formatCents(totalCents) };
  const code = checkPayable(totalCents);
  return code === null ? { payable: true, ...base } : { payable: false, code, ...base };
}
