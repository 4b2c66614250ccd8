import { describe, expect, it } from "vitest";
import { siteChoiceFixture as choice } from "@/shared/testing";
import { sitePickerOptions } from "./site-picker-options";

const sites = [choice("a", null, "SITE_ADMIN"), choice("b", "a", "SITE_VIEWER"), choice("c", "b", "LIVE_ONLY_VIEWER")];

describe("sitePickerOptions (spec §6 site roles)", () => {
  it("indents by level and enables everything without minRole", () => {
    expect(sitePickerOptions({ sites })).toEqual([
      { siteId: "a", siteName: "Site a", level: 0, disabled: false },
      { siteId: "b", siteName: "Site b", level: 1, disabled: false },
      { siteId: "c", siteName: "Site c", level: 2, disabled: false },
    ]);
  });

  it("§6: disables sites where the caller's role is below minRole", () => {
    expect(sitePickerOptions({ sites, minRole: "SITE_ADMIN" }).map((o) => o.disabled)).toEqual([false, true, true]);
    expect(sitePickerOptions({ sites, minRole: "SITE_VIEWER" }).map((o) => o.disabled)).toEqual([false, false, true]);
  });

  it("puts the 'all sites' entry (null) first when asked", () => {
    const [all, ...rest] = sitePickerOptions({ sites, allLabel: "All" });
    expect(all).toEqual({ siteId: null, siteName: "All", level: 0, disabled: false });
    expect(rest).toHaveLength(3);
  });
});
