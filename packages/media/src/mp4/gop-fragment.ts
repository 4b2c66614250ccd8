import { ByteWriter } from "../bytes.js";
import { NAL_TYPE, nalType } from "../h264/annexb.js";
import { box, fullBox } from "./box.js";
import { SAMPLE_FLAGS_NON_SYNC, SAMPLE_FLAGS_SYNC } from "./fragment.js";
import { TRACK_ID } from "./init-segment.js";

/** One frame of a GOP fragment. */
export interface FragmentSample {
  /** Duration in the init segment's timescale. */
  duration: number;
  keyframe: boolean;
  /** The frame's NAL units without start codes (one access unit). */
  nals: Uint8Array[];
}

/** Options of createGopFragment. */
export interface GopFragmentOptions {
  sequence: number;
  /** Decode time of the first sample. */
  baseMediaDecodeTime: number;
  /** The frames, normally one GOP starting at its IDR. */
  samples: FragmentSample[];
}

const TFHD_DEFAULT_BASE_IS_MOOF = 0x020000;
const TRUN_FLAGS = 0x000001 | 0x000100 | 0x000200 | 0x000400;
const DROPPED = new Set<number>([NAL_TYPE.AUD, NAL_TYPE.SPS, NAL_TYPE.PPS]);

/**
 * One media fragment holding several frames (a GOP, for recordings): moof with one trun of N
 * samples (duration, size, flags each) and one mdat. Same layout rules as createFragment
 * (default-base-is-moof, tfdt version 1, AVCC samples without AUD/SPS/PPS); 92 + 12·N bytes of
 * overhead instead of 108 per frame.
 */
export function createGopFragment(opts: GopFragmentOptions): Uint8Array {
  const samples = opts.samples.map((s) => ({ ...s, nals: s.nals.filter((nal) => nal.length > 0 && !DROPPED.has(nalType(nal))) }));
  const sizes = samples.map((s) => s.nals.reduce((sum, nal) => sum + 4 + nal.length, 0));
  const total = sizes.reduce((a, b) => a + b, 0);
  const w = new ByteWriter(128 + samples.length * 12 + total);
  let dataOffsetAt = 0;
  box(w, "moof", (m) => {
    fullBox(m, "mfhd", 0, 0, (d) => d.u32(opts.sequence));
    box(m, "traf", (t) => {
      fullBox(t, "tfhd", 0, TFHD_DEFAULT_BASE_IS_MOOF, (d) => d.u32(TRACK_ID));
      fullBox(t, "tfdt", 1, 0, (d) => d.u64(opts.baseMediaDecodeTime));
      fullBox(t, "trun", 0, TRUN_FLAGS, (d) => {
        d.u32(samples.length);
        dataOffsetAt = d.length;
        d.u32(0);
        samples.forEach((s, i) => d.u32(s.duration).u32(sizes[i]!).u32(s.keyframe ? SAMPLE_FLAGS_SYNC : SAMPLE_FLAGS_NON_SYNC));
      });
    });
  });
  w.setU32(dataOffsetAt, w.length + 8);
  box(w, "mdat", (d) => {
    for (const s of samples) for (const nal of s.nals) d.u32(nal.length).bytes(nal);
  });
  return w.toBytes();
}

/** One sample read back from a fragment. */
export interface ReadSample {
  /** Decode time in the timescale. */
  decodeTime: number;
  duration: number;
  keyframe: boolean;
  /** NAL units (views into the input). */
  nals: Uint8Array[];
}

const fourcc = (b: Uint8Array, at: number): string => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

interface Box {
  type: string;
  start: number;
  end: number;
}

function boxes(data: Uint8Array, view: DataView, from: number, to: number): Box[] {
  const out: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > to) throw new RangeError(`bad box size ${size} at ${at}`);
    out.push({ type: fourcc(data, at + 4), start: at, end: at + size });
    at += size;
  }
  return out;
}

/**
 * Reads the samples of the moof+mdat fragments in `data` (as written by createFragment and
 * createGopFragment: one traf, default-base-is-moof, trun with data offset, duration, size and
 * flags per sample, 4-byte NAL lengths). ftyp/moov and other boxes are skipped.
 */
export function readFragmentSamples(data: Uint8Array): ReadSample[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const out: ReadSample[] = [];
  for (const moof of boxes(data, view, 0, data.length)) {
    if (moof.type !== "moof") continue;
    // Only the video track's samples: an audio traf (track 2) of a stream with sound is skipped.
    const traf = boxes(data, view, moof.start + 8, moof.end).find((b) => b.type === "traf" && boxes(data, view, b.start + 8, b.end).some((t) => t.type === "tfhd" && view.getUint32(t.start + 12) === TRACK_ID));
    if (!traf) continue;
    const parts = boxes(data, view, traf.start + 8, traf.end);
    const tfdt = parts.find((b) => b.type === "tfdt");
    const trun = parts.find((b) => b.type === "trun");
    if (!tfdt || !trun) continue;
    const tfdtVersion = view.getUint8(tfdt.start + 8);
    let decodeTime = tfdtVersion === 1 ? Number(view.getBigUint64(tfdt.start + 12)) : view.getUint32(tfdt.start + 12);
    const flags = view.getUint32(trun.start + 8) & 0xffffff;
    if ((flags & TRUN_FLAGS) !== TRUN_FLAGS) throw new RangeError("unsupported trun layout");
    const count = view.getUint32(trun.start + 12);
    let dataAt = moof.start + view.getUint32(trun.start + 16);
    let entry = trun.start + 20 + ((flags & 0x4) !== 0 ? 4 : 0);
    const entrySize = 12 + ((flags & 0x800) !== 0 ? 4 : 0);
    for (let i = 0; i < count; i++, entry += entrySize) {
      const duration = view.getUint32(entry);
      const size = view.getUint32(entry + 4);
      const sampleFlags = view.getUint32(entry + 8);
      const end = dataAt + size;
      if (end > data.length) throw new RangeError("sample runs past the end");
      const nals: Uint8Array[] = [];
      for (let at = dataAt; at + 4 <= end; ) {
        const len = view.getUint32(at);
        nals.push(data.subarray(at + 4, at + 4 + len));
        at += 4 + len;
      }
      out.push({ decodeTime, duration, keyframe: (sampleFlags & 0x00010000) === 0, nals });
      decodeTime += duration;
      dataAt = end;
    }
  }
  return out;
}
