import { describe, expect, it } from "vitest";
import { parseSps } from "./h264-sps.js";

// SPS written by x264 (through GStreamer's x264enc), read back with ffprobe for the expected values.
const HIGH_1080P25 = "67640028acd940780227e5c05a808080a0000003002000000651e30632c0";
const HIGH444_1080P25 = "67f4002890d9b280f0044fc4e02d4040405000000300100000030328f1831960";
const HIGH444_360P30 = "67f4001e90d9680a02ff89c05a83030320000003002000000791e2c5d4";
// Baseline 1280x720 without VUI, as many cameras send (bits written by hand: poc type 2, 80x45 MBs, no cropping).
const BASELINE_720P_NO_VUI = "6742c01fda014016e4";

describe("parseSps", () => {
  it("reads a 1080p High profile SPS: cropping from 1088, codec string and VUI frame rate", () => {
    expect(parseSps(Buffer.from(HIGH_1080P25, "hex"))).toEqual({ codec: "avc1.640028", width: 1920, height: 1080, fps: 25 });
  });

  it("reads High 4:4:4 SPSs (chroma format 3, crop unit 1)", () => {
    expect(parseSps(Buffer.from(HIGH444_1080P25, "hex"))).toEqual({ codec: "avc1.f40028", width: 1920, height: 1080, fps: 25 });
    expect(parseSps(Buffer.from(HIGH444_360P30, "hex"))).toEqual({ codec: "avc1.f4001e", width: 640, height: 360, fps: 30 });
  });

  it("answers no frame rate when the SPS has no VUI", () => {
    expect(parseSps(Buffer.from(BASELINE_720P_NO_VUI, "hex"))).toEqual({ codec: "avc1.42c01f", width: 1280, height: 720 });
  });

  it("throws on a truncated SPS", () => {
    expect(() => parseSps(Buffer.from("6764002800", "hex"))).toThrow(/SPS/);
  });
});
