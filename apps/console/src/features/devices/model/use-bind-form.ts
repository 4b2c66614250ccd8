import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, checkName, Code, DEVICE_NAME_MAX, toApiError } from "@vms/api-client";
import { useState } from "react";
import { showApiError } from "@/shared/api";
import { nameProblemMessages, requiredMessage } from "@/shared/lib/form-messages";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { useBindDeviceMutation } from "../api/bind-device";
import { deviceBoundMessage, deviceNameLengthMessage, viewingStationRefusedMessage } from "./device-form-messages";

export interface BindValues {
  sn: string;
  securityCode: string;
  siteId: string | null;
  name: string;
}
export type BindField = keyof BindValues;
export type BindErrors = Partial<Record<BindField | "form", MessageDescriptor>>;

/** Spec §5: SN, security code and site are required; the name is optional, at most 32 characters, none forbidden. */
export function validateBind(values: BindValues): BindErrors {
  const errors: BindErrors = {};
  if (!values.sn.trim()) errors.sn = requiredMessage;
  if (!values.securityCode.trim()) errors.securityCode = requiredMessage;
  if (!values.siteId) errors.siteId = requiredMessage;
  const nameProblem = checkName(values.name, DEVICE_NAME_MAX, true);
  if (nameProblem) errors.name = nameProblem === "length" ? deviceNameLengthMessage : nameProblemMessages[nameProblem];
  return errors;
}

/** Where a bind failure shows (spec §8 Device codes): on a field, or above the form. */
const FIELD_OF_CODE: Readonly<Record<number, BindField | "form">> = {
  [Code.DEVICE_EXISTS]: "sn",
  [Code.DEVICE_BOUND_ELSEWHERE]: "sn",
  [Code.DEVICE_BAD_CREDENTIALS]: "securityCode",
  [Code.DEVICE_OFFLINE]: "form",
  [Code.NO_PERMISSION]: "form",
};

/** The inline error for a bind failure, or null when the failure is shown as a toast. */
export function bindFailure(code: number, userType: number | undefined): BindErrors | null {
  const place = FIELD_OF_CODE[code];
  if (!place) return null;
  // The server refuses a viewing station to an ordinary user with 5000 (spec §6); say why.
  if (code === Code.NO_PERMISSION && userType === 2) return { form: viewingStationRefusedMessage };
  const message = catalogueEntry(code)?.message;
  return message ? { [place]: message } : null;
}

const EMPTY: BindValues = { sn: "", securityCode: "", siteId: null, name: "" };

/**
 * The bind dialog's form (spec §2 add device, §7 /device/bind). A failure keeps every value, so
 * a mistyped code is corrected rather than typed again.
 */
export function useBindForm(initialSiteId: string | null, onBound: () => void) {
  const [values, setValues] = useState<BindValues>({ ...EMPTY, siteId: initialSiteId });
  const [errors, setErrors] = useState<BindErrors>({});
  const mutation = useBindDeviceMutation();

  const setField = <F extends BindField>(field: F, value: BindValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  const submit = async (): Promise<void> => {
    const found = validateBind(values);
    setErrors(found);
    if (Object.values(found).some(Boolean) || !values.siteId) return;
    try {
      await mutation.mutateAsync({
        sn: values.sn.trim(),
        securityCode: values.securityCode.trim(),
        siteId: values.siteId,
        ...(values.name ? { name: values.name } : {}),
      });
      notifier.notify({ message: deviceBoundMessage }, "success");
      setValues({ ...EMPTY, siteId: values.siteId });
      onBound();
    } catch (e) {
      const error = toApiError(e);
      const inline = bindFailure(error.code, sessionStore.get()?.user.type);
      if (inline) setErrors(inline);
      else showApiError(error);
    }
  };

  return { values, errors, saving: mutation.isPending, setField, submit };
}
