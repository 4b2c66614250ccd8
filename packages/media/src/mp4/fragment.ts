import { ByteWriter } from "../bytes.js";
import { NAL_TYPE, nalType } from "../h264/annexb.js";
import { box, fullBox } from "./box.js";
import { TRACK_ID } from "./init-segment.js";

/** Options of createFragment. */
export interface FragmentOptions {
  /** mfhd sequence number: 1, 2, 3 … per stream. */
  sequence: number;
  /** Decode time of the frame in the init segment's timescale (start each viewer at 0). */
  baseMediaDecodeTime: number;
  /** Frame duration in the init segment's timescale. */
  duration: number;
  /** True for an IDR frame (a sync sample). */
  keyframe: boolean;
  /** The frame's NAL units without start codes (one access unit). */
  nals: Uint8Array[];
}

// tfhd: default-base-is-moof, so data offsets count from the moof's first byte.
const TFHD_DEFAULT_BASE_IS_MOOF = 0x020000;
// trun: data-offset, sample-duration, sample-size and sample-flags present.
const TRUN_FLAGS = 0x000001 | 0x000100 | 0x000200 | 0x000400;
/** sample_flags of a sync sample: depends on no other sample. */
export const SAMPLE_FLAGS_SYNC = 0x02000000;
/** sample_flags of a non-sync sample: depends on others, sample_is_non_sync_sample. */
export const SAMPLE_FLAGS_NON_SYNC = 0x01010000;

// Parameter sets travel in the init segment's avcC; delimiters carry nothing an MP4 needs.
const DROPPED = new Set<number>([NAL_TYPE.AUD, NAL_TYPE.SPS, NAL_TYPE.PPS]);

/**
 * One media fragment holding one frame: moof (mfhd, traf with tfhd default-base-is-moof, tfdt
 * version 1, trun of one sample with duration, size, flags and data offset) and mdat with the
 * sample in AVCC form (4-byte big-endian lengths). AUD, SPS and PPS units are left out of the sample.
 */
export function createFragment(opts: FragmentOptions): Uint8Array {
  const nals = opts.nals.filter((nal) => nal.length > 0 && !DROPPED.has(nalType(nal)));
  const sampleSize = nals.reduce((sum, nal) => sum + 4 + nal.length, 0);
  const w = new ByteWriter(128 + sampleSize);
  let dataOffsetAt = 0;
  box(w, "moof", (m) => {
    fullBox(m, "mfhd", 0, 0, (d) => d.u32(opts.sequence));
    box(m, "traf", (t) => {
      fullBox(t, "tfhd", 0, TFHD_DEFAULT_BASE_IS_MOOF, (d) => d.u32(TRACK_ID));
      fullBox(t, "tfdt", 1, 0, (d) => d.u64(opts.baseMediaDecodeTime));
      fullBox(t, "trun", 0, TRUN_FLAGS, (d) => {
        d.u32(1);
        dataOffsetAt = d.length;
        d.u32(0).u32(opts.duration).u32(sampleSize).u32(opts.keyframe ? SAMPLE_FLAGS_SYNC : SAMPLE_FLAGS_NON_SYNC);
      });
    });
  });
  // The sample starts after the moof and the mdat's 8-byte header.
  w.setU32(dataOffsetAt, w.length + 8);
  box(w, "mdat", (d) => {
    for (const nal of nals) d.u32(nal.length).bytes(nal);
  });
  return w.toBytes();
}
