import { describe, expect, it } from "vitest";
import { ascii } from "../test-support/boxes.js";
import { AVIIF_KEYFRAME, createAviWriter } from "./avi-writer.js";

interface Chunk {
  id: string;
  /** Offset of the chunk's id in the file. */
  start: number;
  size: number;
  body: Uint8Array;
}

/** RIFF chunks (little-endian sizes, bodies padded to even). */
function chunks(data: Uint8Array, base = 0): Chunk[] {
  const v = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const out: Chunk[] = [];
  for (let at = 0; at < data.length; ) {
    const size = v.getUint32(at + 4, true);
    if (at + 8 + size > data.length) throw new RangeError(`chunk past the end at ${base + at}`);
    out.push({ id: ascii(data.subarray(at, at + 4)), start: base + at, size, body: data.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size % 2);
  }
  return out;
}
/** The chunks of a LIST (after its 4-byte list type). */
const listItems = (c: Chunk): Chunk[] => chunks(c.body.subarray(4), c.start + 12);
const le = (b: Uint8Array): DataView => new DataView(b.buffer, b.byteOffset, b.byteLength);
const frame = (n: number, key: boolean): Uint8Array => Uint8Array.from([0, 0, 0, 1, key ? 0x65 : 0x41, ...Array.from({ length: n }, (_, i) => i + 1)]);

// Spec §3/§5: local records and downloads are AVI files a common player opens.
describe("createAviWriter", () => {
  const writer = createAviWriter({ width: 640, height: 360, fps: 25 });
  writer.addFrame(frame(3, false), false); // before the first keyframe: dropped
  const frames = [frame(10, true), frame(3, false), frame(4, false), frame(7, true)];
  frames.forEach((f, i) => writer.addFrame(f, i % 3 === 0));
  const file = writer.finish();
  const [riff] = chunks(file);
  const top = listItems(riff!);
  const hdrl = top[0]!;
  const movi = top[1]!;

  it("is RIFF 'AVI ' with hdrl, movi and idx1", () => {
    expect(riff!.id).toBe("RIFF");
    expect(riff!.size + 8).toBe(file.length);
    expect(ascii(riff!.body.subarray(0, 4))).toBe("AVI ");
    expect(top.map((c) => c.id)).toEqual(["LIST", "LIST", "idx1"]);
    expect(ascii(hdrl.body.subarray(0, 4))).toBe("hdrl");
    expect(ascii(movi.body.subarray(0, 4))).toBe("movi");
  });

  it("writes avih: 40000 µs per frame, AVIF_HASINDEX, 4 frames, 1 stream, 640x360", () => {
    const [avih, strl] = listItems(hdrl);
    expect([avih!.id, avih!.size]).toEqual(["avih", 56]);
    const v = le(avih!.body);
    expect(v.getUint32(0, true)).toBe(40000);
    expect(v.getUint32(12, true) & 0x10).toBe(0x10);
    expect(v.getUint32(16, true)).toBe(4);
    expect(v.getUint32(24, true)).toBe(1);
    expect([v.getUint32(32, true), v.getUint32(36, true)]).toEqual([640, 360]);
    expect(ascii(strl!.body.subarray(0, 4))).toBe("strl");
  });

  it("writes strh vids/H264 at 25/1 for 4 frames and a 40-byte BITMAPINFOHEADER of H264", () => {
    const [strh, strf] = listItems(listItems(hdrl)[1]!);
    expect([strh!.id, strh!.size, strf!.id, strf!.size]).toEqual(["strh", 56, "strf", 40]);
    expect(ascii(strh!.body.subarray(0, 8))).toBe("vidsH264");
    const h = le(strh!.body);
    expect([h.getUint32(20, true), h.getUint32(24, true), h.getUint32(32, true)]).toEqual([1, 25, 4]); // scale, rate, length
    expect([h.getUint16(52, true), h.getUint16(54, true)]).toEqual([640, 360]);
    const f = le(strf!.body);
    expect([f.getUint32(0, true), f.getUint32(4, true), f.getUint32(8, true), f.getUint16(12, true)]).toEqual([40, 640, 360, 1]);
    expect(ascii(strf!.body.subarray(16, 20))).toBe("H264");
  });

  it("stores each frame unchanged in a '00dc' chunk, padding odd sizes", () => {
    const dc = listItems(movi);
    expect(dc.map((c) => c.id)).toEqual(["00dc", "00dc", "00dc", "00dc"]);
    expect(dc.map((c) => [...c.body])).toEqual(frames.map((f) => [...f]));
    // frame(3) is 8 bytes, frame(4) 9: the second chunk after it starts 8 + 9 + 1 bytes later
    expect(dc[3]!.start - dc[2]!.start).toBe(8 + 9 + 1);
  });

  it("indexes every chunk in idx1 with offsets from the 'movi' fourcc and keyframe flags", () => {
    const idx = top[2]!;
    expect(idx.size).toBe(16 * 4);
    const v = le(idx.body);
    const moviFourcc = movi.start + 8;
    const dc = listItems(movi);
    for (let i = 0; i < 4; i++) {
      expect(ascii(idx.body.subarray(i * 16, i * 16 + 4))).toBe("00dc");
      expect(v.getUint32(i * 16 + 4, true)).toBe(i % 3 === 0 ? AVIIF_KEYFRAME : 0);
      expect(moviFourcc + v.getUint32(i * 16 + 8, true)).toBe(dc[i]!.start);
      expect(v.getUint32(i * 16 + 12, true)).toBe(frames[i]!.length);
    }
  });

  it("writes rate/scale in thousandths for fractional frame rates, and an empty file without frames", () => {
    const empty = createAviWriter({ width: 2, height: 2, fps: 29.97 }).finish();
    const strh = listItems(listItems(listItems(chunks(empty)[0]!)[0]!)[1]!)[0]!;
    expect([le(strh.body).getUint32(20, true), le(strh.body).getUint32(24, true)]).toEqual([1000, 29970]);
    expect(chunks(empty)[0]!.size + 8).toBe(empty.length);
  });
});
