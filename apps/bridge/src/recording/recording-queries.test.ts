import { describe, expect, it } from "vitest";
import { recordedDays, typedSegments } from "./recording-queries.js";

const DAY = 86_400;
const D0 = Date.UTC(2026, 10, 29) / 1000; // 2026-11-29 00:00 UTC
const span = (startS: number, endS: number) => ({ startMs: startS * 1000, endMs: endS * 1000 });

describe("recordedDays", () => {
  it("lists every UTC day a continuous recording runs through, not only its first and last", () => {
    const spans = [span(D0 + 3600, D0 + DAY + 600), span(D0 + DAY + 600, D0 + 3 * DAY + 60)];
    expect(recordedDays(spans, D0, D0 + 10 * DAY)).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
    // A recording that ends at midnight sharp holds nothing of the next day.
    expect(recordedDays([span(D0, D0 + DAY)], D0 - DAY, D0 + 2 * DAY)).toEqual(["2026-11-29"]);
    expect(recordedDays(spans, D0 + 5 * DAY, D0 + 6 * DAY)).toEqual([]);
  });
});

describe("typedSegments", () => {
  it("marks event windows inside the recording, the earlier window keeping an overlap, merged and clipped", () => {
    const spans = [span(D0, D0 + 300), span(D0 + 300, D0 + 600), span(D0 + 700, D0 + 800)];
    const windows = [
      { startMs: (D0 + 100) * 1000, endMs: (D0 + 140) * 1000, type: "MOTION" as const },
      { startMs: (D0 + 130) * 1000, endMs: (D0 + 170) * 1000, type: "PERIMETER" as const },
      { startMs: (D0 + 160) * 1000, endMs: (D0 + 200) * 1000, type: "PERIMETER" as const },
      // An event in the outage marks only the recording around it.
      { startMs: (D0 + 590) * 1000, endMs: (D0 + 710) * 1000, type: "MOTION" as const },
    ];
    expect(typedSegments(spans, windows, D0 + 50, D0 + 750)).toEqual([
      { startTime: D0 + 50, endTime: D0 + 100, type: "SCHEDULE" },
      { startTime: D0 + 100, endTime: D0 + 140, type: "MOTION" },
      { startTime: D0 + 140, endTime: D0 + 200, type: "PERIMETER" },
      { startTime: D0 + 200, endTime: D0 + 590, type: "SCHEDULE" },
      { startTime: D0 + 590, endTime: D0 + 600, type: "MOTION" },
      { startTime: D0 + 700, endTime: D0 + 710, type: "MOTION" },
      { startTime: D0 + 710, endTime: D0 + 750, type: "SCHEDULE" },
    ]);
  });

  it("rounds a recording outward to whole seconds", () => {
    expect(typedSegments([{ startMs: D0 * 1000 + 400, endMs: D0 * 1000 + 9_600 }], [], D0 - 10, D0 + 60)).toEqual([{ startTime: D0, endTime: D0 + 10, type: "SCHEDULE" }]);
  });
});
