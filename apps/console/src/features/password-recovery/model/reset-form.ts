import { catalogueEntry, checkEmail, checkNewPassword, Code } from "@vms/api-client";
import { emailCodeLengthMessage, emailProblemMessages, passwordProblemMessages, requiredMessage } from "@/shared/lib/form-messages";
import type { FieldMessages } from "@/shared/ui";
import { noAccountMessage } from "./recovery-messages";

export interface ResetValues {
  email: string;
  emailCode: string;
  password: string;
  confirm: string;
}
export type ResetErrors = FieldMessages<keyof ResetValues>;

const CODE_FAILURES: readonly number[] = [Code.EMAIL_CODE_WRONG, Code.EMAIL_CODE_EXPIRED, Code.CODE_NOT_SENT, Code.CODE_WRONG, Code.CODE_USED];

/** Spec §5 rules of recovery step 2: address, 6-digit code, new password and its confirmation. */
export function validateReset(values: ResetValues): ResetErrors {
  const errors: ResetErrors = {};
  const email = checkEmail(values.email.trim());
  if (email) errors.email = emailProblemMessages[email];
  if (values.emailCode === "") errors.emailCode = requiredMessage;
  else if (values.emailCode.length !== 6) errors.emailCode = emailCodeLengthMessage;
  const password = checkNewPassword({ newPassword: values.password, confirm: values.confirm });
  if (password === "mismatch") errors.confirm = passwordProblemMessages.mismatch;
  else if (password) errors.password = passwordProblemMessages[password];
  if (values.confirm === "") errors.confirm = requiredMessage;
  return errors;
}

/** The field message for a refused reset, or null when the failure is a toast. */
export function resetFailure(code: number): ResetErrors | null {
  const message = catalogueEntry(code)?.message;
  if (CODE_FAILURES.includes(code) && message) return { emailCode: message };
  if (code === Code.USER_NOT_FOUND || code === Code.NO_ACCOUNT) return { email: noAccountMessage };
  // Spec §5: the new password must differ from the old one (the server knows the old one).
  if (code === Code.SAME_PASSWORD && message) return { password: message };
  return null;
}
