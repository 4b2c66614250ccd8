import type { ByteWriter } from "../bytes.js";

/** Writes an ISO BMFF box: 32-bit size, type, then whatever `body` writes. */
export function box(w: ByteWriter, type: string, body: (w: ByteWriter) => void): void {
  const start = w.length;
  w.u32(0).fourcc(type);
  body(w);
  w.setU32(start, w.length - start);
}

/** Writes a full box: a box whose body starts with version (8 bits) and flags (24 bits). */
export function fullBox(w: ByteWriter, type: string, version: number, flags: number, body: (w: ByteWriter) => void): void {
  box(w, type, (b) => {
    b.u32((version << 24) | (flags & 0xffffff));
    body(b);
  });
}

/** The unity transformation matrix of mvhd and tkhd (ISO 14496-12 8.2.2). */
export const UNITY_MATRIX = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000] as const;
