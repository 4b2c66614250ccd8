import { read, utils } from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { eventsWorkbook } from "./event-export.js";
import type { EventRow } from "./event-repository.js";

const row = (attributes: Record<string, string | number>): EventRow =>
  ({
    id: "e1", orgId: "o1", siteId: "s1", siteName: "Gate", sn: "SN1", chlIndex: 1, channelName: "Parking 1", eventGroup: "smart", eventType: "PERIMETER",
    targetType: "motorVehicle", attributes, plate: "AB123", occurredAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), snapshotKey: null, cropKey: null,
  }) as unknown as EventRow;

const attributesCell = (buffer: Buffer) => utils.sheet_to_json<string[]>(read(buffer).Sheets.Events!, { header: 1 })[1]![9];

// Issue 28 "Named": the export's attribute column is the console's words, not `gender=2; brand=55`.
describe("§3 event export attribute column", () => {
  it("names attributes, colours and brands in en-US", () => {
    expect(attributesCell(eventsWorkbook([row({ vehicleType: "suv", brand: 1, color: 4, direction: "toward" })], "en-US", 0))).toBe(
      "Vehicle type: SUV; Brand: Toyota; Colour: Red; Direction: Toward the camera",
    );
    expect(attributesCell(eventsWorkbook([row({ gender: 2, lowerType: "shorts", brand: 0 })], "en-US", 0))).toBe("Gender: Female; Lower clothing: Shorts; Brand: Other brand");
  });

  it("translates them in zh-CN", () => {
    expect(attributesCell(eventsWorkbook([row({ gender: 2, lowerType: "shorts", upperColor: 4 })], "zh-CN", 0))).toBe("性别: 女; 下装: 短裤; 上装颜色: 红色");
  });
});
