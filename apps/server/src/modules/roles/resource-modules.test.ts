import { ALL_RESOURCE_CODES } from "@vms/permissions";
import { describe, expect, it } from "vitest";
import { isAssignableCode, RESOURCE_MODULES } from "./resource-modules.js";

describe("resource modules (role editor matrix)", () => {
  it("§6: every code of the spec is in exactly one module", () => {
    const listed = RESOURCE_MODULES.flatMap((m) => m.resCodes);
    expect([...listed].sort()).toEqual([...ALL_RESOURCE_CODES].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("§6: only the spec's codes are assignable", () => {
    expect(isAssignableCode("vms_live")).toBe(true);
    expect(isAssignableCode("vms_root")).toBe(false);
  });
});
