import { describe, expect, it } from "vitest";
import { AnnexBWriter } from "./h264-annex-b.js";

const SPS_A = Buffer.from([0x67, 0xaa]);
const SPS_B = Buffer.from([0x67, 0xbb]);
const PPS = Buffer.from([0x68, 0xcc]);
const AUD = Buffer.from([0x09, 0xf0]);
const IDR = Buffer.from([0x65, 0x01]);
const P = Buffer.from([0x41, 0x02]);

function hex(data: Buffer): string {
  return data.toString("hex");
}

describe("AnnexBWriter", () => {
  it("puts the SDP's parameter sets before an IDR that came without them", () => {
    const writer = new AnnexBWriter(SPS_A, PPS);
    const out = writer.write({ nals: [AUD, IDR], timestamp: 0, arrivalMs: 0 });
    expect(out.keyframe).toBe(true);
    expect(hex(out.data)).toBe("0000000167aa0000000168cc000000016501");
  });

  it("replaces them by in-band ones, once, in front of the IDR", () => {
    const writer = new AnnexBWriter(SPS_A, PPS);
    const out = writer.write({ nals: [SPS_B, PPS, IDR], timestamp: 0, arrivalMs: 0 });
    expect(hex(out.data)).toBe("0000000167bb0000000168cc000000016501");
    expect(writer.currentSps).toEqual(SPS_B);
    expect(hex(writer.write({ nals: [IDR], timestamp: 1, arrivalMs: 0 }).data)).toBe("0000000167bb0000000168cc000000016501");
  });

  it("frames other pictures as they are", () => {
    const out = new AnnexBWriter(SPS_A, PPS).write({ nals: [P], timestamp: 0, arrivalMs: 0 });
    expect(out).toEqual({ data: Buffer.from("000000014102", "hex"), keyframe: false });
  });
});
