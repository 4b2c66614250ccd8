import { read, utils, write, type WorkBook } from "@e965/xlsx";
import {
  checkName,
  checkPhone,
  COLOR_CODE_MAX,
  PLATE_IMPORT_CELL_MAX,
  plateKey,
  VEHICLE_BRAND_MAX,
  VEHICLE_TYPES,
  type PlateImportRowError,
  type VehicleType,
} from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import type { PlateValues } from "./plate-repository.js";

// Spec §5 plate import: .xlsx or .xls, plate column required, each cell at most 32 characters.
// Parsing is pure (sheet rows in, plates and row errors out) so it is unit-tested without a server.

type Column = "plateNumber" | "vehicleType" | "model" | "owner" | "phone" | "brand" | "color";
const COLUMNS: readonly Column[] = ["plateNumber", "vehicleType", "model", "owner", "phone", "brand", "color"];

/** Template headers per locale; both languages (and the field names) are recognised on import. */
const HEADERS: Record<Locale, Record<Column, string>> = {
  "en-US": { plateNumber: "Plate number", vehicleType: "Vehicle type", model: "Model", owner: "Owner", phone: "Phone", brand: "Brand", color: "Colour" },
  "zh-CN": { plateNumber: "车牌号码", vehicleType: "车辆类型", model: "型号", owner: "车主", phone: "电话", brand: "品牌", color: "颜色" },
};
const normalise = (header: string) => header.normalize("NFKC").toLowerCase().replace(/[\s*_:：-]/g, "");
const ALIASES = new Map<string, Column>();
for (const column of COLUMNS) {
  ALIASES.set(normalise(column), column);
  for (const names of Object.values(HEADERS)) ALIASES.set(normalise(names[column]), column);
}
ALIASES.set("plate", "plateNumber");
ALIASES.set("color", "color");

/** What a sheet holds: its rows as cell texts, with the sheet row number of the first one. */
export interface SheetRows {
  firstRow: number;
  rows: string[][];
}

/** Reads the first sheet of an .xlsx or .xls file; null when it is not a spreadsheet SheetJS can read. */
export function readSheet(file: Buffer): SheetRows | null {
  let book: WorkBook;
  try {
    book = read(file, { type: "buffer", cellDates: false, dense: true });
  } catch {
    return null;
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) return null;
  const ref = sheet["!ref"];
  const firstRow = ref ? utils.decode_range(ref).s.r + 1 : 1;
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: "", blankrows: true });
  return { firstRow, rows: rows.map((r) => r.map((c) => (c === null || c === undefined ? "" : String(c)))) };
}

/** A file-level problem (row 0) or the plates with every bad row. */
export type ParsedPlates = { values: PlateValues[]; errors: PlateImportRowError[]; total: number; rowOf: Map<string, number> };

const BRAND_OTHER_WORDS = new Set(["other", "其他", "0"]);

function parseVehicleType(text: string): VehicleType | null | "bad" {
  if (text === "") return null;
  const found = VEHICLE_TYPES.find((t) => t === text.toLowerCase());
  return found ?? "bad";
}

function parseCode(text: string, min: number, max: number): number | null | "bad" {
  if (text === "") return null;
  if (!/^[0-9]{1,3}$/.test(text)) return "bad";
  const n = Number(text);
  return n >= min && n <= max ? n : "bad";
}

/**
 * Sheet rows → plates. The first non-blank row is the header; it must name the plate column.
 * Every bad data row is reported with its sheet row number, the column and the reason; blank rows
 * are skipped; a plate repeated in the file is refused on its second and later rows.
 */
export function parsePlateRows(sheet: SheetRows): ParsedPlates {
  const headerAt = sheet.rows.findIndex((r) => r.some((c) => c.trim() !== ""));
  if (headerAt < 0) return { values: [], errors: [{ row: 0, column: null, reason: "noRows" }], total: 0, rowOf: new Map() };
  const columnAt = new Map<Column, number>();
  sheet.rows[headerAt]!.forEach((cell, i) => {
    const column = ALIASES.get(normalise(cell));
    if (column && !columnAt.has(column)) columnAt.set(column, i);
  });
  if (!columnAt.has("plateNumber")) return { values: [], errors: [{ row: sheet.firstRow + headerAt, column: null, reason: "noPlateColumn" }], total: 0, rowOf: new Map() };

  const values: PlateValues[] = [];
  const errors: PlateImportRowError[] = [];
  /** Plate key → sheet row of its first occurrence. */
  const rowOf = new Map<string, number>();
  let total = 0;
  for (let i = headerAt + 1; i < sheet.rows.length; i++) {
    const cells = sheet.rows[i]!;
    if (cells.every((c) => c.trim() === "")) continue;
    total++;
    const row = sheet.firstRow + i;
    const cell = (c: Column) => {
      const at = columnAt.get(c);
      return at === undefined ? "" : (cells[at] ?? "").trim();
    };
    const fail = (column: Column | null, reason: PlateImportRowError["reason"]) => errors.push({ row, column, reason });
    const long = COLUMNS.find((c) => [...cell(c)].length > PLATE_IMPORT_CELL_MAX);
    if (long) {
      fail(long, "tooLong");
      continue;
    }
    const plateNumber = cell("plateNumber");
    const key = plateKey(plateNumber);
    if (key === "") {
      fail("plateNumber", "plateEmpty");
      continue;
    }
    const forbidden = (["plateNumber", "model", "owner"] as const).find((c) => checkName(cell(c), PLATE_IMPORT_CELL_MAX, true) === "forbidden");
    if (forbidden) {
      fail(forbidden, "forbidden");
      continue;
    }
    const vehicleType = parseVehicleType(cell("vehicleType"));
    if (vehicleType === "bad") {
      fail("vehicleType", "vehicleType");
      continue;
    }
    const brandText = cell("brand");
    const brand = BRAND_OTHER_WORDS.has(brandText.toLowerCase()) ? 0 : parseCode(brandText, 1, VEHICLE_BRAND_MAX);
    if (brand === "bad") {
      fail("brand", "brand");
      continue;
    }
    const color = parseCode(cell("color"), 1, COLOR_CODE_MAX);
    if (color === "bad") {
      fail("color", "color");
      continue;
    }
    if (checkPhone(cell("phone"))) {
      fail("phone", "phone");
      continue;
    }
    if (rowOf.has(key)) {
      fail("plateNumber", "duplicateInFile");
      continue;
    }
    rowOf.set(key, row);
    values.push({ plateNumber, plateKey: key, vehicleType, model: cell("model"), owner: cell("owner"), phone: cell("phone"), brand, color, labelIds: [] });
  }
  if (total === 0) errors.push({ row: 0, column: null, reason: "noRows" });
  return { values, errors, total, rowOf };
}

/** The import template: the header row in `locale` and one example row. */
export function plateTemplate(locale: Locale): { fileName: string; contentBase64: string } {
  const headers = HEADERS[locale];
  const sheet = utils.aoa_to_sheet([COLUMNS.map((c) => headers[c]), ["AB123CD", "car", "Model S", "Ann Lee", "+49 30 1234567", "12", "1"]]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, "Plates");
  const content = write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
  return { fileName: locale === "zh-CN" ? "车牌导入模板.xlsx" : "plate-import-template.xlsx", contentBase64: content.toString("base64") };
}
