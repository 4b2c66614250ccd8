import { z } from "zod/mini";
import { MAX_REQUEST_INT, textSchema, uuidSchema } from "./primitives.js";
import { checkName, checkPhone } from "./validation.js";

// Plate libraries (vehicle groups), plates and labels (spec §1, §2, §3 Plate record, §5, §8, §9).

/** Spec §9: a plate library holds at most 10,000 plates (33058 beyond). */
export const PLATE_LIBRARY_CAPACITY = 10_000;
/** Spec §9: plate groups are listed 1000 per page. */
export const PLATE_GROUP_PAGE_SIZE = 1000;
/** Spec §5/§9: each cell of a plate import holds at most 32 characters. */
export const PLATE_IMPORT_CELL_MAX = 32;
/** Largest import file accepted (bytes); 10,000 rows of 7 short cells are far below it. */
export const PLATE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Plate-library codes of spec §8 (33051–33083) this product gives a meaning. */
export const PlateCode = {
  GROUP_MISSING: 33051,
  GROUP_NAME_EXISTS: 33052,
  PLATE_MISSING: 33053,
  LABEL_MISSING: 33054,
  LABEL_NAME_EXISTS: 33055,
  PLATE_EXISTS: 33056,
  IMPORT_ROWS_INVALID: 33057,
  CAPACITY_EXCEEDED: 33058,
} as const;

/** Motor-vehicle types of a plate record and of rule conditions (spec §3 "vehicle type"). */
export const VEHICLE_TYPES = ["car", "suv", "mpv", "van", "pickup", "bus", "truck", "other"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
/** Spec §3: vehicle brands 1-128 plus other (0). */
export const VEHICLE_BRAND_OTHER = 0;
export const VEHICLE_BRAND_MAX = 128;
/** Spec §3: colour codes 1-13. */
export const COLOR_CODE_MAX = 13;

export const vehicleTypeSchema = z.enum(VEHICLE_TYPES);
export const vehicleBrandSchema = z.number().check(z.int(), z.minimum(VEHICLE_BRAND_OTHER), z.maximum(VEHICLE_BRAND_MAX));
export const colorCodeSchema = z.number().check(z.int(), z.minimum(1), z.maximum(COLOR_CODE_MAX));

/** The comparison form of a plate: upper case without spaces, dashes and dots ("ab-12 3" = "AB123"). */
export function plateKey(plate: string): string {
  return plate.normalize("NFKC").toUpperCase().replace(/[\s\-.·_]/g, "");
}

const nameOf = (max: number) =>
  textSchema().check(z.maxLength(max * 4), z.superRefine((v, ctx) => {
    const problem = checkName(v, max);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }));
/** Optional free text: at most `max` characters, none of the forbidden ones (may be empty). */
const optionalText = (max: number) =>
  z._default(textSchema().check(z.maxLength(max * 4)), "").check(z.superRefine((v, ctx) => {
    const problem = checkName(v, max, true);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }));
const idSchema = uuidSchema();

/** A plate library's name (spec §5: not empty, no forbidden characters). */
export const plateGroupNameSchema = nameOf(32);
/** A plate number: 1-32 characters after trimming, none forbidden (spec §5, §9). */
export const plateNumberSchema = z.pipe(textSchema().check(z.maxLength(128)), z.transform((v) => v.trim())).check(z.superRefine((v, ctx) => {
  const problem = checkName(v, PLATE_IMPORT_CELL_MAX);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
  else if (plateKey(v) === "") ctx.addIssue({ code: "custom", message: "empty" });
}));
const platePhoneSchema = z._default(textSchema().check(z.maxLength(32)), "").check(z.superRefine((v, ctx) => {
  if (checkPhone(v)) ctx.addIssue({ code: "custom", message: "format" });
}));

// Groups -----------------------------------------------------------------------------------------

/** A plate library (vehicle group). */
export const plateGroupSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  plateCount: z.number().check(z.int(), z.nonnegative()),
  createTime: z.number().check(z.int()),
});
export type PlateGroup = z.infer<typeof plateGroupSchema>;

/** /vehicle-licence-plate-group/list: pages of 1000 (spec §9). */
export const plateGroupListRequestSchema = z.object({
  pageNum: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_REQUEST_INT)), 1),
  pageSize: z._default(z.literal(PLATE_GROUP_PAGE_SIZE), PLATE_GROUP_PAGE_SIZE),
  keyword: z.optional(textSchema().check(z.maxLength(64))),
});
export const plateGroupPageSchema = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  list: z.array(plateGroupSchema),
  /** The most plates one library holds (spec §9). */
  capacity: z.number().check(z.int(), z.positive()),
});
export const plateGroupAddRequestSchema = z.object({ groupName: plateGroupNameSchema });
export const plateGroupEditRequestSchema = z.object({ groupId: idSchema, groupName: plateGroupNameSchema });
export const plateGroupIdRequestSchema = z.object({ groupId: idSchema });

