import { describe, expect, it } from "vitest";
import type { BrandingRepository, BrandingRow } from "./branding-repository.js";
import { createBrandingService } from "./branding-service.js";
import { BUILT_IN_BRANDING } from "./default-branding.js";

const row = (coId: string, values: Partial<BrandingRow> = {}): BrandingRow => ({
  coId, title: null, icon: null, bgImg: null, favicon: null, logoLcrs: null, logoTbsl: null, ...values,
});

function repository(rows: BrandingRow[], domains: Record<string, string> = {}): BrandingRepository {
  return {
    findByCoId: async (coId) => rows.find((r) => r.coId === coId) ?? null,
    findByDomain: async (domain) => rows.find((r) => r.coId === domains[domain]) ?? null,
    upsert: async () => {},
  };
}

const seededDefault = row("", { ...BUILT_IN_BRANDING, title: "Seeded" });

describe("branding service", () => {
  it("§3: answers the default row when nothing matches", async () => {
    const branding = await createBrandingService(repository([seededDefault])).get({ coId: "unknown" });
    expect(branding.coId).toBe("");
    expect(branding.extra.title).toBe("Seeded");
  });

  it("§3: an organization's unset fields fall back to the default row", async () => {
    const service = createBrandingService(repository([seededDefault, row("acme", { title: "Acme", favicon: "/user/acme.ico" })]));
    const branding = await service.get({ coId: "acme" });
    expect(branding).toEqual({
      coId: "acme",
      icon: BUILT_IN_BRANDING.icon,
      bgImg: BUILT_IN_BRANDING.bgImg,
      favicon: "/user/acme.ico",
      extra: { title: "Acme", logoLcrs: BUILT_IN_BRANDING.logoLcrs, logoTbsl: BUILT_IN_BRANDING.logoTbsl },
    });
  });

  it("§3: coId wins over domain; domain is matched case-insensitively", async () => {
    const service = createBrandingService(repository([seededDefault, row("a", { title: "A" }), row("b", { title: "B" })], { "b.example": "b" }));
    expect((await service.get({ coId: "a", domain: "b.example" })).coId).toBe("a");
    expect((await service.get({ domain: "B.Example" })).coId).toBe("b");
  });

  it("keeps public pages branded even if the default row was deleted", async () => {
    const branding = await createBrandingService(repository([])).get({});
    expect(branding.extra.title).toBe(BUILT_IN_BRANDING.title);
    expect(branding.icon).toBe(BUILT_IN_BRANDING.icon);
  });
});
