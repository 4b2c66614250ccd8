import { describe, expect, it } from "vitest";
import { formatSpecTime } from "./format-spec-time.js";

// 2024-05-01T05:06:07Z: every field has a leading zero to keep.
const AT = Date.UTC(2024, 4, 1, 5, 6, 7);

describe("formatSpecTime", () => {
  it("writes the spec §9 formats in a fixed offset", () => {
    expect(formatSpecTime(AT, "dateTime", { utcOffsetMinutes: 0 })).toBe("2024-05-01 05:06:07");
    expect(formatSpecTime(AT, "monthDayTime", { utcOffsetMinutes: 480 })).toBe("05-01 13:06:07");
    expect(formatSpecTime(AT, "date", { utcOffsetMinutes: -330 })).toBe("2024-04-30");
    expect(formatSpecTime(new Date(AT), "time", { timeZone: "UTC" })).toBe("05:06:07");
  });

  it("reads a named zone across its DST change (America/New_York, 2026-03-08)", () => {
    const zone = { timeZone: "America/New_York" };
    expect(formatSpecTime(Date.UTC(2026, 2, 8, 6, 59, 59), "dateTime", zone)).toBe("2026-03-08 01:59:59");
    expect(formatSpecTime(Date.UTC(2026, 2, 8, 7, 0, 0), "dateTime", zone)).toBe("2026-03-08 03:00:00");
  });

  it("uses the runtime zone by default", () => {
    const local = new Date(2024, 11, 31, 23, 59, 58);
    expect(formatSpecTime(local, "dateTime")).toBe("2024-12-31 23:59:58");
  });

  it("writes a duration as mm:ss without capping the minutes", () => {
    expect(formatSpecTime(65_999, "minuteSecond")).toBe("01:05");
    expect(formatSpecTime(7_200_000, "minuteSecond")).toBe("120:00");
    expect(formatSpecTime(-5, "minuteSecond")).toBe("00:00");
    expect(formatSpecTime(Number.NaN, "minuteSecond")).toBe("00:00");
  });
});
