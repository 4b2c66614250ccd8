import { describe, expect, it } from "vitest";
import { thumbnailMoment, thumbnailStep } from "./scrub-bucket";
import { ZOOM_SPANS_SEC } from "./timeline-window";

describe("scrub thumbnail steps (issue 31: thumbnails while scrubbing, cached)", () => {
  it("asks for at most ~120 pictures across the bar at every zoom, one a second at the minute zoom", () => {
    expect(thumbnailStep(86_400)).toBe(900);
    expect(thumbnailStep(3_600)).toBe(30);
    expect(thumbnailStep(60)).toBe(1);
    for (const span of ZOOM_SPANS_SEC) expect(span / thumbnailStep(span)).toBeLessThanOrEqual(120);
  });

  it("rounds the moment down to its step, within the recorded span under the pointer", () => {
    const spans = [{ startTime: 1_000, endTime: 2_000 }, { startTime: 3_010, endTime: 4_000 }];
    expect(thumbnailMoment(1_517, 3_600, spans)).toBe(1_500);
    // Moments of one step share a picture: scrubbing within it asks nothing new.
    expect(thumbnailMoment(1_529, 3_600, spans)).toBe(thumbnailMoment(1_500, 3_600, spans));
    expect(thumbnailMoment(3_015, 3_600, spans)).toBe(3_010);
  });

  it("off the recorded spans there is no picture to ask for", () => {
    expect(thumbnailMoment(2_500, 3_600, [{ startTime: 1_000, endTime: 2_000 }])).toBeNull();
    expect(thumbnailMoment(2_000, 3_600, [{ startTime: 1_000, endTime: 2_000 }])).toBeNull();
  });
});
