import { describe, expect, it } from "vitest";
import { find, parseBoxes, reader, versionFlags } from "../test-support/boxes.js";
import { createFragment, SAMPLE_FLAGS_NON_SYNC, SAMPLE_FLAGS_SYNC } from "./fragment.js";

const u8 = (...b: number[]): Uint8Array => Uint8Array.from(b);
const AUD = u8(0x09, 0xf0);
const SPS = u8(0x67, 0x42, 0xc0, 0x1e);
const PPS = u8(0x68, 0xce);
const SEI = u8(0x06, 0x05, 0x01, 0x80);
const IDR = u8(0x65, 0x88, 0x84, 0x00, 0x33);

function parse(fragment: Uint8Array) {
  const top = parseBoxes(fragment);
  const trun = find(top, "moof", "traf", "trun");
  const t = reader(trun.body);
  return {
    top,
    mfhd: reader(find(top, "moof", "mfhd").body),
    tfhd: find(top, "moof", "traf", "tfhd"),
    tfdt: find(top, "moof", "traf", "tfdt"),
    trun,
    sample: { count: t.getUint32(4), dataOffset: t.getUint32(8), duration: t.getUint32(12), size: t.getUint32(16), flags: t.getUint32(20) },
    mdat: find(top, "mdat"),
  };
}

// Spec §1 live video: one moof+mdat per frame, as go2rtc's muxer sends to MSE.
describe("createFragment", () => {
  const keyframe = createFragment({ sequence: 7, baseMediaDecodeTime: 2 ** 33 + 40, duration: 3600, keyframe: true, nals: [AUD, SPS, PPS, SEI, IDR] });
  const f = parse(keyframe);

  it("is moof (mfhd, traf of tfhd/tfdt/trun) then mdat, sizes adding up", () => {
    expect(f.top.map((b) => b.type)).toEqual(["moof", "mdat"]);
    expect(f.top.reduce((sum, b) => sum + b.size, 0)).toBe(keyframe.length);
    expect(parseBoxes(find(f.top, "moof").body).map((b) => b.type)).toEqual(["mfhd", "traf"]);
    expect(parseBoxes(find(f.top, "moof", "traf").body).map((b) => b.type)).toEqual(["tfhd", "tfdt", "trun"]);
  });

  it("numbers the fragment and uses default-base-is-moof for track 1", () => {
    expect(f.mfhd.getUint32(4)).toBe(7);
    expect(versionFlags(f.tfhd)).toEqual({ version: 0, flags: 0x020000 });
    expect(reader(f.tfhd.body).getUint32(4)).toBe(1);
    expect(f.tfhd.size).toBe(16);
  });

  it("writes a 64-bit decode time in tfdt version 1", () => {
    expect(versionFlags(f.tfdt).version).toBe(1);
    expect(reader(f.tfdt.body).getBigUint64(4)).toBe(2n ** 33n + 40n);
  });

  it("describes one sample with duration, size, sync flags and an offset to the mdat payload", () => {
    expect(versionFlags(f.trun).flags).toBe(0x000701);
    expect(f.sample.count).toBe(1);
    expect(f.sample.duration).toBe(3600);
    expect(f.sample.flags).toBe(SAMPLE_FLAGS_SYNC);
    expect(f.sample.dataOffset).toBe(f.mdat.start + 8);
    expect(f.sample.size).toBe(f.mdat.size - 8);
  });

  it("stores the sample as 4-byte length-prefixed NAL units without AUD, SPS and PPS", () => {
    const d = reader(f.mdat.body);
    expect(d.getUint32(0)).toBe(SEI.length);
    expect([...f.mdat.body.subarray(4, 4 + SEI.length)]).toEqual([...SEI]);
    const at = 4 + SEI.length;
    expect(d.getUint32(at)).toBe(IDR.length);
    expect([...f.mdat.body.subarray(at + 4)]).toEqual([...IDR]);
    expect(f.sample.size).toBe(8 + SEI.length + IDR.length);
  });

  it("flags a frame that is not a keyframe as non-sync", () => {
    const p = parse(createFragment({ sequence: 8, baseMediaDecodeTime: 0, duration: 40, keyframe: false, nals: [u8(0x41, 0x9a, 0x02)] }));
    expect(p.sample.flags).toBe(SAMPLE_FLAGS_NON_SYNC);
    expect(p.sample.size).toBe(7);
    expect(reader(p.tfdt.body).getBigUint64(4)).toBe(0n);
  });
});
