import type { MessageDescriptor } from "@lingui/core";
import { checkName, checkNewPassword } from "@vms/api-client";
import { nameProblemMessages, passwordProblemMessages, requiredMessage } from "@/shared/lib/form-messages";

export interface RegisterValues {
  userName: string;
  orgName: string;
  password: string;
  confirm: string;
}
export type RegisterErrors = Partial<Record<keyof RegisterValues | "form", MessageDescriptor>>;

/** Spec §5 rules of the registration form; the organization name only for a company invitation. */
export function validateRegister(values: RegisterValues, company: boolean): RegisterErrors {
  const errors: RegisterErrors = {};
  const name = checkName(values.userName, 32);
  if (name) errors.userName = nameProblemMessages[name];
  if (company) {
    const org = checkName(values.orgName, 64);
    if (org) errors.orgName = nameProblemMessages[org];
  }
  const password = checkNewPassword({ newPassword: values.password, confirm: values.confirm });
  if (password === "mismatch") errors.confirm = passwordProblemMessages.mismatch;
  else if (password) errors.password = passwordProblemMessages[password];
  if (values.confirm === "") errors.confirm = requiredMessage;
  return errors;
}
