import { describe, expect, it } from "vitest";
import { dayEndOf, dayStartOf, resolveRange } from "./playback-range";
import { fractionOf, parseJumpTime, timeAt, timelineWindow, zoomByWheel, ZOOM_SPANS_SEC } from "./timeline-window";

const day = (s: string) => dayStartOf(s)!;

describe("playback range (spec §4 Playback range, §5 Date range, §9 helpers)", () => {
  it("an end equal to the start is that whole day, to 23:59:59", () => {
    expect(resolveRange({ startDay: "2026-11-20", endDay: "2026-11-20", source: "local" })).toEqual({ kind: "ok", startTime: day("2026-11-20"), endTime: day("2026-11-21") - 1 });
  });
  it("issue 28: 'To' is inclusive: from yesterday to today includes all of today", () => {
    expect(resolveRange({ startDay: "2026-11-19", endDay: "2026-11-20", source: "local" })).toEqual({ kind: "ok", startTime: day("2026-11-19"), endTime: day("2026-11-21") - 1 });
    expect(dayEndOf("2026-11-20")).toBe(day("2026-11-20") + 86_399);
    expect(dayEndOf("")).toBeNull();
  });
  it("an end before the start is ignored (and said)", () => {
    expect(resolveRange({ startDay: "2026-11-20", endDay: "2026-11-19", source: "local" })).toEqual({ kind: "endBeforeStart" });
  });
  it("cloud playback with no range shows the no-data state", () => {
    expect(resolveRange({ startDay: "", endDay: "", source: "cloud" })).toEqual({ kind: "noData" });
    expect(resolveRange({ startDay: "", endDay: "", source: "local" })).toEqual({ kind: "ignored" });
  });
  it("a query spans at most 31 days", () => {
    expect(resolveRange({ startDay: "2026-10-01", endDay: "2026-10-31", source: "local" }).kind).toBe("ok");
    expect(resolveRange({ startDay: "2026-10-01", endDay: "2026-11-01", source: "local" })).toEqual({ kind: "tooLong" });
  });
});

describe("timeline window", () => {
  it("zooms from 24 h to 1 min, centred on the cursor inside the range", () => {
    expect(ZOOM_SPANS_SEC[0]).toBe(86_400);
    expect(ZOOM_SPANS_SEC.at(-1)).toBe(60);
    expect(timelineWindow(1000 + 43_200, 0, 1000, 1000 + 86_400)).toEqual({ from: 1000, to: 1000 + 86_400 });
    expect(timelineWindow(5000, 8, 0, 86_400)).toEqual({ from: 4970, to: 5030 });
    expect(timelineWindow(10, 8, 0, 86_400)).toEqual({ from: 0, to: 60 });
    expect(zoomByWheel(0, -100)).toBe(1);
    expect(zoomByWheel(0, 100)).toBe(0);
    expect(zoomByWheel(8, -100)).toBe(8);
  });
  it("maps positions to times and back", () => {
    const w = { from: 100, to: 200 };
    expect(timeAt(w, 0.25)).toBe(125);
    expect(fractionOf(w, 150)).toBe(0.5);
    expect(fractionOf(w, 500)).toBe(1);
  });
  it("a typed time jumps within the day; invalid text is refused", () => {
    expect(parseJumpTime("10:30", 1000)).toBe(1000 + 37_800);
    expect(parseJumpTime("10:30:05", 0)).toBe(37_805);
    expect(parseJumpTime("24:00", 0)).toBeNull();
    expect(parseJumpTime("abc", 0)).toBeNull();
  });
});
