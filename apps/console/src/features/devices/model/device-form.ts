import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, checkName, Code, DEVICE_NAME_MAX, type RequestOf } from "@vms/api-client";
import { USER_TYPE } from "@vms/permissions";
import { nameProblemMessages, requiredMessage } from "@/shared/lib/form-messages";
import type { FieldMessages } from "@/shared/ui";
import { deviceNameLengthMessage, viewingStationRefusedMessage } from "./device-form-messages";

export interface BindValues {
  sn: string;
  securityCode: string;
  siteId: string | null;
  name: string;
}
export type BindField = keyof BindValues;
export type BindErrors = FieldMessages<BindField | "form">;

/** Spec §5/§9 device name: 0-32 characters, none of the forbidden ones; empty is allowed. */
export function validateDeviceName(name: string): MessageDescriptor | undefined {
  const problem = checkName(name, DEVICE_NAME_MAX, true);
  if (!problem) return undefined;
  return problem === "length" ? deviceNameLengthMessage : nameProblemMessages[problem];
}

/** Spec §5: SN, security code and site are required; the name is optional, at most 32 characters, none forbidden. */
export function validateBind(values: BindValues): FieldMessages<BindField> {
  const errors: FieldMessages<BindField> = validateDeviceEdit(values);
  if (!values.sn.trim()) errors.sn = requiredMessage;
  if (!values.securityCode.trim()) errors.securityCode = requiredMessage;
  return errors;
}

/** The /device/bind request for valid values (SN and code trimmed, an empty name left out). */
export function toBindRequest(values: BindValues & { siteId: string }): RequestOf<"/device/bind"> {
  return { sn: values.sn.trim(), securityCode: values.securityCode.trim(), siteId: values.siteId, ...(values.name ? { name: values.name } : {}) };
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
  if (code === Code.NO_PERMISSION && userType === USER_TYPE.NORMAL) return { form: viewingStationRefusedMessage };
  const message = catalogueEntry(code)?.message;
  return message ? { [place]: message } : null;
}

export interface DeviceEditValues {
  name: string;
  siteId: string | null;
}

/** Spec §5 device name rules; the site is required (spec §7 /device/edit moves a device). Binding checks the same, and more. */
export function validateDeviceEdit(values: DeviceEditValues): FieldMessages<keyof DeviceEditValues> {
  const errors: FieldMessages<keyof DeviceEditValues> = {};
  const name = validateDeviceName(values.name);
  if (name) errors.name = name;
  if (!values.siteId) errors.siteId = requiredMessage;
  return errors;
}
