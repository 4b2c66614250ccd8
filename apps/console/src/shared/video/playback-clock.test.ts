import { describe, expect, it } from "vitest";
import { mediaAt, trimAnchors, wallAt } from "./playback-clock";

const T = 1_795_000_000_000;
// 1 s of 25 fps, then a seek: the new position starts at media time 1.0 with wall time T + 60 s.
const anchors = [...Array.from({ length: 25 }, (_, i) => ({ wallMs: T + i * 40, mediaTime: i * 0.04 })), ...Array.from({ length: 25 }, (_, i) => ({ wallMs: T + 60_000 + i * 40, mediaTime: 1 + i * 0.04 }))];

describe("playback clock (docs/media.md \"Playback\")", () => {
  it("maps the video time to the wall clock through the last anchor at or before it", () => {
    expect(wallAt(anchors, 0)).toBe(T);
    expect(wallAt(anchors, 0.5)).toBe(T + 500);
    expect(wallAt(anchors, 0.519)).toBe(T + 519);
    expect(wallAt(anchors, 1.2)).toBe(T + 60_200);
    expect(wallAt([], 1)).toBeNull();
  });
  it("finds the media time of a wall time (the inverse, for lining paused windows up)", () => {
    expect(mediaAt(anchors, T + 500)).toBeCloseTo(0.5, 9);
    expect(wallAt(anchors, mediaAt(anchors, T + 60_219)!)).toBe(T + 60_219);
    expect(mediaAt(anchors, T - 1)).toBeNull();
    // Seen in CI (16 synced windows paused 156 ms apart): a device's frame times jitter, so the last
    // anchor by wall time is not the one wallAt reads; the inverse must land on the same wall time.
    const jitter = [{ wallMs: T, mediaTime: 0 }, { wallMs: T + 196, mediaTime: 0.04 }, { wallMs: T + 236, mediaTime: 0.08 }];
    expect(wallAt(jitter, mediaAt(jitter, T + 20)!)).toBe(T + 20);
    expect(wallAt(jitter, mediaAt(jitter, T + 200)!)).toBe(T + 200);
    // A wall time no picture shows (between T + 39 and T + 196): null, so the player seeks there.
    expect(mediaAt(jitter, T + 100)).toBeNull();
    // After a seek back, the later anchors hold earlier wall times: still the exact inverse.
    for (const wall of [T + 500, T + 60_219, T + 60_999]) expect(wallAt(anchors, mediaAt(anchors, wall)!)).toBe(wall);
    const back = [...anchors, { wallMs: T + 200, mediaTime: 2 }, { wallMs: T + 240, mediaTime: 2.04 }];
    expect(wallAt(back, mediaAt(back, T + 210)!)).toBe(T + 210);
    expect(wallAt(back, mediaAt(back, T + 60_100)!)).toBe(T + 60_100);
  });
  it("trims played anchors but keeps the one the mapping needs", () => {
    const copy = [...anchors];
    trimAnchors(copy, 0.5);
    expect(copy[0]!.mediaTime).toBeCloseTo(0.48, 6);
    expect(wallAt(copy, 0.5)).toBe(T + 500);
  });
});
