import { closeSync, fstatSync, openSync, readSync, renameSync, rmSync, truncateSync, writeSync, writevSync } from "node:fs";
import { join } from "node:path";

/**
 * The on-disk shape of one recording segment (docs/bridge.md "What it stores"): `<start>.h264`, the
 * camera's access units back to back (Annex B, so any H.264 tool reads it), and `<start>.idx`, one
 * fixed-size record per frame. A segment being written has only its start in its names; closing it
 * renames both to `<start>-<end>` (Unix ms), so the catalogue is read from the directory listing.
 */

/** One frame of a segment, as its index records it. */
export interface FrameEntry {
  offset: number;
  length: number;
  wallMs: number;
  keyframe: boolean;
}

// Record: u32 magic|flags, u32 length, f64 offset, f64 wallMs (little-endian). The magic tells a
// written record from the zeros a power loss can leave at the end of a file.
export const INDEX_RECORD_BYTES = 24;
const MAGIC = 0x5652_0000;
const KEYFRAME = 1;

export function encodeEntry(entry: FrameEntry, out: Uint8Array, at: number): void {
  const view = new DataView(out.buffer, out.byteOffset + at, INDEX_RECORD_BYTES);
  view.setUint32(0, MAGIC | (entry.keyframe ? KEYFRAME : 0), true);
  view.setUint32(4, entry.length, true);
  view.setFloat64(8, entry.offset, true);
  view.setFloat64(16, entry.wallMs, true);
}

/**
 * The frames of an index, up to the last whole one that is consistent with the data file: records
 * run on without holes, each frame lies inside the data, time never goes back. What follows the first
 * bad record (a write cut short by a crash) is not trusted.
 */
export function decodeEntries(index: Uint8Array, dataBytes: number): FrameEntry[] {
  const view = new DataView(index.buffer, index.byteOffset, index.byteLength);
  const entries: FrameEntry[] = [];
  let expectOffset = 0;
  let lastWall = -Infinity;
  for (let at = 0; at + INDEX_RECORD_BYTES <= index.byteLength; at += INDEX_RECORD_BYTES) {
    const head = view.getUint32(at, true);
    const length = view.getUint32(at + 4, true);
    const offset = view.getFloat64(at + 8, true);
    const wallMs = view.getFloat64(at + 16, true);
    const valid = (head & 0xffff_0000) === MAGIC && length > 0 && offset === expectOffset && offset + length <= dataBytes && Number.isFinite(wallMs) && wallMs >= lastWall;
    if (!valid) break;
    entries.push({ offset, length, wallMs, keyframe: (head & KEYFRAME) !== 0 });
    expectOffset = offset + length;
    lastWall = wallMs;
  }
  return entries;
}

/** A segment's files and span. */
export interface SegmentFiles {
  startMs: number;
  /** Null while the segment is being written (or was cut short by a crash). */
  endMs: number | null;
  data: string;
  index: string;
}

const NAME = /^(\d+)(?:-(\d+))?\.(h264|idx)$/;

/** The segments of a channel directory's listing, by start time; an index whose data file is missing is left out. */
export function listSegments(dir: string, names: readonly string[]): SegmentFiles[] {
  const byStart = new Map<number, { data?: [string, number | null]; index?: [string, number | null] }>();
  for (const name of names) {
    const m = NAME.exec(name);
    if (!m) continue;
    const start = Number(m[1]);
    const slot = byStart.get(start) ?? {};
    slot[m[3] === "h264" ? "data" : "index"] = [name, m[2] === undefined ? null : Number(m[2])];
    byStart.set(start, slot);
  }
  const out: SegmentFiles[] = [];
  for (const [startMs, slot] of [...byStart].sort((a, b) => a[0] - b[0])) {
    if (!slot.data) {
      if (slot.index) rmSync(join(dir, slot.index[0]), { force: true });
      continue;
    }
    const indexName = slot.index?.[0] ?? `${startMs}.idx`;
    // Closing renames the data first: a closed data file with an open index was cut between the renames.
    out.push({ startMs, endMs: slot.data[1], data: join(dir, slot.data[0]), index: join(dir, indexName) });
  }
  return out;
}

