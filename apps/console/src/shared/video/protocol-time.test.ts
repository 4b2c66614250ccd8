import { describe, expect, it } from "vitest";
import { fromProtocolTime, toProtocolTime } from "./protocol-time";

describe("protocol times (spec §9 YYYY-MM-DD HH:mm:ss, the browser's time zone)", () => {
  it("round-trips a local time and rounds milliseconds to the nearest second", () => {
    const ms = new Date(2026, 10, 24, 9, 30, 15).getTime();
    expect(toProtocolTime(ms)).toBe("2026-11-24 09:30:15");
    expect(fromProtocolTime("2026-11-24 09:30:15")).toBe(ms);
    expect(toProtocolTime(ms + 499)).toBe("2026-11-24 09:30:15");
    expect(toProtocolTime(ms + 500)).toBe("2026-11-24 09:30:16");
  });

  it("refuses text that is not a real date", () => {
    expect(fromProtocolTime("2026-02-30 00:00:00")).toBeNull();
    expect(fromProtocolTime("2026-11-24T09:30:15")).toBeNull();
  });
});
