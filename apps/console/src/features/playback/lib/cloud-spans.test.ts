import { describe, expect, it } from "vitest";
import { cloudSpans, dayPieces } from "./cloud-spans";

describe("cloud recording spans on the timeline (issue 12, spec §7 cloud storage)", () => {
  it("joins segments closer than 1 s and keeps real gaps, in time order", () => {
    const spans = cloudSpans([
      { startMs: 20_000, endMs: 26_000 },
      { startMs: 0, endMs: 6_000 },
      { startMs: 6_400, endMs: 12_000 },
    ]);
    expect(spans).toEqual([
      { startTime: 0, endTime: 12, type: "CLOUD" },
      { startTime: 20, endTime: 26, type: "CLOUD" },
    ]);
  });

  it("§9: a range is listed one day at a time, at most 31 days", () => {
    expect(dayPieces(0, 86_400 + 3_600)).toEqual([
      { fromMs: 0, toMs: 86_400_000 },
      { fromMs: 86_400_000, toMs: 90_000_000 },
    ]);
    expect(dayPieces(0, 40 * 86_400)).toHaveLength(31);
    expect(dayPieces(100, 100)).toEqual([]);
  });
});