/** Reads a whole file (or its first `limit` bytes), or an empty array when it is missing. */
export function readWhole(path: string, limit = Infinity): Uint8Array {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return new Uint8Array(0);
  }
  try {
    const size = Math.min(fstatSync(fd).size, limit);
    const out = new Uint8Array(size);
    let at = 0;
    while (at < size) {
      const n = readSync(fd, out, at, size - at, at);
      if (n === 0) break;
      at += n;
    }
    return out.subarray(0, at);
  } finally {
    closeSync(fd);
  }
}

function fileSize(path: string): number {
  try {
    const fd = openSync(path, "r");
    try {
      return fstatSync(fd).size;
    } finally {
      closeSync(fd);
    }
  } catch {
    return 0;
  }
}

/** The frames of a segment on disk, up to its last whole frame. */
export function readEntries(files: Pick<SegmentFiles, "data" | "index">): FrameEntry[] {
  return decodeEntries(readWhole(files.index), fileSize(files.data));
}

/** The span's end of frames: the last one's time plus one frame interval (that of the frame before it). */
export function endOfFrames(entries: readonly FrameEntry[], defaultFrameMs = 40): number {
  const last = entries.at(-1)!;
  const before = entries.at(-2);
  return last.wallMs + (before ? Math.max(1, last.wallMs - before.wallMs) : defaultFrameMs);
}

/**
 * The entries up to the first whose data does not begin with a start code: after a power loss a file
 * can keep its length with zeros where the last writes never landed.
 */
function withStartCodes(data: string, entries: FrameEntry[]): FrameEntry[] {
  if (entries.length === 0) return entries;
  const fd = openSync(data, "r");
  try {
    const head = new Uint8Array(4);
    const whole = entries.findIndex((e) => {
      const n = readSync(fd, head, 0, 4, e.offset);
      const startCode = head[0] === 0 && head[1] === 0 && (head[2] === 1 || (head[2] === 0 && head[3] === 1));
      return n < 3 || !startCode;
    });
    return whole < 0 ? entries : entries.slice(0, whole);
  } finally {
    closeSync(fd);
  }
}

/** Closed names of a segment: `<start>-<end>.h264` and `.idx` beside the open ones. */
export function closedNames(dir: string, startMs: number, endMs: number): { data: string; index: string } {
  return { data: join(dir, `${startMs}-${endMs}.h264`), index: join(dir, `${startMs}-${endMs}.idx`) };
}

/**
 * Makes a segment cut short by a crash whole again: both files trimmed to the last whole frame and
 * renamed closed. Answers the closed segment, or null (and removes the files) when no frame survived.
 */
export function recoverSegment(dir: string, files: SegmentFiles): SegmentFiles | null {
  const entries = withStartCodes(files.data, readEntries(files));
  if (entries.length === 0) {
    rmSync(files.data, { force: true });
    rmSync(files.index, { force: true });
    return null;
  }
  const last = entries.at(-1)!;
  truncateSync(files.data, last.offset + last.length);
  truncateSync(files.index, entries.length * INDEX_RECORD_BYTES);
  const endMs = files.endMs ?? Math.round(endOfFrames(entries));
  const closed = closedNames(dir, files.startMs, endMs);
  if (files.data !== closed.data) renameSync(files.data, closed.data);
  if (files.index !== closed.index) renameSync(files.index, closed.index);
  return { startMs: files.startMs, endMs, data: closed.data, index: closed.index };
}

/** The frames in one gathered write (no concatenated copy); a short write's rest goes with writeAll. */
export function writeAllv(fd: number, parts: readonly Uint8Array[]): void {
  const total = parts.reduce((sum, p) => sum + p.byteLength, 0);
  const done = writevSync(fd, parts as Uint8Array[]);
  if (done < total) writeAll(fd, Buffer.concat(parts).subarray(done));
}

/** Writes all of `bytes`, however short each write the system makes. */
export function writeAll(fd: number, bytes: Uint8Array): void {
  let at = 0;
  while (at < bytes.byteLength) at += writeSync(fd, bytes, at, bytes.byteLength - at);
}
