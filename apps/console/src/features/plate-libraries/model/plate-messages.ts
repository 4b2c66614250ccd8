import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PlateCode, type PlateImportReason } from "@vms/api-client";

/** Messages of the plate-library codes this product gives a meaning (the catalogue has only the group text). */
export const plateCodeMessages: Readonly<Record<number, MessageDescriptor>> = {
  [PlateCode.GROUP_MISSING]: msg`This plate library no longer exists.`,
  [PlateCode.GROUP_NAME_EXISTS]: msg`A plate library with this name already exists.`,
  [PlateCode.PLATE_MISSING]: msg`This plate no longer exists.`,
  [PlateCode.LABEL_MISSING]: msg`This label no longer exists.`,
  [PlateCode.LABEL_NAME_EXISTS]: msg`A label with this name already exists.`,
};

/** Why an import row was refused (spec §5 plate import). */
export const importReasonLabels: Record<PlateImportReason, MessageDescriptor> = {
  noPlateColumn: msg`The plate number column is missing from the header row.`,
  noRows: msg`The file has no plate rows.`,
  tooManyRows: msg`The file has more rows than a library can hold.`,
  plateEmpty: msg`The plate number is empty.`,
  tooLong: msg`The cell has more than 32 characters.`,
  forbidden: msg`The cell contains a forbidden character.`,
  duplicateInFile: msg`This plate is already on an earlier row.`,
  exists: msg`This plate is already in the library.`,
  vehicleType: msg`Unknown vehicle type.`,
  brand: msg`The brand must be 1 to 128 or "other".`,
  color: msg`The colour must be 1 to 13.`,
  phone: msg`The phone number is not valid.`,
  unreadable: msg`The file is not an .xlsx or .xls spreadsheet that can be read.`,
};

/** Import column names as the template shows them. */
export const importColumnLabels: Record<string, MessageDescriptor> = {
  plateNumber: msg`Plate number`,
  vehicleType: msg`Vehicle type`,
  model: msg`Model`,
  owner: msg`Owner`,
  phone: msg`Phone`,
  brand: msg`Brand`,
  color: msg`Colour`,
};
