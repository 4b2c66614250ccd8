import { describe, expect, it } from "vitest";
import { realClip } from "./recording.test-support.js";
import { findSps, parseSps } from "./sps.js";

describe("parseSps", () => {
  it("reads the codec and size of the simulator's real clips, as their own catalogue states them", () => {
    for (const stream of ["main", "sub"] as const) {
      const clip = realClip(1, stream);
      const sps = findSps(clip.frames[0]!.data);
      expect(sps).not.toBeNull();
      expect(parseSps(sps!)).toEqual({ codec: clip.codec, width: clip.width, height: clip.height });
    }
  });

  it("finds no SPS in a frame that is not a key frame, and refuses a unit that is not an SPS", () => {
    const clip = realClip();
    const delta = clip.frames.find((f) => !f.keyframe)!;
    expect(findSps(delta.data)).toBeNull();
    expect(() => parseSps(new Uint8Array([0x68, 0xce, 0x38, 0x80]))).toThrow(RangeError);
    expect(() => parseSps(new Uint8Array([0x67, 0x64]))).toThrow(RangeError);
  });
});
