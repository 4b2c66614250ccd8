// Pure helpers behind OtpInput: one string per box, "" for an empty box.

// Chinese and Japanese IMEs type full-width digits (０-９); accept them as ASCII digits.
const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;

/** Replaces full-width digits with ASCII ones. */
export function normalizeDigits(text: string): string {
  return text.replace(FULL_WIDTH_DIGIT, (char) => String.fromCharCode(char.charCodeAt(0) - 0xff10 + 48));
}

/** Only the ASCII digits of `text` (after normalizing full-width ones). */
export function digitsOf(text: string): string {
  return normalizeDigits(text).replace(/\D/g, "");
}

/** Boxes for a controlled value: its digits from the left, the rest empty. */
export function toSlots(value: string, length: number): string[] {
  const digits = digitsOf(value).slice(0, length);
  return Array.from({ length }, (_, index) => digits[index] ?? "");
}

/** Copy of `slots` with box `index` set to `digit` ("" clears it). */
export function setSlot(slots: readonly string[], index: number, digit: string): string[] {
  const next = [...slots];
  next[index] = digit;
  return next;
}

/**
 * Writes `digits` into the boxes starting at `start` (extra digits are dropped) and returns
 * the box to focus next: the one after the last written, or the last box.
 */
export function fillSlots(slots: readonly string[], start: number, digits: string): { slots: string[]; focus: number } {
  const next = [...slots];
  let index = start;
  for (const digit of digits) {
    if (index >= next.length) break;
    next[index] = digit;
    index += 1;
  }
  return { slots: next, focus: Math.min(index, next.length - 1) };
}

/**
 * What the user typed into box `index`, given the input's new raw text and the digit it held:
 * "" (cleared), one digit, several digits (autofill), or null for a non-digit.
 */
export function typedInto(raw: string, previous: string): string | null {
  const text = normalizeDigits(raw);
  // Overtyping "3" with "5" leaves "35" or "53" in the input; keep only the new character.
  const added = previous && text.length === 2 && text.includes(previous) ? text.replace(previous, "") : text;
  if (added === "") return "";
  return /^\d+$/.test(added) ? added : null;
}
