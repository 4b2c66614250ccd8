import { describe, expect, it } from "vitest";
import { find, hex, parseBoxes, reader } from "../test-support/boxes.js";
import { createFragment } from "./fragment.js";
import { createGopFragment, readFragmentSamples } from "./gop-fragment.js";
import { createInitSegment } from "./init-segment.js";

const u8 = (...b: number[]): Uint8Array => Uint8Array.from(b);
const SPS = u8(0x67, 0x42, 0xc0, 0x1e);
const PPS = u8(0x68, 0xce);
const IDR = u8(0x65, 0x88, 0x84, 0x00, 0x33);
const P1 = u8(0x41, 0x9a, 0x02);
const P2 = u8(0x41, 0x9a, 0x04, 0x05);

// Issue 12 cloud recordings: GOP-fragmented fMP4 (one moof+mdat per GOP).
describe("createGopFragment", () => {
  const gop = createGopFragment({
    sequence: 3,
    baseMediaDecodeTime: 90_000,
    samples: [
      { duration: 3600, keyframe: true, nals: [SPS, PPS, IDR] },
      { duration: 3600, keyframe: false, nals: [P1] },
      { duration: 3700, keyframe: false, nals: [P2] },
    ],
  });

  it("writes one moof with a trun of all samples and one mdat", () => {
    const top = parseBoxes(gop);
    expect(top.map((b) => b.type)).toEqual(["moof", "mdat"]);
    const trun = reader(find(top, "moof", "traf", "trun").body);
    expect(trun.getUint32(4)).toBe(3);
    expect(trun.getUint32(8)).toBe(top[0]!.size + 8);
    expect(find(top, "mdat").size).toBe(8 + (4 + IDR.length) + (4 + P1.length) + (4 + P2.length));
  });

  it("reads back decode times, durations, key flags and NAL units (SPS/PPS left out)", () => {
    const samples = readFragmentSamples(gop);
    expect(samples.map((s) => [s.decodeTime, s.duration, s.keyframe])).toEqual([
      [90_000, 3600, true],
      [93_600, 3600, false],
      [97_200, 3700, false],
    ]);
    expect(samples.map((s) => s.nals.map((n) => [...n]))).toEqual([[[...IDR]], [[...P1]], [[...P2]]]);
  });

  it("reads a whole file: init segment, then GOP and per-frame fragments", () => {
    const init = createInitSegment({ sps: hex("6742c01fd9805005bb011000000300100000030320f1832680"), pps: hex("68c96044b2"), width: 1280, height: 720, timescale: 90000 });
    const single = createFragment({ sequence: 4, baseMediaDecodeTime: 200, duration: 40, keyframe: true, nals: [IDR] });
    const file = new Uint8Array(init.length + gop.length + single.length);
    file.set(init, 0);
    file.set(gop, init.length);
    file.set(single, init.length + gop.length);
    const samples = readFragmentSamples(file);
    expect(samples).toHaveLength(4);
    expect(samples[3]).toMatchObject({ decodeTime: 200, duration: 40, keyframe: true });
  });

  it("throws on a truncated file", () => {
    expect(() => readFragmentSamples(gop.subarray(0, gop.length - 2))).toThrow(RangeError);
  });
});
