import { isVcl, NAL_TYPE, nalType, splitAnnexB } from "./annexb.js";
import { BitReader } from "./bit-reader.js";

/** One coded picture: its NAL units in stream order (AUD, SPS, PPS, SEI and slices). */
export interface AccessUnit {
  /** NAL units without start codes. */
  nals: Uint8Array[];
  /** True when the unit holds an IDR slice. */
  keyframe: boolean;
}

// Non-VCL units that may only come before the first slice of a picture (H.264 7.4.1.2.3).
const STARTS_NEXT_UNIT = new Set<number>([NAL_TYPE.AUD, NAL_TYPE.SEI, NAL_TYPE.SPS, NAL_TYPE.PPS, 14, 15, 16, 17, 18]);

/** first_mb_in_slice of a slice NAL unit: 0 for the first slice of a picture. */
function firstMbInSlice(nal: Uint8Array): number {
  // The value sits in the first bytes after the header; an emulation-prevention byte cannot occur
  // before it unless it is huge, so reading the raw bytes is enough to tell 0 from not 0.
  try {
    return new BitReader(nal.subarray(1, 9)).ue();
  } catch {
    return -1;
  }
}

/**
 * Groups an Annex B stream into access units (pictures). A new unit starts at an access unit
 * delimiter, at an SPS/PPS/SEI after a slice, or at a slice with first_mb_in_slice = 0 after a
 * slice. Units are keyframes when they contain an IDR slice. NAL units before the first one that
 * can start a unit still form a unit of their own.
 */
export function splitAccessUnits(annexB: Uint8Array): AccessUnit[] {
  const units: AccessUnit[] = [];
  let current: AccessUnit | null = null;
  let hasSlice = false;
  for (const nal of splitAnnexB(annexB)) {
    const type = nalType(nal);
    const vcl = isVcl(type);
    const startsNew =
      current === null ||
      type === NAL_TYPE.AUD ||
      (hasSlice && STARTS_NEXT_UNIT.has(type)) ||
      (hasSlice && vcl && firstMbInSlice(nal) === 0);
    if (startsNew || current === null) {
      current = { nals: [], keyframe: false };
      units.push(current);
      hasSlice = false;
    }
    current.nals.push(nal);
    if (vcl) hasSlice = true;
    if (type === NAL_TYPE.IDR) current.keyframe = true;
  }
  return units;
}
