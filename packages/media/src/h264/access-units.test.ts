import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SIM_CLIP_DIR } from "../test-support/boxes.js";
import { joinAnnexB, nalType } from "./annexb.js";
import { splitAccessUnits } from "./access-units.js";

const u8 = (...b: number[]): Uint8Array => Uint8Array.from(b);
// Slice headers: first_mb_in_slice ue(v) is the first field after the NAL header: bit "1" = 0, "010" = 1.
const idr = (firstMb0: boolean): Uint8Array => u8(0x65, firstMb0 ? 0x88 : 0x48, 0x84);
const slice = (firstMb0: boolean): Uint8Array => u8(0x41, firstMb0 ? 0x9a : 0x4a, 0x02);
const SPS = u8(0x67, 0x42, 0xc0, 0x1e);
const PPS = u8(0x68, 0xce, 0x3c, 0x80);
const AUD = u8(0x09, 0xf0);

describe("splitAccessUnits (spec §1 live video: one frame per fragment)", () => {
  it("groups the simulator clip into 150 frames with an IDR and its SPS/PPS every 50 frames", () => {
    const units = splitAccessUnits(readFileSync(new URL("ch01-sub.h264", SIM_CLIP_DIR)));
    expect(units).toHaveLength(150);
    expect(units.flatMap((u, i) => (u.keyframe ? [i] : []))).toEqual([0, 50, 100]);
    for (const u of units) {
      const types = u.nals.map(nalType);
      expect(types.filter((t) => t === 1 || t === 5)).toHaveLength(1);
      if (u.keyframe) expect(types.slice(0, 2)).toEqual([7, 8]);
    }
  });

  it("starts a unit at each slice with first_mb_in_slice 0 and at parameter sets after a slice", () => {
    const units = splitAccessUnits(joinAnnexB([SPS, PPS, idr(true), slice(true), slice(true), SPS, PPS, idr(true)]));
    expect(units.map((u) => [u.nals.map(nalType), u.keyframe])).toEqual([
      [[7, 8, 5], true],
      [[1], false],
      [[1], false],
      [[7, 8, 5], true],
    ]);
  });

  it("keeps the later slices of a multi-slice picture in its unit", () => {
    const units = splitAccessUnits(joinAnnexB([idr(true), idr(false), slice(true), slice(false), slice(false)]));
    expect(units.map((u) => u.nals.length)).toEqual([2, 3]);
  });

  it("starts a unit at every access unit delimiter", () => {
    const units = splitAccessUnits(joinAnnexB([AUD, SPS, PPS, idr(true), AUD, slice(true), AUD, slice(true)]));
    expect(units.map((u) => u.nals.map(nalType))).toEqual([[9, 7, 8, 5], [9, 1], [9, 1]]);
    expect(units.map((u) => u.keyframe)).toEqual([true, false, false]);
  });

  it("returns no units for an empty stream", () => {
    expect(splitAccessUnits(new Uint8Array(0))).toEqual([]);
  });
});
