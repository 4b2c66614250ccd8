import { describe, expect, it, vi } from "vitest";
import { catalogs } from "./catalogs.js";
import { createI18n } from "./i18n.js";
import { ensureCatalog, loadCatalog, loadI18n } from "./load-catalog.js";

describe("per-locale catalogue loading (the console's first load fetches one locale)", () => {
  it("§9: loadCatalog gives each locale's compiled catalogue, the same object on every call", async () => {
    const zh = await loadCatalog("zh-CN");
    expect(zh).toEqual(catalogs["zh-CN"]);
    expect(await loadCatalog("zh-CN")).toBe(zh);
    expect(await loadCatalog("en-US")).toEqual(catalogs["en-US"]);
  });

  it("§9: loadI18n holds only the starting locale, active", async () => {
    const i18n = await loadI18n("zh-CN");
    expect(i18n.locale).toBe("zh-CN");
    expect(i18n._("error.7062")).toBe("设备离线。");
    // en-US is not loaded into this instance: activating it without ensureCatalog shows ids.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    i18n.activate("en-US");
    warn.mockRestore();
    expect(i18n._("error.7062")).toBe("error.7062");
  });

  it("§9: ensureCatalog loads a missing locale into the instance without activating it", async () => {
    const i18n = await loadI18n("zh-CN");
    await ensureCatalog(i18n, "en-US");
    expect(i18n.locale).toBe("zh-CN");
    i18n.activate("en-US");
    expect(i18n._("error.7062")).toBe("The device is offline.");
    // Now fetched: the next ensureCatalog is synchronous.
    expect(ensureCatalog(await loadI18n("zh-CN"), "en-US")).toBeUndefined();
  });

  it("ensureCatalog needs no fetch for a createI18n instance (every catalogue is in it)", () => {
    expect(ensureCatalog(createI18n("en-US"), "zh-CN")).toBeUndefined();
  });
});
