import { parseSps } from "@vms/media/h264";
import { describe, expect, it } from "vitest";
import { realClip } from "../recording/recording.test-support.js";
import { findSps } from "./h264.js";

describe("findSps", () => {
  it("finds the SPS of a key frame, which reads as the simulator's real clips state their codec and size", () => {
    for (const stream of ["main", "sub"] as const) {
      const clip = realClip(1, stream);
      const sps = findSps(clip.frames[0]!.data);
      expect(sps).not.toBeNull();
      expect(parseSps(sps!)).toMatchObject({ codec: clip.codec, width: clip.width, height: clip.height });
    }
  });

  it("finds no SPS in a frame that is not a key frame", () => {
    const clip = realClip();
    expect(findSps(clip.frames.find((f) => !f.keyframe)!.data)).toBeNull();
  });
});
