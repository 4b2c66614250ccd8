import { describe, expect, it } from "vitest";
import { addMonthsUtc, DURATION_UNIT, LICENCE_TERMS, termByDuration, termByDurationType, termById, termEndTime } from "./terms.js";

const utc = (text: string) => Date.parse(`${text}Z`);

describe("licence terms (§1, §3, §9)", () => {
  it("§9: 30, 90, 180 days, 1 year and 2 years, durationType 1-5 in that order", () => {
    expect(LICENCE_TERMS.map((t) => [t.id, t.durationType, t.duration, t.durationUnit])).toEqual([
      ["30d", 1, 30, 1],
      ["90d", 2, 90, 1],
      ["180d", 3, 180, 1],
      ["1y", 4, 1, 3],
      ["2y", 5, 2, 3],
    ]);
  });

  it("§3: durationUnit is 1 day, 2 month, 3 year", () => {
    expect(DURATION_UNIT).toEqual({ DAY: 1, MONTH: 2, YEAR: 3 });
  });

  it("§3: terms are found by id, durationType and duration pair", () => {
    expect(termById("180d").durationType).toBe(3);
    expect(() => termById("7d" as never)).toThrow(RangeError);
    for (const t of LICENCE_TERMS) expect(termByDurationType(t.durationType)).toBe(t);
    expect(termByDurationType(0)).toBeUndefined();
    expect(termByDurationType(6)).toBeUndefined();
    expect(termByDuration(90, DURATION_UNIT.DAY)?.id).toBe("90d");
    expect(termByDuration(12, DURATION_UNIT.MONTH)?.id).toBe("1y");
    expect(termByDuration(24, DURATION_UNIT.MONTH)?.id).toBe("2y");
    expect(termByDuration(2, DURATION_UNIT.YEAR)?.id).toBe("2y");
    expect(termByDuration(1, DURATION_UNIT.DAY)).toBeUndefined();
    expect(termByDuration(3, DURATION_UNIT.MONTH)).toBeUndefined();
  });

  it("§9: a term ends after exact days, or calendar years", () => {
    const start = utc("2024-01-15T10:00:00");
    expect(termEndTime(start, 30, DURATION_UNIT.DAY)).toBe(utc("2024-02-14T10:00:00"));
    expect(termEndTime(start, 1, DURATION_UNIT.YEAR)).toBe(utc("2025-01-15T10:00:00"));
    expect(termEndTime(start, 2, DURATION_UNIT.YEAR)).toBe(utc("2026-01-15T10:00:00"));
    expect(termEndTime(start, 3, DURATION_UNIT.MONTH)).toBe(utc("2024-04-15T10:00:00"));
    expect(termEndTime(utc("2024-02-29T00:00:00"), 1, DURATION_UNIT.YEAR)).toBe(utc("2025-02-28T00:00:00"));
  });

  it("§9: calendar months clamp the day of month", () => {
    expect(addMonthsUtc(utc("2024-01-31T12:00:00"), 1)).toBe(utc("2024-02-29T12:00:00"));
    expect(addMonthsUtc(utc("2023-08-31T00:00:00"), -6)).toBe(utc("2023-02-28T00:00:00"));
    expect(addMonthsUtc(utc("2024-03-15T00:00:00"), -6)).toBe(utc("2023-09-15T00:00:00"));
    expect(addMonthsUtc(utc("2024-12-31T23:59:59"), 2)).toBe(utc("2025-02-28T23:59:59"));
  });
});