// Labels -----------------------------------------------------------------------------------------

/** A label put on plates (spec §2 "labels"; §5 not empty, no duplicates). */
export const plateLabelSchema = z.object({ labelId: z.string(), labelName: z.string(), plateCount: z.number().check(z.int(), z.nonnegative()) });
export type PlateLabel = z.infer<typeof plateLabelSchema>;
export const plateLabelListSchema = z.object({ list: z.array(plateLabelSchema) });
export const plateLabelAddRequestSchema = z.object({ labelName: nameOf(32) });
export const plateLabelEditRequestSchema = z.object({ labelId: idSchema, labelName: nameOf(32) });
export const plateLabelIdRequestSchema = z.object({ labelId: idSchema });

// Plates -----------------------------------------------------------------------------------------

/** The fields of a plate record (spec §3). */
export const plateFieldsSchema = z.object({
  plateNumber: plateNumberSchema,
  vehicleType: z._default(z.nullable(vehicleTypeSchema), null),
  model: optionalText(32),
  owner: optionalText(32),
  phone: platePhoneSchema,
  brand: z._default(z.nullable(vehicleBrandSchema), null),
  color: z._default(z.nullable(colorCodeSchema), null),
  labelIds: z._default(z.array(idSchema).check(z.maxLength(50)), []),
});
export const plateAddRequestSchema = z.extend(plateFieldsSchema, { groupId: idSchema });
/** Replaces every field; `groupId` moves the plate to another library. */
export const plateEditRequestSchema = z.extend(plateFieldsSchema, { plateId: idSchema, groupId: idSchema });
export const plateDeleteRequestSchema = z.object({ plateIds: z.array(idSchema).check(z.minLength(1), z.maxLength(1000)) });
export const plateListRequestSchema = z.object({
  groupId: idSchema,
  pageNum: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_REQUEST_INT)), 1),
  pageSize: z._default(z.union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)]), 20),
  keyword: z.optional(textSchema().check(z.maxLength(64))),
});

/** A plate record as the console shows it. */
export const plateSchema = z.object({
  plateId: z.string(),
  groupId: z.string(),
  plateNumber: z.string(),
  vehicleType: z.nullable(vehicleTypeSchema),
  model: z.string(),
  owner: z.string(),
  phone: z.string(),
  brand: z.nullable(z.number().check(z.int())),
  color: z.nullable(z.number().check(z.int())),
  labelIds: z.array(z.string()),
  createTime: z.number().check(z.int()),
});
export type Plate = z.infer<typeof plateSchema>;
export const platePageSchema = z.object({ total: z.number().check(z.int(), z.nonnegative()), list: z.array(plateSchema) });

// Import -----------------------------------------------------------------------------------------

/** Why an import row was refused (the console translates each). */
export const PLATE_IMPORT_REASONS = [
  "noPlateColumn", "noRows", "tooManyRows", "plateEmpty", "tooLong", "forbidden", "duplicateInFile", "exists",
  "vehicleType", "brand", "color", "phone", "unreadable",
] as const;
export type PlateImportReason = (typeof PLATE_IMPORT_REASONS)[number];

/** One refused row: its 1-based row number in the sheet (0: the file as a whole), the column and why. */
export const plateImportRowErrorSchema = z.object({
  row: z.number().check(z.int(), z.nonnegative()),
  column: z.nullable(z.string()),
  reason: z.enum(PLATE_IMPORT_REASONS),
});
export type PlateImportRowError = z.infer<typeof plateImportRowErrorSchema>;

/** /vehicle-licence-plate/import: multipart field `file` (.xlsx or .xls) into `groupId`. */
export const plateImportRequestSchema = z.object({ groupId: idSchema });
/**
 * All or nothing: when any row is refused, no row is imported and every refused row is listed
 * (`imported` is 0); else every row is imported.
 */
export const plateImportResultSchema = z.object({
  imported: z.number().check(z.int(), z.nonnegative()),
  total: z.number().check(z.int(), z.nonnegative()),
  errors: z.array(plateImportRowErrorSchema),
});
export type PlateImportResult = z.infer<typeof plateImportResultSchema>;
/** /vehicle-licence-plate/template/get: the import template, an .xlsx file in base64. */
export const plateTemplateSchema = z.object({ fileName: z.string(), contentBase64: z.string() });
