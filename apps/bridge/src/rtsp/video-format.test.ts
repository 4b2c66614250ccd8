import { describe, expect, it } from "vitest";
import { FormatProbe } from "./video-format.js";

// 1280x720 baseline without VUI timing (see h264-sps.test.ts); 1080p High with VUI timing at 25 fps.
const SPS_NO_TIMING = Buffer.from("6742c01fda014016e4", "hex");
const SPS_25 = Buffer.from("67640028acd940780227e5c05a808080a0000003002000000651e30632c0", "hex");

describe("FormatProbe", () => {
  it("waits for an IDR with an SPS", () => {
    const probe = new FormatProbe(undefined, 90_000);
    expect(probe.push(false, SPS_25, 0)).toBeUndefined();
    expect(probe.push(true, SPS_25, 3600)).toEqual({ codec: "avc1.640028", width: 1920, height: 1080, fps: 25 });
  });

  it("prefers the SDP's frame rate to the SPS's", () => {
    expect(new FormatProbe(12.5, 90_000).push(true, SPS_25, 0)?.fps).toBe(12.5);
  });

  it("measures the frame rate on the RTP clock when nobody declares it", () => {
    const probe = new FormatProbe(undefined, 90_000);
    const answers = Array.from({ length: 11 }, (_, i) => probe.push(i === 0, SPS_NO_TIMING, i * 6000));
    expect(answers.slice(0, 10).every((a) => a === undefined)).toBe(true);
    expect(answers[10]).toEqual({ codec: "avc1.42C01F", width: 1280, height: 720, fps: 15 });
  });
});
