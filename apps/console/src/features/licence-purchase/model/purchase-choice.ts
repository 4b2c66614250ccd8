import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Camera count bounds of the terms answer. */
export interface ChlBounds {
  minChlNum: number;
  maxChlNum: number;
}

/** The camera count typed in, or a message why it cannot be bought (spec §5 "adding channels beyond the limit is rejected"). */
export function parseChlNum(text: string, bounds: ChlBounds): { chlNum: number } | { error: MessageDescriptor } {
  const value = text.trim();
  if (!value) return { error: msg`This field cannot be empty.` };
  if (!/^\d+$/.test(value)) return { error: msg`Enter a whole number of cameras.` };
  const chlNum = Number(value);
  if (chlNum < bounds.minChlNum || chlNum > bounds.maxChlNum) return { error: msg`Choose between ${bounds.minChlNum} and ${bounds.maxChlNum} cameras.` };
  return { chlNum };
}

/** The term to open with: the requested one when on sale, else the first on sale. */
export function initialTerm(requested: number | undefined, onSale: readonly number[]): number | undefined {
  return requested !== undefined && onSale.includes(requested) ? requested : onSale[0];
}
