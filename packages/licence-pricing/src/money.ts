/** Amounts are held in integer cents so sums and products have no float error. */
export type Cents = number;

/** Decimal digits of a non-negative amount, without exponent notation ("1e-7" → "0.0000001"). */
function decimalText(amount: number | string): string {
  const text = typeof amount === "number" ? (/e/i.test(String(amount)) ? amount.toFixed(20) : String(amount)) : amount.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) throw new RangeError(`not a non-negative decimal amount: ${String(amount)}`);
  return text;
}

/**
 * Converts a dollar amount to cents, rounding half up on the decimal text (so 1.005 → 101, which
 * `Math.round(1.005 * 100)` gets wrong).
 */
export function toCents(amount: number | string): Cents {
  const [whole = "0", fraction = ""] = decimalText(amount).split(".");
  const digits = fraction.padEnd(3, "0");
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  return Number(digits[2]) >= 5 ? cents + 1 : cents;
}

/** True when a dollar amount is below one cent, compared exactly on its decimal text. */
export function isBelowOneCent(amount: number | string): boolean {
  const [whole = "0", fraction = ""] = decimalText(amount).split(".");
  return Number(whole) === 0 && Number(fraction.padEnd(2, "0").slice(0, 2)) === 0;
}

/** Formats cents as a dollar amount with two decimals ("0.50", "1234.05"). */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
