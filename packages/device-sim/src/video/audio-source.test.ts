import { describe, expect, it } from "vitest";
import { createAudioFollower } from "./audio-source.js";

// Issue 31: the sound follows playback's video clock; a gap in it stalls the browser's media element.
describe("audio follower", () => {
  it("covers the timeline without gaps at key-frames-only speeds (one call per GOP) and starts again after a seek", () => {
    const follow = createAudioFollower(1)!;
    const stamps: number[] = [];
    const emit = (unit: { timestampMs: number }) => void stamps.push(unit.timestampMs);
    // 8x: a key frame every 2 s of recording, each followed by that GOP's sound.
    for (let t = 10_000; t < 20_000; t += 2_000) follow(t, 2_000, emit);
    const steps = stamps.slice(1).map((s, i) => s - stamps[i]!);
    expect(stamps[0]).toBe(10_000);
    expect(stamps.at(-1)).toBeGreaterThanOrEqual(20_000 - 64);
    expect(Math.max(...steps)).toBeLessThanOrEqual(65);
    // A seek far away starts the sound at the new frame.
    stamps.length = 0;
    follow(100_000, 40, emit);
    expect(stamps[0]).toBe(100_000);
  });

  it("a channel without a microphone has no follower", () => {
    expect(createAudioFollower(2)).toBeNull();
  });
});
