import { describe, expect, it } from "vitest";
import { toggleCode } from "./module-labels";

describe("role matrix codes", () => {
  it("§6: toggling adds once and removes, sorted", () => {
    expect(toggleCode(["vms_live"], "vms_device_qry", true)).toEqual(["vms_device_qry", "vms_live"]);
    expect(toggleCode(["vms_live"], "vms_live", true)).toEqual(["vms_live"]);
    expect(toggleCode(["vms_device_qry", "vms_live"], "vms_device_qry", false)).toEqual(["vms_live"]);
  });
});
