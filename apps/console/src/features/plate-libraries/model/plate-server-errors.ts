import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, PlateCode, toApiError } from "@vms/api-client";
import { plateCodeMessages } from "./plate-messages";

/** Where a plate dialog repeats a failure: under a field, or above the form. */
export interface InlinePlateError {
  field?: "plateNumber" | "name";
  message: MessageDescriptor;
}

const FIELD_OF: Readonly<Record<number, InlinePlateError["field"]>> = {
  [PlateCode.PLATE_EXISTS]: "plateNumber",
  [PlateCode.GROUP_NAME_EXISTS]: "name",
  [PlateCode.LABEL_NAME_EXISTS]: "name",
};

/** Spec §8 plate-library codes the dialogs explain inline (33052, 33053, 33055, 33056, 33058 …), or null. */
export function inlinePlateError(error: unknown): InlinePlateError | null {
  const { code } = toApiError(error);
  const message = plateCodeMessages[code] ?? (code === PlateCode.PLATE_EXISTS || code === PlateCode.CAPACITY_EXCEEDED ? catalogueEntry(code)?.message : undefined);
  if (!message) return null;
  const field = FIELD_OF[code];
  return field ? { field, message } : { message };
}
