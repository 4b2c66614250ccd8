import { describe, expect, it } from "vitest";
import { dayRange, DOWNLOAD_PRESETS_SEC, downloadRangeProblem, playbackRange, playbackWindow, withinQuerySpan } from "./downloads.js";

describe("download and playback ranges", () => {
  it("§4 playback range: end before start is ignored; end equal to start is extended by one day", () => {
    expect(playbackRange(100, 99)).toBeNull();
    expect(playbackRange(100, 100)).toEqual({ startTime: 100, endTime: 86_500 });
    expect(playbackRange(100, 200)).toEqual({ startTime: 100, endTime: 200 });
  });

  it("§5/§9 downloads: presets 30 s, 1, 5, 15 min; custom up to 60 minutes", () => {
    expect(DOWNLOAD_PRESETS_SEC).toEqual([30, 60, 300, 900]);
    for (const preset of DOWNLOAD_PRESETS_SEC) expect(downloadRangeProblem(1000, 1000 + preset)).toBeNull();
    expect(downloadRangeProblem(1000, 4600)).toBeNull();
    expect(downloadRangeProblem(1000, 4601)).toBe("tooLong");
    expect(downloadRangeProblem(1000, 999)).toBe("order");
    // Equal ends become a whole day, far over 60 minutes.
    expect(downloadRangeProblem(1000, 1000)).toBe("tooLong");
  });

  it("§5 date range: a query spans at most 31 days", () => {
    expect(withinQuerySpan(0, 31 * 86_400)).toBe(true);
    expect(withinQuerySpan(0, 31 * 86_400 + 1)).toBe(false);
    expect(withinQuerySpan(10, 9)).toBe(false);
  });

  it("§9 helpers: the playback window is 129600 s; the day range runs 00:00:00 n days back to 23:59:59", () => {
    expect(playbackWindow(200_000)).toEqual({ startTime: 200_000 - 129_600, endTime: 200_000 });
    const now = Date.UTC(2026, 10, 24, 10, 30, 15) / 1000;
    const range = dayRange(now, 2);
    expect(new Date(range.startTime * 1000).toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(new Date(range.endTime * 1000).toISOString()).toBe("2026-11-24T23:59:59.000Z");
    // GMT+08: 10:30 UTC is 18:30 local; local midnight is 16:00 UTC the day before.
    const east = dayRange(now, 0, 480);
    expect(new Date(east.startTime * 1000).toISOString()).toBe("2026-11-23T16:00:00.000Z");
    expect(east.endTime - east.startTime).toBe(86_399);
  });
});
