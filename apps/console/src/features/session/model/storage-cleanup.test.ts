import { LOCALE_STORAGE_KEY } from "@vms/i18n";
import { THEME_STORAGE_KEY } from "@vms/ui-kit";
import { describe, expect, it } from "vitest";
import { BRANDING_STORAGE_KEY } from "@/shared/config/storage-keys";
import { SESSION_STORAGE_KEY } from "@/shared/session";
import { clearStorageOnLogout, KEPT_STORAGE_KEYS } from "./storage-cleanup";

describe("clearStorageOnLogout (spec §4, decision 0002)", () => {
  it("§4: removes everything but the locale, theme and branding", () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, "zh-CN");
    localStorage.setItem(THEME_STORAGE_KEY, "u1b");
    localStorage.setItem(BRANDING_STORAGE_KEY, '{"coId":"co-1"}');
    localStorage.setItem(SESSION_STORAGE_KEY, '{"token":"t"}');
    localStorage.setItem("vms.layouts", "[]");
    localStorage.setItem("anything-else", "1");
    clearStorageOnLogout();
    expect(Object.keys(localStorage).sort()).toEqual([BRANDING_STORAGE_KEY, LOCALE_STORAGE_KEY, THEME_STORAGE_KEY].sort());
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("zh-CN");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("u1b");
  });

  it("keeps exactly vms.locale, vms.theme and vms.branding", () => {
    expect([...KEPT_STORAGE_KEYS].sort()).toEqual(["vms.branding", "vms.locale", "vms.theme"]);
  });

  it("does not throw without storage", () => {
    expect(() => clearStorageOnLogout(null)).not.toThrow();
  });
});
