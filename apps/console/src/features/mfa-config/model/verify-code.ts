import { catalogueEntry, Code } from "@vms/api-client";
import type { MessageDescriptor } from "@lingui/core";

/** Codes shown under the code boxes instead of a toast (spec §8 MFA group). */
const INLINE_CODES: readonly number[] = [Code.MFA_CODE_WRONG, Code.MFA_CODE_EXPIRED];

/** The message under the boxes for a refused code, or undefined when the failure is a toast. */
export function verifyFailureMessage(code: number): MessageDescriptor | undefined {
  return INLINE_CODES.includes(code) ? catalogueEntry(code)?.message : undefined;
}

/** An authenticator code: six digits. */
export const isOtpCode = (code: string): boolean => /^[0-9]{6}$/.test(code);
