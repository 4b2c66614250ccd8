import { describe, expect, it } from "vitest";
import { isVcl, joinAnnexB, nalType, splitAnnexB } from "./annexb.js";

// Spec §1: users watch live video; the relay reads the devices' H.264 as Annex B byte streams.
const u8 = (...b: number[]): Uint8Array => Uint8Array.from(b);

describe("splitAnnexB", () => {
  it("splits on 4-byte and 3-byte start codes and drops the start codes", () => {
    const stream = u8(0, 0, 0, 1, 0x67, 1, 2, 0, 0, 1, 0x68, 3, 0, 0, 0, 1, 0x65, 4, 5);
    expect(splitAnnexB(stream).map((n) => [...n])).toEqual([[0x67, 1, 2], [0x68, 3], [0x65, 4, 5]]);
  });

  it("ignores bytes before the first start code, empty units and trailing zero bytes", () => {
    const stream = u8(9, 9, 0, 0, 1, 0, 0, 1, 0x41, 7, 0, 0, 0, 0, 0, 1, 0x41, 8, 0, 0);
    expect(splitAnnexB(stream).map((n) => [...n])).toEqual([[0x41, 7], [0x41, 8]]);
  });

  it("keeps 00 00 03 sequences inside a unit (they are not start codes)", () => {
    expect(splitAnnexB(u8(0, 0, 1, 0x67, 0, 0, 3, 1, 0xff)).map((n) => [...n])).toEqual([[0x67, 0, 0, 3, 1, 0xff]]);
  });

  it("returns nothing for data without a start code", () => {
    expect(splitAnnexB(u8(1, 2, 3, 4, 5))).toEqual([]);
    expect(splitAnnexB(new Uint8Array(0))).toEqual([]);
  });

  it("round-trips through joinAnnexB", () => {
    const nals = [u8(0x67, 0x42, 0xc0), u8(0x68, 0xce), u8(0x65, 0x88, 0x80, 0x01)];
    const joined = joinAnnexB(nals);
    expect([...joined.subarray(0, 4)]).toEqual([0, 0, 0, 1]);
    expect(splitAnnexB(joined).map((n) => [...n])).toEqual(nals.map((n) => [...n]));
  });
});

describe("nalType", () => {
  it("reads the low 5 bits of the header byte", () => {
    expect(nalType(u8(0x67))).toBe(7);
    expect(nalType(u8(0x68))).toBe(8);
    expect(nalType(u8(0x65))).toBe(5);
    expect(nalType(u8(0x41))).toBe(1);
    expect(nalType(u8(0x09, 0xf0))).toBe(9);
    expect(nalType(new Uint8Array(0))).toBe(0);
  });

  it("tells slices from other units", () => {
    expect([1, 5].every(isVcl)).toBe(true);
    expect([0, 6, 7, 8, 9].some(isVcl)).toBe(false);
  });
});
