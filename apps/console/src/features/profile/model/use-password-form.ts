import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, checkNewPassword, Code, toApiError } from "@vms/api-client";
import { useState } from "react";
import { showApiError } from "@/shared/api";
import { passwordProblemMessages, requiredMessage } from "@/shared/lib/form-messages";
import { notifier } from "@/shared/notifier";
import { useUpdatePasswordMutation } from "../api/update-password";
import { passwordChangedMessage } from "./profile-messages";

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}
export type PasswordErrors = Partial<Record<keyof PasswordValues, MessageDescriptor>>;

const EMPTY: PasswordValues = { oldPassword: "", newPassword: "", confirm: "" };

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

/** The change-password form (spec §5, §7 /web/user/password/update). */
export function usePasswordForm() {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const mutation = useUpdatePasswordMutation();

  const setField = (field: keyof PasswordValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (): Promise<boolean> => {
    const found = validatePassword(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return false;
    try {
      await mutation.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      notifier.notify({ message: passwordChangedMessage }, "success");
      return true;
    } catch (e) {
      const error = toApiError(e);
      const field = FIELD_CODES[error.code];
      const message = catalogueEntry(error.code)?.message;
      if (field && message) setErrors({ [field]: message });
      else showApiError(error);
      return false;
    }
  };

  return { values, errors, saving: mutation.isPending, setField, submit };
}
