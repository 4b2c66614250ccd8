/** A parsed ISO BMFF box: its type, where it sits, and its payload. */
export interface ParsedBox {
  type: string;
  /** Offset of the box's first byte in the parsed buffer. */
  start: number;
  size: number;
  /** The bytes after the 8-byte header. */
  body: Uint8Array;
}

const fourcc = (b: Uint8Array, at: number): string => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** Parses consecutive boxes; throws when a size runs past the end (what a player would reject). */
export function parseBoxes(data: Uint8Array, base = 0): ParsedBox[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const boxes: ParsedBox[] = [];
  let at = 0;
  while (at < data.length) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > data.length) throw new RangeError(`bad box size ${size} at ${base + at}`);
    boxes.push({ type: fourcc(data, at + 4), start: base + at, size, body: data.subarray(at + 8, at + size) });
    at += size;
  }
  return boxes;
}

/** The one child of `type` in `boxes` (throws when missing or repeated). */
export function child(boxes: readonly ParsedBox[], type: string): ParsedBox {
  const found = boxes.filter((b) => b.type === type);
  if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length} among ${boxes.map((b) => b.type).join(",")}`);
  return found[0]!;
}

/** Follows a path of box types, e.g. `find(boxes, "moov", "trak", "mdia")`; container bodies are parsed as boxes. */
export function find(boxes: readonly ParsedBox[], ...path: string[]): ParsedBox {
  let current = child(boxes, path[0]!);
  for (const type of path.slice(1)) current = child(parseBoxes(current.body, current.start + 8), type);
  return current;
}

/** Children of a container box. */
export function children(b: ParsedBox): ParsedBox[] {
  return parseBoxes(b.body, b.start + 8);
}

/** A big-endian reader over a box body. */
export function reader(body: Uint8Array): DataView {
  return new DataView(body.buffer, body.byteOffset, body.byteLength);
}

/** Version and flags of a full box. */
export function versionFlags(b: ParsedBox): { version: number; flags: number } {
  const v = reader(b.body).getUint32(0);
  return { version: v >>> 24, flags: v & 0xffffff };
}

/** Bytes from a hex string. */
export function hex(s: string): Uint8Array {
  return Uint8Array.from(s.match(/../g) ?? [], (h) => parseInt(h, 16));
}

/** ASCII text of bytes. */
export function ascii(b: Uint8Array): string {
  return String.fromCharCode(...b);
}

/** A committed simulator clip (packages/device-sim/assets/video), read as test input. */
export const SIM_CLIP_DIR = new URL("../../../device-sim/assets/video/", import.meta.url);
