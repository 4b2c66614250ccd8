import { describe, expect, it } from "vitest";
import { child, find, hex, parseBoxes, reader } from "../test-support/boxes.js";
import { createFragment } from "./fragment.js";
import { createAudioFragment } from "./audio-track.js";
import { createGopFragment, readAudioSamples, readFragmentSamples } from "./gop-fragment.js";
import { createInitSegment } from "./init-segment.js";
import { readInitAudioConfig } from "./read-boxes.js";

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

// Issue 31: cloud recordings keep the sound in a second traf of each GOP fragment.
describe("createGopFragment with audio", () => {
  const AAC1 = u8(0x21, 0x10, 0x05);
  const AAC2 = u8(0x21, 0x10, 0x06, 0x07);
  const withSound = createGopFragment({
    sequence: 1,
    baseMediaDecodeTime: 0,
    samples: [
      { duration: 3600, keyframe: true, nals: [SPS, PPS, IDR] },
      { duration: 3600, keyframe: false, nals: [P1] },
    ],
    audio: { baseMediaDecodeTime: 512, samples: [{ duration: 1024, data: AAC1 }, { duration: 2048, data: AAC2 }] },
  });

  it("writes two trafs (tracks 1 and 2) over one mdat, audio bytes after the video's", () => {
    const top = parseBoxes(withSound);
    expect(top.map((b) => b.type)).toEqual(["moof", "mdat"]);
    const trafs = parseBoxes(top[0]!.body).filter((b) => b.type === "traf").map((t) => parseBoxes(t.body));
    expect(trafs.map((t) => reader(child(t, "tfhd").body).getUint32(4))).toEqual([1, 2]);
    const audioTrun = reader(child(trafs[1]!, "trun").body);
    const videoBytes = 4 + IDR.length + 4 + P1.length;
    expect(audioTrun.getUint32(8)).toBe(top[0]!.size + 8 + videoBytes);
    expect(find(top, "mdat").size).toBe(8 + videoBytes + AAC1.length + AAC2.length);
  });

  it("reads video and audio back apart, with their own decode times", () => {
    expect(readFragmentSamples(withSound).map((s) => [s.decodeTime, s.keyframe, s.nals.length])).toEqual([[0, true, 1], [3600, false, 1]]);
    expect(readAudioSamples(withSound).map((s) => [s.decodeTime, s.duration, [...s.data]])).toEqual([[512, 1024, [...AAC1]], [1536, 2048, [...AAC2]]]);
    const single = createAudioFragment({ sequence: 2, baseMediaDecodeTime: 9000, samples: [{ duration: 1024, data: AAC2 }] });
    expect(readAudioSamples(single)).toMatchObject([{ decodeTime: 9000, duration: 1024 }]);
  });

  it("without audio samples, stays one traf", () => {
    const plain = createGopFragment({ sequence: 1, baseMediaDecodeTime: 0, samples: [{ duration: 3600, keyframe: true, nals: [IDR] }], audio: { baseMediaDecodeTime: 0, samples: [] } });
    expect(parseBoxes(parseBoxes(plain)[0]!.body).filter((b) => b.type === "traf")).toHaveLength(1);
    expect(readAudioSamples(plain)).toEqual([]);
  });
});

describe("readInitAudioConfig", () => {
  const video = { sps: hex("6742c01fd9805005bb011000000300100000030320f1832680"), pps: hex("68c96044b2"), width: 1280, height: 720, timescale: 90000 };

  it("reads the AudioSpecificConfig of the mp4a track back; null without one", () => {
    expect([...readInitAudioConfig(createInitSegment({ ...video, audio: { config: u8(0x14, 0x08), sampleRate: 16000, channels: 1 } }))!]).toEqual([0x14, 0x08]);
    expect(readInitAudioConfig(createInitSegment(video))).toBeNull();
  });
});
