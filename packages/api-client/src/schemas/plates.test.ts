import { describe, expect, it } from "vitest";
import { plateAddRequestSchema, plateGroupListRequestSchema, plateKey, PLATE_LIBRARY_CAPACITY, PLATE_GROUP_PAGE_SIZE } from "./plates.js";

describe("plate contract (spec §3 Plate record, §5, §9)", () => {
  it("§9: capacity 10,000 and group pages of 1000", () => {
    expect(PLATE_LIBRARY_CAPACITY).toBe(10_000);
    expect(PLATE_GROUP_PAGE_SIZE).toBe(1000);
    expect(plateGroupListRequestSchema.parse({})).toEqual({ pageNum: 1, pageSize: 1000 });
    expect(plateGroupListRequestSchema.safeParse({ pageSize: 100 }).success).toBe(false);
  });

  it("§5: a plate number is required, trimmed, at most 32 characters, without forbidden characters", () => {
    expect(plateAddRequestSchema.parse({ groupId: "00000000-0000-4000-8000-000000000003", plateNumber: "  AB 1 " })).toMatchObject({ plateNumber: "AB 1", vehicleType: null, brand: null, labelIds: [] });
    for (const plateNumber of ["", "   ", "-", "A".repeat(33), "A<1", "A/1"]) expect(plateAddRequestSchema.safeParse({ groupId: "00000000-0000-4000-8000-000000000003", plateNumber }).success, plateNumber).toBe(false);
    expect(plateAddRequestSchema.safeParse({ groupId: "00000000-0000-4000-8000-000000000003", plateNumber: "A".repeat(32) }).success).toBe(true);
  });

  it("§3: brand 0-128 (0 other), colour 1-13, known vehicle types, phone format", () => {
    const ok = (extra: object) => plateAddRequestSchema.safeParse({ groupId: "00000000-0000-4000-8000-000000000003", plateNumber: "A1", ...extra }).success;
    expect(ok({ brand: 0, color: 1, vehicleType: "truck" })).toBe(true);
    expect(ok({ brand: 128, color: 13 })).toBe(true);
    expect(ok({ brand: 129 })).toBe(false);
    expect(ok({ color: 0 })).toBe(false);
    expect(ok({ vehicleType: "tank" })).toBe(false);
    expect(ok({ phone: "call me" })).toBe(false);
  });

  it("compares plates without case, spaces, dashes or dots", () => {
    expect(plateKey(" ab-12 3.x ")).toBe("AB123X");
    expect(plateKey("京A·12345")).toBe("京A12345");
    expect(plateKey(" - ")).toBe("");
  });
});
