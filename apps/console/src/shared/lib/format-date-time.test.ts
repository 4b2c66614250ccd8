import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-time";

describe("formatDateTime", () => {
  it("§9: formats as YYYY-MM-DD HH:mm:ss in local time", () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe("2026-01-02 03:04:05");
  });

  it("is empty for a missing time", () => {
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime(Number.NaN)).toBe("");
  });
});
