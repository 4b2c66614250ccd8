import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { checkEmail, checkName, checkNewPassword } from "@vms/api-client";
import {
  emailCodeLengthMessage,
  emailProblemMessages,
  nameProblemMessages,
  passwordProblemMessages,
  requiredMessage,
} from "@/shared/lib/form-messages";

export interface SignupValues {
  email: string;
  userName: string;
  orgName: string;
  password: string;
  confirm: string;
  emailCode: string;
  agree: boolean;
}
export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, MessageDescriptor>>;

export const termsRequiredMessage: MessageDescriptor = msg`Please accept the service agreement and the privacy policy.`;

/** The e-mail rule alone (the "get code" button checks it before sending). */
export function emailError(email: string): MessageDescriptor | undefined {
  const problem = checkEmail(email.trim());
  return problem ? emailProblemMessages[problem] : undefined;
}

/** Spec §5 rules of the sign-up form. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const name = checkName(values.userName, 32);
  if (name) errors.userName = nameProblemMessages[name];
  const org = checkName(values.orgName, 32, true);
  if (org) errors.orgName = nameProblemMessages[org];
  const password = checkNewPassword({ newPassword: values.password, confirm: values.confirm });
  if (password === "mismatch") errors.confirm = passwordProblemMessages.mismatch;
  else if (password) errors.password = passwordProblemMessages[password];
  if (values.confirm === "") errors.confirm = requiredMessage;
  if (values.emailCode === "") errors.emailCode = requiredMessage;
  else if (values.emailCode.length !== 6) errors.emailCode = emailCodeLengthMessage;
  if (!values.agree) errors.agree = termsRequiredMessage;
  return errors;
}
