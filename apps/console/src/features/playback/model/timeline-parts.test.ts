import { describe, expect, it } from "vitest";
import { clipOf } from "./clip-selection";
import { nearestEvent, placeMarkers } from "./event-markers";
import { LATEST_LEAD_SEC, lastRecordedMoment, latestFootageStart } from "./latest-footage";
import { dayStartOf } from "./playback-range";
import { tickSteps, timelineTicks } from "./timeline-ticks";
import { timelineWindow, ZOOM_SPANS_SEC } from "./timeline-window";

const day = dayStartOf("2026-11-20")!;
const range = { startTime: day, endTime: day + 86_399 };

describe("timeline ticks (spec §2 Playback; §9 time formats; issue 31)", () => {
  it("a day shows an hour tick each hour, labelled every 3 h as HH:mm from local midnight", () => {
    const ticks = timelineTicks({ from: day, to: day + 86_400 });
    expect(ticks).toHaveLength(25);
    expect(ticks.filter((t) => t.label).map((t) => t.label)).toEqual(["00:00", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00", "21:00", "00:00"]);
  });
  it("closer zooms step by 10, 5 and 1 min, then 10 s across one minute", () => {
    expect(tickSteps(3_600)).toEqual({ tick: 300, label: 600 });
    expect(tickSteps(1_800)).toEqual({ tick: 300, label: 300 });
    expect(tickSteps(300)).toEqual({ tick: 60, label: 60 });
    const minute = timelineTicks({ from: day + 3_600 + 5, to: day + 3_665 });
    expect(minute.map((t) => t.label)).toEqual(["01:00:10", "01:00:20", "01:00:30", "01:00:40", "01:00:50", "01:01:00"]);
  });
  it("every zoom level keeps between 2 and 25 ticks and at most 9 labels", () => {
    for (const span of ZOOM_SPANS_SEC) {
      const ticks = timelineTicks({ from: day + 4_321, to: day + 4_321 + span });
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(25);
      expect(ticks.filter((t) => t.label).length).toBeLessThanOrEqual(9);
    }
  });
});

describe("the timeline opens at the latest footage (issue 31; spec §2 Playback)", () => {
  it("starts a lead-in before the end of the day's last span, not at 00:00", () => {
    const spans = [
      { startTime: day + 600, endTime: day + 1_200 },
      { startTime: day + 40_000, endTime: day + 45_000 },
      { startTime: day + 3_000, endTime: day + 4_000 },
    ];
    expect(latestFootageStart(spans, range)).toBe(day + 45_000 - LATEST_LEAD_SEC);
  });
  it("never before that span's start, clipped to the range, and null without footage", () => {
    expect(latestFootageStart([{ startTime: day + 100, endTime: day + 110 }], range)).toBe(day + 100);
    expect(latestFootageStart([{ startTime: day + 86_000, endTime: day + 90_000 }], range)).toBe(day + 86_399 - LATEST_LEAD_SEC);
    expect(latestFootageStart([{ startTime: day - 500, endTime: day - 100 }], range)).toBeNull();
    expect(latestFootageStart([], range)).toBeNull();
  });
  it("the footage ends at the last recorded moment within the range (an archive stops there)", () => {
    expect(lastRecordedMoment([{ startTime: day + 10, endTime: day + 500 }, { startTime: day + 100, endTime: day + 200 }], range)).toBe(day + 500);
    expect(lastRecordedMoment([{ startTime: day + 86_000, endTime: day + 90_000 }], range)).toBe(day + 86_399);
    expect(lastRecordedMoment([{ startTime: day - 500, endTime: day - 100 }], range)).toBeNull();
    expect(lastRecordedMoment([], range)).toBeNull();
  });
});

describe("clips cut on the timeline (spec §5 Downloads: at most 60 minutes)", () => {
  it("orders the marks, clamps them to the range and keeps whole seconds", () => {
    expect(clipOf({ inAt: day + 700.4, outAt: day + 100 }, range)).toEqual({ kind: "ok", startTime: day + 100, endTime: day + 700 });
    expect(clipOf({ inAt: day - 50, outAt: day + 30 }, range)).toEqual({ kind: "ok", startTime: day, endTime: day + 30 });
  });
  it("one mark is partial, none or a zero span is no clip", () => {
    expect(clipOf({ inAt: day + 5, outAt: null }, range)).toEqual({ kind: "partial", at: day + 5 });
    expect(clipOf({ inAt: null, outAt: null }, range)).toEqual({ kind: "none" });
    expect(clipOf({ inAt: day + 5, outAt: day + 5 }, range)).toEqual({ kind: "none" });
  });
  it("60 minutes is allowed, one second more is refused", () => {
    expect(clipOf({ inAt: day, outAt: day + 3_600 }, range).kind).toBe("ok");
    expect(clipOf({ inAt: day, outAt: day + 3_601 }, range)).toEqual({ kind: "tooLong", startTime: day, endTime: day + 3_601 });
  });
});

describe("event markers (issue 31: events on the timeline)", () => {
  const events = [{ occurredAt: (day + 7_200) * 1000, id: "b" }, { occurredAt: (day + 3_600) * 1000, id: "a" }, { occurredAt: (day + 50_000) * 1000, id: "c" }];
  it("places the window's events by time, oldest first, and leaves the others out", () => {
    const win = timelineWindow(day + 5_400, 3, range.startTime, range.endTime); // 2 h around 01:30
    expect(placeMarkers(events, win).map((m) => [m.event.id, m.fraction])).toEqual([["a", 0.25], ["b", 0.75]]);
    expect(placeMarkers(events, { from: day, to: day + 86_400 }).map((m) => m.event.id)).toEqual(["a", "b", "c"]);
  });
  it("the scrub thumbnail is the nearest event within the tolerance", () => {
    expect(nearestEvent(events, day + 3_650, 120)?.id).toBe("a");
    expect(nearestEvent(events, day + 5_000, 120)).toBeNull();
  });
});
