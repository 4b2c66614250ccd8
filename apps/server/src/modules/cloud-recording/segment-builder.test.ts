import { readAudioSamples, readFragmentSamples, readInitAudioConfig } from "@vms/media";
import { createInitSegment } from "@vms/media/mp4";
import { describe, expect, it } from "vitest";
import { buildSegment, type RecorderGop } from "./segment-builder.js";

const SPS = Uint8Array.from(Buffer.from("6742c01fd9805005bb011000000300100000030320f1832680", "hex"));
const PPS = Uint8Array.from(Buffer.from("68c96044b2", "hex"));
const init = createInitSegment({ sps: SPS, pps: PPS, width: 1280, height: 720, timescale: 90_000, audio: { config: Uint8Array.of(0x14, 0x08), sampleRate: 16_000, channels: 1 } });
const T0 = 1_700_000_000_000;

/** A GOP of `count` frames at 40 ms from `startMs`, with AAC units at the given wall times. */
function gop(startMs: number, count: number, audioAt: number[]): RecorderGop {
  const frames = Array.from({ length: count }, (_, i) => ({ wallMs: startMs + i * 40, keyframe: i === 0, durationMs: () => 40, nals: [Uint8Array.of(i === 0 ? 0x65 : 0x41, i)] }));
  return { frames, audio: audioAt.map((wallMs, i) => ({ wallMs, data: Uint8Array.of(0x21, i) })) };
}

// Issue 31: a segment of a channel with sound carries each GOP's AAC units in a second traf.
describe("buildSegment with sound", () => {
  it("puts the units on the segment's timeline, gapless over jittered ms timestamps and across GOPs", () => {
    // 64 ms units with ±2 ms of device jitter; the second GOP's first unit came before its key frame.
    const built = buildSegment(init, [gop(T0, 25, [T0 + 2, T0 + 62, T0 + 130, T0 + 190]), gop(T0 + 1000, 25, [T0 + 258, T0 + 320])], 16_000);
    expect(readInitAudioConfig(built.bytes)).toEqual(Uint8Array.of(0x14, 0x08));
    const units = readAudioSamples(built.bytes);
    expect(units.map((u) => u.decodeTime)).toEqual([32, 1056, 2080, 3104, 4128, 5152]);
    expect(units.every((u) => u.duration === 1024)).toBe(true);
    expect(readFragmentSamples(built.bytes)).toHaveLength(50);
    expect(built.keyframes.map(([wall]) => wall)).toEqual([T0, T0 + 1000]);
  });

  it("drops a unit that overlaps the track and widens the one before a gap; none before the first frame", () => {
    const built = buildSegment(init, [gop(T0, 25, [T0 - 30, T0, T0 + 10, T0 + 64, T0 + 256])], 16_000);
    expect(readAudioSamples(built.bytes).map((u) => [u.decodeTime, u.duration, u.data[1]])).toEqual([[0, 1024, 1], [1024, 3072, 3], [4096, 1024, 4]]);
  });

  it("without a sample rate (a channel without sound) the fragments hold video only", () => {
    const built = buildSegment(init, [gop(T0, 25, [T0 + 2])], null);
    expect(readAudioSamples(built.bytes)).toEqual([]);
  });
});
