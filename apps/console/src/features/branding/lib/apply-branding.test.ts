import { afterEach, describe, expect, it } from "vitest";
import { BRANDING_STORAGE_KEY } from "@/shared/config/storage-keys";
import { brandingFixture, removeIconLinks } from "@/shared/testing";
import { applyBrandingToDocument, applyStoredBranding } from "./apply-branding";

const favicon = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');

afterEach(() => {
  document.title = "";
  removeIconLinks();
});

describe("applyBrandingToDocument", () => {
  it("§2: sets the tab title and creates the favicon link from branding", () => {
    applyBrandingToDocument(brandingFixture());
    expect(document.title).toBe("Acme Surveillance");
    expect(favicon()?.getAttribute("href")).toBe("/user/branding/favicon.ico");
  });

  it("§2: replaces the href of an existing icon link instead of adding another", () => {
    document.head.insertAdjacentHTML("beforeend", '<link rel="icon" href="data:,">');
    applyBrandingToDocument(brandingFixture({ favicon: "/user/branding/other.ico" }));
    expect(document.head.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
    expect(favicon()?.getAttribute("href")).toBe("/user/branding/other.ico");
  });

  it("leaves title and favicon alone when branding is missing or its fields are empty", () => {
    document.title = "Before";
    applyBrandingToDocument(null);
    applyBrandingToDocument(brandingFixture({ favicon: "", extra: { title: "", logoLcrs: "", logoTbsl: "" } }));
    expect(document.title).toBe("Before");
    expect(favicon()).toBeNull();
  });
});

describe("applyStoredBranding", () => {
  it("§2: applies the branding remembered in localStorage (vms.branding)", () => {
    localStorage.setItem(BRANDING_STORAGE_KEY, JSON.stringify(brandingFixture()));
    applyStoredBranding();
    expect(document.title).toBe("Acme Surveillance");
    expect(favicon()?.getAttribute("href")).toBe("/user/branding/favicon.ico");
  });

  it("ignores stored fields of the wrong type, and a stored value that is not JSON", () => {
    document.title = "Before";
    localStorage.setItem(BRANDING_STORAGE_KEY, JSON.stringify({ extra: { title: 5 }, favicon: ["x"] }));
    applyStoredBranding();
    expect(favicon()).toBeNull();
    localStorage.setItem(BRANDING_STORAGE_KEY, JSON.stringify({ extra: "Acme" }));
    applyStoredBranding();
    localStorage.setItem(BRANDING_STORAGE_KEY, "{not json");
    applyStoredBranding();
    expect(document.title).toBe("Before");
  });
});
