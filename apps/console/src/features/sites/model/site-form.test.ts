import { describe, expect, it } from "vitest";
import { siteNodeFixture } from "@/shared/testing";
import { emptySiteForm, siteFormValuesOf, toAddRequest, toEditRequest, validateSiteForm, type SiteFormValues } from "./site-form";

const valid: SiteFormValues = {
  siteName: "HQ",
  scene: 2,
  customSceneId: null,
  city: "Springfield",
  address: "",
  contactPerson: "Pat Lee",
  contactPhone: "+1 555-0100",
};
const messages = (values: SiteFormValues) => Object.fromEntries(Object.entries(validateSiteForm(values)).map(([k, m]) => [k, m?.message]));

describe("validateSiteForm (spec §5)", () => {
  it("accepts a complete site; the address is optional", () => {
    expect(validateSiteForm(valid)).toEqual({});
  });

  it("§5: site name, city, contact and phone cannot be empty", () => {
    expect(messages(emptySiteForm())).toEqual({
      siteName: "This field cannot be empty.",
      city: "This field cannot be empty.",
      contactPerson: "This field cannot be empty.",
      contactPhone: "This field cannot be empty.",
    });
    expect(messages({ ...valid, siteName: "   " })).toEqual({ siteName: "This field cannot be empty." });
  });

  it("§5: forbidden characters are refused in names", () => {
    for (const ch of [..."<>&,'\"/\\%:#"]) {
      expect(messages({ ...valid, siteName: `A${ch}B`, city: `C${ch}`, contactPerson: `P${ch}` })).toEqual({
        siteName: expect.stringMatching(/^Must not contain/),
        city: expect.stringMatching(/^Must not contain/),
        contactPerson: expect.stringMatching(/^Must not contain/),
      });
    }
  });

  it("§5: a wrong phone number gives the invalid-phone message", () => {
    expect(messages({ ...valid, contactPhone: "call me" })).toEqual({ contactPhone: "Enter a valid phone number." });
    expect(messages({ ...valid, contactPhone: "12" })).toEqual({ contactPhone: "Enter a valid phone number." });
    expect(validateSiteForm({ ...valid, contactPhone: "010 8888 6666" })).toEqual({});
  });

  it("limits the lengths: 32 for names, 64 for the city, 128 for the address", () => {
    expect(messages({ ...valid, siteName: "x".repeat(33), city: "c".repeat(65), address: "a".repeat(129) })).toEqual({
      siteName: "At most {max} characters.",
      city: "At most {max} characters.",
      address: "At most {max} characters.",
    });
    expect(validateSiteForm({ ...valid, siteName: "x".repeat(32), city: "c".repeat(64), address: "a".repeat(128) })).toEqual({});
  });

  it("scene 9 (other) needs a custom scene", () => {
    expect(messages({ ...valid, scene: 9 })).toEqual({ customSceneId: "Choose a custom scene or add one." });
    expect(validateSiteForm({ ...valid, scene: 9, customSceneId: "sc-1" })).toEqual({});
  });
});

describe("site form requests", () => {
  it("trims the values and sends a custom scene only with scene 9", () => {
    const values = { ...valid, siteName: "  HQ ", city: " Springfield ", customSceneId: "sc-1" };
    expect(toAddRequest(values, "parent-1")).toEqual({ ...valid, siteName: "HQ", city: "Springfield", customSceneId: null, parentId: "parent-1" });
    expect(toEditRequest({ ...values, scene: 9 }, "s-1")).toMatchObject({ siteId: "s-1", scene: 9, customSceneId: "sc-1" });
  });

  it("fills the form from a site when editing", () => {
    const site = siteNodeFixture({ siteId: "s", siteName: "Depot", scene: 9, customSceneId: "sc-2", sceneName: "Marina" });
    expect(siteFormValuesOf(site)).toEqual({
      siteName: "Depot",
      scene: 9,
      customSceneId: "sc-2",
      city: site.city,
      address: site.address,
      contactPerson: site.contactPerson,
      contactPhone: site.contactPhone,
    });
  });
});
