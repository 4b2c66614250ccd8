import { describe, expect, it } from "vitest";
import { captureTimeAt, formatElapsed, readClockAnchor } from "./capture-clock";

// Issue 28 (spec §2 live windows): the clock is the frame's capture time, and nothing when not playing.
describe("the window clock model", () => {
  const anchor = { wallMs: Date.UTC(2026, 11, 2, 8, 0, 0), mediaTime: 2 };

  it("§2: the capture time follows the media time from the relay's clock anchor", () => {
    expect(captureTimeAt(anchor, 2, true)).toBe(anchor.wallMs);
    expect(captureTimeAt(anchor, 7.25, true)).toBe(anchor.wallMs + 5_250);
  });

  it("§2: nothing while the window does not play, nor before the relay said when", () => {
    expect(captureTimeAt(anchor, 7, false)).toBeNull();
    expect(captureTimeAt(null, 7, true)).toBeNull();
    expect(captureTimeAt(anchor, Number.NaN, true)).toBeNull();
  });

  it("reads the anchor the player keeps on the video element", () => {
    const video = document.createElement("video");
    expect(readClockAnchor(video)).toBeNull();
    Object.assign(video.dataset, { captureWallMs: "1000", captureMediaTime: "0.5" });
    expect(readClockAnchor(video)).toEqual({ wallMs: 1000, mediaTime: 0.5 });
  });

  it("§2 record: the elapsed timer reads m:ss, then h:mm:ss", () => {
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(65_400)).toBe("1:05");
    expect(formatElapsed(3_725_000)).toBe("1:02:05");
  });
});
