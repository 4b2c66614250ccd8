/** NAL unit types of H.264 (ITU-T H.264 table 7-1) that the muxers care about. */
export const NAL_TYPE = {
  /** Coded slice of a non-IDR picture. */
  SLICE: 1,
  /** Coded slice of an IDR picture: a keyframe. */
  IDR: 5,
  /** Supplemental enhancement information. */
  SEI: 6,
  /** Sequence parameter set. */
  SPS: 7,
  /** Picture parameter set. */
  PPS: 8,
  /** Access unit delimiter. */
  AUD: 9,
} as const;

/**
 * Splits an Annex B byte stream into NAL units, without their start codes. Both 3-byte
 * (`00 00 01`) and 4-byte (`00 00 00 01`) start codes are accepted; bytes before the first start
 * code are ignored, as are empty units. Trailing zero bytes of a unit belong to the next start
 * code (H.264 B.1: `trailing_zero_8bits`), so they are cut off. The units share `data`'s buffer.
 */
export function splitAnnexB(data: Uint8Array): Uint8Array[] {
  const units: Uint8Array[] = [];
  let start = -1;
  let i = 0;
  const n = data.length;
  while (i + 2 < n) {
    // A start code is 00 00 01; skip fast over bytes that cannot end one.
    if (data[i + 2]! > 1) {
      i += 3;
      continue;
    }
    if (data[i] === 0 && data[i + 1] === 0 && data[i + 2] === 1) {
      if (start >= 0) pushUnit(units, data, start, i);
      start = i + 3;
      i += 3;
      continue;
    }
    i++;
  }
  if (start >= 0) pushUnit(units, data, start, n);
  return units;
}

function pushUnit(units: Uint8Array[], data: Uint8Array, start: number, end: number): void {
  let e = end;
  while (e > start && data[e - 1] === 0) e--;
  if (e > start) units.push(data.subarray(start, e));
}

/** The `nal_unit_type` (low 5 bits of the first byte) of a NAL unit without start code. */
export function nalType(nal: Uint8Array): number {
  return (nal[0] ?? 0) & 0x1f;
}

/** True for the NAL types that carry coded slices (1–5). */
export function isVcl(type: number): boolean {
  return type >= 1 && type <= 5;
}

/** Joins NAL units into one Annex B buffer with 4-byte start codes. */
export function joinAnnexB(nals: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(nals.reduce((sum, nal) => sum + 4 + nal.length, 0));
  let offset = 0;
  for (const nal of nals) {
    out.set([0, 0, 0, 1], offset);
    out.set(nal, offset + 4);
    offset += 4 + nal.length;
  }
  return out;
}
