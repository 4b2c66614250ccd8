import { read, utils, write } from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { parsePlateRows, plateTemplate, readSheet } from "./plate-import.js";

const sheet = (rows: string[][], firstRow = 1) => ({ firstRow, rows });
const HEADER = ["Plate number", "Vehicle type", "Model", "Owner", "Phone", "Brand", "Colour"];

describe("plate import rows (spec §5 plate import, §9 cell ≤ 32)", () => {
  it("§5: good rows become plates with their comparison key; blank rows are skipped", () => {
    const parsed = parsePlateRows(sheet([HEADER, ["ab-123", "car", "Golf", "Ann", "+49 30 123456", "12", "3"], ["", "", "", "", "", "", ""], ["XY 9", "", "", "", "", "other", ""]]));
    expect(parsed.errors).toEqual([]);
    expect(parsed.total).toBe(2);
    expect(parsed.values).toEqual([
      { plateNumber: "ab-123", plateKey: "AB123", vehicleType: "car", model: "Golf", owner: "Ann", phone: "+49 30 123456", brand: 12, color: 3, labelIds: [] },
      { plateNumber: "XY 9", plateKey: "XY9", vehicleType: null, model: "", owner: "", phone: "", brand: 0, color: null, labelIds: [] },
    ]);
    expect(parsed.rowOf.get("XY9")).toBe(4);
  });

  it("§5: the plate column is required (by header, English or Chinese, any order)", () => {
    expect(parsePlateRows(sheet([["Owner", "Model"], ["Ann", "Golf"]])).errors).toEqual([{ row: 1, column: null, reason: "noPlateColumn" }]);
    const zh = parsePlateRows(sheet([["车主", "车牌号码"], ["张三", "京A12345"]], 3));
    expect(zh.errors).toEqual([]);
    expect(zh.values[0]).toMatchObject({ plateNumber: "京A12345", owner: "张三" });
    expect(parsePlateRows(sheet([])).errors).toEqual([{ row: 0, column: null, reason: "noRows" }]);
    expect(parsePlateRows(sheet([HEADER])).errors).toEqual([{ row: 0, column: null, reason: "noRows" }]);
  });

  it("§5/§9: every bad row is reported with its sheet row number, column and reason", () => {
    const long = "A".repeat(33);
    const parsed = parsePlateRows(
      sheet(
        [
          HEADER,
          ["OK1", "", "", "", "", "", ""],
          ["", "car", "", "", "", "", ""],
          [long, "", "", "", "", "", ""],
          ["OK2", "", "", "x".repeat(33), "", "", ""],
          ["B<1", "", "", "", "", "", ""],
          ["OK3", "tank", "", "", "", "", ""],
          ["OK4", "", "", "", "", "129", ""],
          ["OK5", "", "", "", "", "", "14"],
          ["OK6", "", "", "", "phone!", "", ""],
          ["ok-1", "", "", "", "", "", ""],
        ],
        2,
      ),
    );
    expect(parsed.values.map((v) => v.plateNumber)).toEqual(["OK1"]);
    expect(parsed.total).toBe(10);
    expect(parsed.errors).toEqual([
      { row: 4, column: "plateNumber", reason: "plateEmpty" },
      { row: 5, column: "plateNumber", reason: "tooLong" },
      { row: 6, column: "owner", reason: "tooLong" },
      { row: 7, column: "plateNumber", reason: "forbidden" },
      { row: 8, column: "vehicleType", reason: "vehicleType" },
      { row: 9, column: "brand", reason: "brand" },
      { row: 10, column: "color", reason: "color" },
      { row: 11, column: "phone", reason: "phone" },
      { row: 12, column: "plateNumber", reason: "duplicateInFile" },
    ]);
  });

  it("§9: 32 characters is the longest cell accepted", () => {
    const parsed = parsePlateRows(sheet([HEADER, ["P".repeat(32), "", "M".repeat(32), "", "", "", ""]]));
    expect(parsed.errors).toEqual([]);
  });
});

describe("reading spreadsheets (SheetJS CE)", () => {
  it("§5: reads .xlsx and .xls written by SheetJS, keeping sheet row numbers", () => {
    for (const bookType of ["xlsx", "biff8"] as const) {
      const ws = utils.aoa_to_sheet([HEADER, ["AB1", "car", "", "", "", "", ""]]);
      const wb = utils.book_new();
      utils.book_append_sheet(wb, ws, "S");
      const rows = readSheet(write(wb, { type: "buffer", bookType }) as Buffer);
      expect(rows?.firstRow).toBe(1);
      expect(parsePlateRows(rows!).values[0]).toMatchObject({ plateNumber: "AB1", vehicleType: "car" });
    }
  });

  it("§5: numbers in cells come back as their text; a non-spreadsheet answers null or no plate column", () => {
    const ws = utils.aoa_to_sheet([["Plate number", "Brand"], [12345, 7]]);
    const wb = utils.book_new();
    utils.book_append_sheet(wb, ws, "S");
    const parsed = parsePlateRows(readSheet(write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer)!);
    expect(parsed.values[0]).toMatchObject({ plateNumber: "12345", brand: 7 });
    const garbage = readSheet(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(garbage === null || parsePlateRows(garbage).errors.length > 0).toBe(true);
  });

  it("§5: the template's header row is recognised on import, in both languages", () => {
    for (const locale of ["en-US", "zh-CN"] as const) {
      const template = plateTemplate(locale);
      expect(template.fileName).toMatch(/\.xlsx$/);
      const book = read(Buffer.from(template.contentBase64, "base64"), { type: "buffer" });
      expect(book.SheetNames).toHaveLength(1);
      const parsed = parsePlateRows(readSheet(Buffer.from(template.contentBase64, "base64"))!);
      expect(parsed.errors).toEqual([]);
      expect(parsed.values).toHaveLength(1);
    }
  });
});
