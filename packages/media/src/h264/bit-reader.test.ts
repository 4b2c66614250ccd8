import { describe, expect, it } from "vitest";
import { BitWriter } from "../test-support/bit-writer.js";
import { BitReader, toRbsp } from "./bit-reader.js";

describe("toRbsp", () => {
  it("removes emulation-prevention bytes", () => {
    expect([...toRbsp(Uint8Array.from([0x67, 0, 0, 3, 1, 0, 0, 3, 0, 0, 0, 3]))]).toEqual([0x67, 0, 0, 1, 0, 0, 0, 0, 0]);
  });

  it("returns the same array when there is nothing to remove", () => {
    const nal = Uint8Array.from([0x67, 0, 3, 0, 1]);
    expect(toRbsp(nal)).toBe(nal);
  });
});

describe("BitReader", () => {
  it("reads fixed bits and Exp-Golomb codes", () => {
    const values = [0, 1, 2, 3, 7, 255, 65535, 2 ** 20];
    const signed = [0, 1, -1, 2, -2, 100, -100];
    const w = new BitWriter().bits(3, 5);
    values.forEach((v) => w.ue(v));
    signed.forEach((v) => w.se(v));
    const r = new BitReader(w.rbsp());
    expect(r.bits(3)).toBe(5);
    expect(values.map(() => r.ue())).toEqual(values);
    expect(signed.map(() => r.se())).toEqual(signed);
  });

  it("throws at the end of the data", () => {
    const r = new BitReader(Uint8Array.from([0]));
    expect(() => r.ue()).toThrow(RangeError);
  });
});
