import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, isLocale, negotiateLocale } from "./locales.js";

describe("locales", () => {
  it("§9: ships en-US (default) and zh-CN", () => {
    expect(LOCALES).toEqual(["en-US", "zh-CN"]);
    expect(DEFAULT_LOCALE).toBe("en-US");
  });

  it("isLocale accepts only exact supported tags", () => {
    expect(isLocale("zh-CN")).toBe(true);
    expect(isLocale("zh")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("negotiateLocale", () => {
  it.each<[Parameters<typeof negotiateLocale>[0], string]>([
    [["zh-CN", "en"], "zh-CN"],
    [["zh-TW"], "zh-CN"],
    [["zh-Hans-CN"], "zh-CN"],
    [["en-GB", "zh-CN"], "en-US"],
    [["fr-FR", "de", "zh"], "zh-CN"],
    [["fr-FR"], "en-US"],
    [[], "en-US"],
    [undefined, "en-US"],
    [null, "en-US"],
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh-CN"],
    ["fr;q=0.9, en-US;q=0.8", "en-US"],
    ["  ZH-cn ", "zh-CN"],
    ["", "en-US"],
  ])("§9: %j → %s", (preferences, expected) => {
    expect(negotiateLocale(preferences)).toBe(expected);
  });
});
