import { catalogueEntry, checkNewPassword, Code } from "@vms/api-client";
import { passwordProblemMessages, requiredMessage } from "@/shared/lib/form-messages";
import type { FieldMessages } from "@/shared/ui";

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}
export type PasswordErrors = FieldMessages<keyof PasswordValues>;

/** Spec §5: old password required; the new one valid, confirmed and different from the old one. */
export function validatePassword(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.oldPassword) errors.oldPassword = requiredMessage;
  const problem = checkNewPassword(values);
  if (problem === "mismatch") errors.confirm = passwordProblemMessages.mismatch;
  else if (problem) errors.newPassword = passwordProblemMessages[problem];
  return errors;
}

/** Server answers shown on a field instead of a toast (spec §8 user group). */
const FIELD_CODES: Record<number, keyof PasswordValues> = {
  [Code.WRONG_OLD_PASSWORD]: "oldPassword",
  [Code.WRONG_OLD_PASSWORD_2]: "oldPassword",
  [Code.SAME_PASSWORD]: "newPassword",
};

/** The field message for a refused change, or null when the failure is a toast. */
export function passwordFailure(code: number): PasswordErrors | null {
  const field = FIELD_CODES[code];
  const message = catalogueEntry(code)?.message;
  return field && message ? { [field]: message } : null;
}
