import { describe, expect, it } from "vitest";
import { addEmulationPrevention, BitWriter } from "../test-support/bit-writer.js";
import { hex } from "../test-support/boxes.js";
import { avcCodecString, parseSps } from "./sps.js";

// SPS units copied from packages/device-sim/assets/video (made by make-video-assets.sh) and from
// Debian ffmpeg 5.1 / libx264 encodes of other profiles; the expected sizes are what ffprobe reports.
const SPS = {
  sub360: "6742c01ed980a02ff97011000003000100000300320f162e68",
  main720: "6742c01fd9805005bb011000000300100000030320f1832680",
  high1080: "67640028acd940780227e5c044000003000400000300c83c60c658",
  main1080: "674d4028eca03c0113f2e022000003000200000300641e30632c",
  high444: "67f40028919b280f0044fc4e0220000003002000000641e30632c0",
  interlaced576: "67640016acd940b424d808800000030100000300190f8a14cb",
};

describe("parseSps on real encoder output (spec §1 live video)", () => {
  it("reads the simulator's sub stream: 640x360 baseline level 3.0", () => {
    expect(parseSps(hex(SPS.sub360))).toEqual({ width: 640, height: 360, profileIdc: 66, constraintFlags: 0xc0, levelIdc: 30, codec: "avc1.42C01E", fps: 25 });
  });

  it("reads the simulator's main stream: 1280x720 baseline level 3.1", () => {
    expect(parseSps(hex(SPS.main720))).toEqual({ width: 1280, height: 720, profileIdc: 66, constraintFlags: 0xc0, levelIdc: 31, codec: "avc1.42C01F", fps: 25 });
  });

  it("applies frame cropping (1088 coded rows → 1080) in main and high profile", () => {
    expect(parseSps(hex(SPS.main1080))).toMatchObject({ width: 1920, height: 1080, codec: "avc1.4D4028" });
    expect(parseSps(hex(SPS.high1080))).toMatchObject({ width: 1920, height: 1080, codec: "avc1.640028" });
  });

  it("uses 4:4:4 crop units (1 row, not 2)", () => {
    expect(parseSps(hex(SPS.high444))).toMatchObject({ width: 1920, height: 1080, profileIdc: 244, codec: "avc1.F40028" });
  });

  it("doubles field-coded map units (frame_mbs_only_flag = 0)", () => {
    expect(parseSps(hex(SPS.interlaced576))).toMatchObject({ width: 720, height: 576, codec: "avc1.640016" });
  });
});

describe("parseSps: the frame rate from the VUI timing info (what a camera's stream says about itself)", () => {
  // SPS written by x264 through GStreamer's x264enc (the bridge's RTSP test server), fps as ffprobe reads it.
  const HIGH_1080P25 = "67640028acd940780227e5c05a808080a0000003002000000651e30632c0";
  const HIGH444_360P30 = "67f4001e90d9680a02ff89c05a83030320000003002000000791e2c5d4";
  // Baseline 1280x720 without VUI, as many cameras send (bits written by hand: poc type 2, 80x45 MBs, no cropping).
  const BASELINE_720P_NO_VUI = "6742c01fda014016e4";

  it("reads 25 and 30 fps where the VUI has timing info", () => {
    expect(parseSps(hex(HIGH_1080P25))).toMatchObject({ codec: "avc1.640028", width: 1920, height: 1080, fps: 25 });
    expect(parseSps(hex(HIGH444_360P30))).toMatchObject({ codec: "avc1.F4001E", width: 640, height: 360, fps: 30 });
  });

  it("answers no frame rate without a VUI", () => {
    expect(parseSps(hex(BASELINE_720P_NO_VUI))).toEqual({ width: 1280, height: 720, profileIdc: 66, constraintFlags: 0xc0, levelIdc: 31, codec: "avc1.42C01F" });
  });
});

describe("parseSps on crafted units", () => {
  /** A high-profile SPS with scaling lists, POC type 1 and cropping, whose RBSP contains 00 00 0x runs. */
  function crafted(): Uint8Array {
    const w = new BitWriter().bits(8, 0x67).bits(8, 100).bits(8, 0).bits(8, 0).ue(0);
    w.ue(1).ue(0).ue(0).bit(0); // 4:2:0, 8 bit, no bypass
    w.bit(1); // seq_scaling_matrix_present_flag
    w.bit(1);
    w.se(-8); // list 0: the first delta makes nextScale 0, which ends the list (default matrix)
    w.bit(1);
    for (let j = 0; j < 16; j++) w.se(j === 0 ? 8 : 0); // list 1: explicit flat 16s, all 16 deltas read
    for (let i = 2; i < 8; i++) w.bit(0);
    w.ue(0).ue(1).bit(0).se(0).se(0).ue(2).se(0).se(0); // poc type 1 with a cycle of 2 zero offsets
    w.ue(1).bit(0);
    w.ue(79).ue(44).bit(1).bit(1); // 80x45 macroblocks, frame_mbs_only, direct_8x8
    w.bit(1).ue(0).ue(0).ue(0).ue(0); // cropping flag with zero offsets
    w.bit(0); // no VUI
    // Long runs of zero bits so that the encoded unit needs emulation prevention.
    w.bits(24, 0).bits(8, 1).bits(16, 0);
    return w.rbsp();
  }

  it("skips scaling lists and POC cycles and removes emulation-prevention bytes", () => {
    const rbsp = crafted();
    const nal = addEmulationPrevention(rbsp);
    expect(nal.length).toBeGreaterThan(rbsp.length);
    expect(parseSps(nal)).toEqual({ width: 1280, height: 720, profileIdc: 100, constraintFlags: 0, levelIdc: 0, codec: "avc1.640000" });
  });

  it("refuses a unit that is not an SPS, and a truncated one", () => {
    expect(() => parseSps(hex("68ce3c80"))).toThrow(RangeError);
    expect(() => parseSps(hex("6742c01e"))).toThrow(RangeError);
  });

  it("formats codec strings as RFC 6381 avc1.PPCCLL in upper-case hex", () => {
    expect(avcCodecString(66, 0xe0, 0x1e)).toBe("avc1.42E01E");
    expect(avcCodecString(100, 0, 0x29)).toBe("avc1.640029");
  });
});
