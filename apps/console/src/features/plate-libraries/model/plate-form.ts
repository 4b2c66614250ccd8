import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { checkName, checkPhone, COLOR_CODE_MAX, PLATE_IMPORT_CELL_MAX, VEHICLE_BRAND_MAX, type Plate, type VehicleType } from "@vms/api-client";
import type { SavePlateRequest } from "../api/save-plate";
import { nameProblemMessages } from "@/shared/lib/form-messages";

/** The fields of the plate dialog (spec §3 Plate record); codes as text so the inputs stay controlled. */
export interface PlateFormValues {
  plateNumber: string;
  vehicleType: VehicleType | "";
  model: string;
  owner: string;
  phone: string;
  groupId: string;
  brand: string;
  color: string;
  labelIds: string[];
}
export type PlateFormErrors = Partial<Record<keyof PlateFormValues, MessageDescriptor>>;

export const phoneInvalidMessage: MessageDescriptor = msg`Enter a valid phone number.`;
export const brandInvalidMessage: MessageDescriptor = msg`Enter 0 (other) or 1 to 128.`;
export const colorInvalidMessage: MessageDescriptor = msg`Enter 1 to 13.`;

/** An empty plate in library `groupId`, or the form filled with `plate`. */
export function plateFormValues(groupId: string, plate?: Plate): PlateFormValues {
  return {
    plateNumber: plate?.plateNumber ?? "",
    vehicleType: plate?.vehicleType ?? "",
    model: plate?.model ?? "",
    owner: plate?.owner ?? "",
    phone: plate?.phone ?? "",
    groupId: plate?.groupId ?? groupId,
    brand: plate?.brand === null || plate?.brand === undefined ? "" : String(plate.brand),
    color: plate?.color === null || plate?.color === undefined ? "" : String(plate.color),
    labelIds: plate?.labelIds ?? [],
  };
}

const codeOk = (text: string, min: number, max: number) => text.trim() === "" || (/^[0-9]{1,3}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max);

/** Spec §5: the plate number cannot be empty; every text at most 32 characters without forbidden ones. */
export function validatePlateForm(values: PlateFormValues): PlateFormErrors {
  const errors: PlateFormErrors = {};
  const plate = checkName(values.plateNumber, PLATE_IMPORT_CELL_MAX);
  if (plate) errors.plateNumber = nameProblemMessages[plate];
  for (const key of ["model", "owner"] as const) {
    const problem = checkName(values[key], PLATE_IMPORT_CELL_MAX, true);
    if (problem) errors[key] = nameProblemMessages[problem];
  }
  if (checkPhone(values.phone.trim())) errors.phone = phoneInvalidMessage;
  if (!codeOk(values.brand, 0, VEHICLE_BRAND_MAX)) errors.brand = brandInvalidMessage;
  if (!codeOk(values.color, 1, COLOR_CODE_MAX)) errors.color = colorInvalidMessage;
  return errors;
}

const codeOf = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

/** The add/edit request: trimmed texts, empty codes as null. */
export function toPlateRequest(values: PlateFormValues, plateId?: string): SavePlateRequest {
  return {
    ...(plateId ? { plateId } : {}),
    groupId: values.groupId,
    plateNumber: values.plateNumber.trim(),
    vehicleType: values.vehicleType === "" ? null : values.vehicleType,
    model: values.model.trim(),
    owner: values.owner.trim(),
    phone: values.phone.trim(),
    brand: codeOf(values.brand),
    color: codeOf(values.color),
    labelIds: values.labelIds,
  };
}
