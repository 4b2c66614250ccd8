// Reading back the fMP4 this package writes (cloud recordings are read back for playback and archives).

/** A box found in a byte range: its type and where it starts and ends. */
export interface FoundBox {
  type: string;
  start: number;
  end: number;
}

const fourcc = (b: Uint8Array, at: number): string => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** The boxes laid one after another in [from, to). Throws RangeError on a size that runs out of the range. */
export function boxes(data: Uint8Array, view: DataView, from: number, to: number): FoundBox[] {
  const out: FoundBox[] = [];
  let at = from;
  while (at + 8 <= to) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > to) throw new RangeError(`bad box size ${size} at ${at}`);
    out.push({ type: fourcc(data, at + 4), start: at, end: at + size });
    at += size;
  }
  return out;
}

/** One sample of a track run: its times and where its bytes are. */
export interface RunSample {
  decodeTime: number;
  duration: number;
  flags: number;
  start: number;
  end: number;
}

const TRUN_NEEDED = 0x000001 | 0x000100 | 0x000200 | 0x000400;

/**
 * The samples of track `trackId` in the moof+mdat fragments of `data` (one traf per track per moof,
 * default-base-is-moof, trun with data offset, duration, size and flags per sample). Other boxes
 * (ftyp, moov) and other tracks are skipped.
 */
export function trackSamples(data: Uint8Array, trackId: number): RunSample[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const out: RunSample[] = [];
  for (const moof of boxes(data, view, 0, data.length)) {
    if (moof.type !== "moof") continue;
    const traf = boxes(data, view, moof.start + 8, moof.end).find((b) => b.type === "traf" && boxes(data, view, b.start + 8, b.end).some((t) => t.type === "tfhd" && view.getUint32(t.start + 12) === trackId));
    if (!traf) continue;
    const parts = boxes(data, view, traf.start + 8, traf.end);
    const tfdt = parts.find((b) => b.type === "tfdt");
    const trun = parts.find((b) => b.type === "trun");
    if (!tfdt || !trun) continue;
    let decodeTime = view.getUint8(tfdt.start + 8) === 1 ? Number(view.getBigUint64(tfdt.start + 12)) : view.getUint32(tfdt.start + 12);
    const flags = view.getUint32(trun.start + 8) & 0xffffff;
    if ((flags & TRUN_NEEDED) !== TRUN_NEEDED) throw new RangeError("unsupported trun layout");
    const count = view.getUint32(trun.start + 12);
    let dataAt = moof.start + view.getUint32(trun.start + 16);
    let entry = trun.start + 20 + ((flags & 0x4) !== 0 ? 4 : 0);
    const entrySize = 12 + ((flags & 0x800) !== 0 ? 4 : 0);
    for (let i = 0; i < count; i++, entry += entrySize) {
      const duration = view.getUint32(entry);
      const end = dataAt + view.getUint32(entry + 4);
      if (end > data.length) throw new RangeError("sample runs past the end");
      out.push({ decodeTime, duration, flags: view.getUint32(entry + 8), start: dataAt, end });
      decodeTime += duration;
      dataAt = end;
    }
  }
  return out;
}

/** An ISO 14496-1 descriptor's length (1 to 4 bytes of 7 bits) at `at`: [length, where the body starts]. */
function descriptorLength(data: Uint8Array, at: number): [number, number] {
  let length = 0;
  for (let i = 0; i < 4; i++) {
    const b = data[at + i] ?? 0;
    length = (length << 7) | (b & 0x7f);
    if ((b & 0x80) === 0) return [length, at + i + 1];
  }
  return [length, at + 4];
}

/** The AudioSpecificConfig in an esds box's body (ES_Descriptor → DecoderConfig → DecSpecificInfo). */
function esdsConfig(data: Uint8Array, from: number, to: number): Uint8Array | null {
  let at = from;
  if (data[at] !== 0x03) return null;
  [, at] = descriptorLength(data, at + 1);
  const esFlags = data[at + 2] ?? 0;
  at += 3 + ((esFlags & 0x80) !== 0 ? 2 : 0);
  if ((esFlags & 0x40) !== 0) at += 1 + (data[at] ?? 0);
  if ((esFlags & 0x20) !== 0) at += 2;
  if (data[at] !== 0x04) return null;
  [, at] = descriptorLength(data, at + 1);
  at += 13; // objectTypeIndication, streamType, bufferSizeDB, maxBitrate, avgBitrate
  if (data[at] !== 0x05) return null;
  const [length, body] = descriptorLength(data, at + 1);
  return body + length <= to ? data.slice(body, body + length) : null;
}

/**
 * The AAC AudioSpecificConfig of the mp4a track in an init segment (ftyp + moov, as createInitSegment
 * writes it with `audio`), or null when it has no such track.
 */
export function readInitAudioConfig(data: Uint8Array): Uint8Array | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const top = boxes(data, view, 0, data.length);
  const moov = top.find((b) => b.type === "moov");
  if (!moov) return null;
  // `skip`: bytes of the parent's own fields before its child boxes.
  const child = (parent: FoundBox | undefined, type: string, skip = 0) => (parent ? boxes(data, view, parent.start + 8 + skip, parent.end).find((b) => b.type === type) : undefined);
  for (const trak of boxes(data, view, moov.start + 8, moov.end).filter((b) => b.type === "trak")) {
    const stsd = child(child(child(child(trak, "mdia"), "minf"), "stbl"), "stsd");
    // stsd: version, flags and entry count before its entries; mp4a: 28 bytes of sample entry fields before its boxes.
    const esds = child(child(stsd, "mp4a", 8), "esds", 28);
    if (esds) return esdsConfig(data, esds.start + 12, esds.end);
  }
  return null;
}
