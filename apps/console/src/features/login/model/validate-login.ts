import type { MessageDescriptor } from "@lingui/core";
import { checkEmail } from "@vms/api-client";
import { emailProblemMessages, imgCodeLengthMessage, requiredMessage } from "@/shared/lib/form-messages";

export interface LoginValues {
  loginName: string;
  password: string;
  imgCode: string;
}
export type LoginField = keyof LoginValues;
export type LoginFieldErrors = Partial<Record<LoginField, MessageDescriptor>>;

/** Spec §5 on the login form: the e-mail is required and well formed, the password and a shown image code required. */
export function validateLogin(values: LoginValues, captchaShown: boolean): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const emailProblem = checkEmail(values.loginName);
  if (emailProblem) errors.loginName = emailProblemMessages[emailProblem];
  if (values.password === "") errors.password = requiredMessage;
  if (captchaShown) {
    if (values.imgCode === "") errors.imgCode = requiredMessage;
    else if (values.imgCode.length !== 4) errors.imgCode = imgCodeLengthMessage;
  }
  return errors;
}
