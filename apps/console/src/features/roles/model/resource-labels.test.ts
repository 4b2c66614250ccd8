import { ALL_RESOURCE_CODES } from "@vms/permissions";
import { describe, expect, it } from "vitest";
import { RESOURCE_LABELS } from "./resource-labels";

// Issue 28: the role editor names and describes every spec §6 resource code, never the raw code.
describe("§6 resource code labels", () => {
  it("names and describes every resource code", () => {
    for (const code of ALL_RESOURCE_CODES) {
      expect(RESOURCE_LABELS[code]?.name.message, code).toBeTruthy();
      expect(RESOURCE_LABELS[code]?.description.message, code).toBeTruthy();
    }
  });
});
