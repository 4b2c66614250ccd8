import { describe, expect, it } from "vitest";
import { mp4Box, timedFragment } from "./fake-media.test-support";
import { decodeTimeOf, rebaseFragments, startsWithKeyframe, trackOf } from "./fragment-info";

const u32 = (...values: number[]) => {
  const out = new Uint8Array(values.length * 4);
  values.forEach((v, i) => new DataView(out.buffer).setUint32(i * 4, v >>> 0));
  return out;
};
const KEY = 0x0200_0000; // sample_depends_on = 2 (an I-frame)
const DELTA = 0x0101_0000; // depends on others, non-sync

/** moof > traf > tfhd (+default flags) + trun with first-sample flags or per-sample flags. */
function fragment(opts: { first?: number; perSample?: number; defaults?: number }): ArrayBuffer {
  const tfhd = opts.defaults === undefined ? mp4Box("tfhd", u32(0x02_0000, 1)) : mp4Box("tfhd", u32(0x02_0020, 1, opts.defaults));
  const trun = opts.first !== undefined
    ? mp4Box("trun", u32(0x0000_0005, 1, 0, opts.first))
    : opts.perSample !== undefined
      ? mp4Box("trun", u32(0x0000_0401, 1, 0, opts.perSample))
      : mp4Box("trun", u32(0x0000_0001, 1, 0));
  const bytes = [mp4Box("moof", mp4Box("mfhd", u32(0, 1)), mp4Box("traf", tfhd, trun)), mp4Box("mdat", new Uint8Array(4))];
  const all = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of bytes) {
    all.set(b, at);
    at += b.length;
  }
  return all.buffer;
}

// ISO/IEC 14496-12 §8.8: a local recording starts at a sync sample (spec §2 local record).
describe("startsWithKeyframe", () => {
  it("reads first-sample flags, per-sample flags, then the tfhd defaults", () => {
    expect(startsWithKeyframe(fragment({ first: KEY }))).toBe(true);
    expect(startsWithKeyframe(fragment({ first: DELTA }))).toBe(false);
    expect(startsWithKeyframe(fragment({ perSample: DELTA }))).toBe(false);
    expect(startsWithKeyframe(fragment({ perSample: KEY }))).toBe(true);
    expect(startsWithKeyframe(fragment({ defaults: DELTA }))).toBe(false);
    expect(startsWithKeyframe(fragment({}))).toBe(true);
  });

  it("treats bytes it cannot read as a keyframe rather than dropping the recording", () => {
    expect(startsWithKeyframe(new ArrayBuffer(3))).toBe(true);
  });
});

// Issue 28 (spec §2 local record): a recording begun 18 s into the live timeline starts at 0.
describe("rebaseFragments", () => {
  const TICKS = 90_000;

  it("§2: moves every fragment back by the first one's decode time, keeping their spacing", () => {
    const live = [18, 18.04, 24].map((s) => timedFragment(Math.round(s * TICKS)));
    const rebased = rebaseFragments(live);
    expect(rebased.map(decodeTimeOf)).toEqual([0, Math.round(0.04 * TICKS), 6 * TICKS]);
    // The player's own fragments are untouched.
    expect(decodeTimeOf(live[0]!)).toBe(18 * TICKS);
  });

  it("reads and rewrites a version 0 tfdt too; a recording already at 0 stays as it is", () => {
    expect(rebaseFragments([timedFragment(500, 0), timedFragment(800, 0)]).map(decodeTimeOf)).toEqual([0, 300]);
    expect(rebaseFragments([timedFragment(0), timedFragment(10)]).map(decodeTimeOf)).toEqual([0, 10]);
    expect(decodeTimeOf(new ArrayBuffer(4))).toBeNull();
  });

  it("issue 31: the sound's fragments (track 2, 16 kHz) move back by their own first time, not the video's", () => {
    const parts = [timedFragment(18 * TICKS), timedFragment(18 * 16_000 + 512, 1, 2), timedFragment(18.04 * TICKS), timedFragment(18 * 16_000 + 1536, 1, 2)];
    expect(parts.map(trackOf)).toEqual([1, 2, 1, 2]);
    expect(rebaseFragments(parts).map(decodeTimeOf)).toEqual([0, 0, Math.round(0.04 * TICKS), 1024]);
  });
});
