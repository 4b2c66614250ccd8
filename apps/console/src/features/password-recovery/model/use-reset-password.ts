import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, checkEmail, checkNewPassword, Code, toApiError } from "@vms/api-client";
import { useEffect, useState } from "react";
import { showApiError } from "@/shared/api";
import { CODE_RESEND_SECONDS } from "@/shared/lib/use-code-countdown";
import { emailCodeLengthMessage, emailProblemMessages, passwordProblemMessages, requiredMessage } from "@/shared/lib/form-messages";
import { resetPassword } from "../api/reset-password";
import { noAccountMessage } from "./recovery-messages";
import { secondsLeftSince, type ResetSearch } from "./reset-search";
import { useResetCode, type ResetCode } from "./use-reset-code";

export interface ResetValues {
  email: string;
  emailCode: string;
  password: string;
  confirm: string;
}
export type ResetField = keyof ResetValues;

export interface ResetPassword {
  values: ResetValues;
  errors: Partial<Record<ResetField, MessageDescriptor>>;
  code: ResetCode;
  submitting: boolean;
  done: boolean;
  setField: (field: ResetField, value: string) => void;
  requestCode: () => void;
  submit: () => Promise<void>;
}

const CODE_FAILURES: readonly number[] = [Code.EMAIL_CODE_WRONG, Code.EMAIL_CODE_EXPIRED, Code.CODE_NOT_SENT, Code.CODE_WRONG, Code.CODE_USED];

function validate(values: ResetValues): Partial<Record<ResetField, MessageDescriptor>> {
  const errors: Partial<Record<ResetField, MessageDescriptor>> = {};
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

/** Step 2 of recovery: code + new password + confirmation (spec §5), then a success message. */
export function useResetPassword(search: ResetSearch): ResetPassword {
  const [values, setValues] = useState<ResetValues>({ email: search.email ?? "", emailCode: "", password: "", confirm: "" });
  const [errors, setErrors] = useState<Partial<Record<ResetField, MessageDescriptor>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const email = values.email.trim();
  const code = useResetCode(email);
  const { start } = code.sender.countdown;

  // Arriving from step 1: the code just went out, so the resend countdown carries on.
  useEffect(() => {
    const left = secondsLeftSince(search.sent, CODE_RESEND_SECONDS);
    if (left > 0) start(left);
  }, [search.sent, start]);

  const setField = (field: ResetField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (field === "email") code.clearAccountError();
  };

  const requestCode = () => {
    const problem = checkEmail(email);
    if (problem) setErrors((e) => ({ ...e, email: emailProblemMessages[problem] }));
    else void code.request();
  };

  const submit = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean) || submitting) return;
    setSubmitting(true);
    try {
      await resetPassword({ loginName: email, emailCode: values.emailCode, newPassword: values.password });
      setDone(true);
    } catch (e) {
      const failure = toApiError(e);
      const message = catalogueEntry(failure.code)?.message;
      if (CODE_FAILURES.includes(failure.code) && message) setErrors((x) => ({ ...x, emailCode: message }));
      else if (failure.code === Code.USER_NOT_FOUND || failure.code === Code.NO_ACCOUNT) setErrors((x) => ({ ...x, email: noAccountMessage }));
      else showApiError(e);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, code, submitting, done, setField, requestCode, submit };
}
