import { describe, expect, it } from "vitest";
import { brandInvalidMessage, colorInvalidMessage, phoneInvalidMessage, plateFormValues, toPlateRequest, validatePlateForm } from "./plate-form";

describe("plate form (spec §3 Plate record, §5)", () => {
  const values = { ...plateFormValues("g1"), plateNumber: " AB 123 " };

  it("§5: the plate number cannot be empty; texts at most 32 characters", () => {
    expect(validatePlateForm(values)).toEqual({});
    expect(Object.keys(validatePlateForm({ ...values, plateNumber: "  " }))).toEqual(["plateNumber"]);
    expect(Object.keys(validatePlateForm({ ...values, owner: "x".repeat(33), model: "a<b" }))).toEqual(["model", "owner"]);
  });

  it("§3: brand 0-128, colour 1-13, phone format", () => {
    expect(validatePlateForm({ ...values, brand: "129", color: "0", phone: "call me" })).toEqual({
      brand: brandInvalidMessage,
      color: colorInvalidMessage,
      phone: phoneInvalidMessage,
    });
    expect(validatePlateForm({ ...values, brand: "0", color: "13" })).toEqual({});
  });

  it("builds the request: trimmed, empty codes null", () => {
    expect(toPlateRequest({ ...values, brand: "12", vehicleType: "car" }, "p1")).toEqual({
      plateId: "p1", groupId: "g1", plateNumber: "AB 123", vehicleType: "car", model: "", owner: "", phone: "", brand: 12, color: null, labelIds: [],
    });
  });
});
