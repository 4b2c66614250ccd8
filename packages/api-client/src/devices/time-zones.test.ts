import { describe, expect, it } from "vitest";
import { DEVICE_LANGUAGES } from "./languages.js";
import { formatGmtOffset, parseGmtOffset, TIME_ZONES } from "./time-zones.js";

describe("time zones (§5, §9)", () => {
  it("§9: 53 options from GMT-12 to GMT+13, in order, with ids 1-53", () => {
    expect(TIME_ZONES).toHaveLength(53);
    expect(TIME_ZONES[0]).toMatchObject({ id: 1, offsetMinutes: -720, gmt: "GMT-12" });
    expect(TIME_ZONES[52]).toMatchObject({ id: 53, offsetMinutes: 780, gmt: "GMT+13" });
    TIME_ZONES.forEach((tz, i) => {
      expect(tz.id).toBe(i + 1);
      if (i > 0) expect(tz.offsetMinutes).toBeGreaterThanOrEqual(TIME_ZONES[i - 1]!.offsetMinutes);
      expect(tz.name.length).toBeGreaterThan(0);
    });
  });

  it("§5: every option's text contains GMT with hours and optional minutes, and reads back", () => {
    for (const tz of TIME_ZONES) {
      expect(tz.gmt).toMatch(/^GMT[+-]\d{2}(:\d{2})?$/);
      expect(parseGmtOffset(tz.gmt)).toBe(tz.offsetMinutes);
    }
    expect(TIME_ZONES.map((tz) => tz.gmt)).toEqual(expect.arrayContaining(["GMT+05:30", "GMT+05:45", "GMT-03:30", "GMT+00", "GMT+08"]));
  });

  it("§5: formatGmtOffset and parseGmtOffset", () => {
    expect(formatGmtOffset(0)).toBe("GMT+00");
    expect(formatGmtOffset(-210)).toBe("GMT-03:30");
    expect(formatGmtOffset(345)).toBe("GMT+05:45");
    expect(parseGmtOffset("GMT+8")).toBe(480);
    expect(parseGmtOffset("(GMT+08:00) Beijing")).toBe(480);
    expect(parseGmtOffset("GMT-0330")).toBe(-210);
    expect(parseGmtOffset("GMT")).toBe(0);
    expect(parseGmtOffset("UTC+8")).toBeNull();
    expect(parseGmtOffset("GMT+8:75")).toBeNull();
  });
});

describe("device languages (§9)", () => {
  it("§9: 21 display languages with unique codes, English first", () => {
    expect(DEVICE_LANGUAGES).toHaveLength(21);
    expect(new Set(DEVICE_LANGUAGES.map((l) => l.code)).size).toBe(21);
    expect(DEVICE_LANGUAGES[0]).toEqual({ code: "en-US", name: "English" });
    expect(DEVICE_LANGUAGES.map((l) => l.code)).toContain("zh-CN");
  });
});
