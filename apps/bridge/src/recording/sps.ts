/**
 * A minimal H.264 SPS reader: what `recExport` and `playbackStart` answer about a recording
 * (codec string, width, height), read from the recorded stream itself. `@vms/media/h264` has a
 * fuller one; the bridge does not depend on that package (yet), so this is the bridge's own.
 */

/** What a recording's SPS says. */
export interface SpsSummary {
  /** RFC 6381, e.g. "avc1.640028". */
  codec: string;
  width: number;
  height: number;
}

// Profiles whose SPS carries chroma format, bit depths and scaling matrices (H.264 7.3.2.1.1).
const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

/** Strips emulation-prevention bytes (00 00 03 → 00 00, H.264 7.4.1). */
function toRbsp(nal: Uint8Array): Uint8Array {
  const out = new Uint8Array(nal.length);
  let o = 0;
  let zeros = 0;
  for (const b of nal) {
    if (zeros >= 2 && b === 3) {
      zeros = 0;
      continue;
    }
    out[o++] = b;
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return out.subarray(0, o);
}

class Bits {
  private pos = 0;
  constructor(private readonly bytes: Uint8Array) {}
  bit(): number {
    const byte = this.bytes[this.pos >> 3];
    if (byte === undefined) throw new RangeError("SPS ended early");
    return (byte >> (7 - (this.pos++ & 7))) & 1;
  }
  bits(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++) v = v * 2 + this.bit();
    return v;
  }
  ue(): number {
    let zeros = 0;
    while (this.bit() === 0) if (++zeros > 31) throw new RangeError("bad Exp-Golomb code");
    return 2 ** zeros - 1 + this.bits(zeros);
  }
  se(): number {
    const k = this.ue();
    return k % 2 === 1 ? (k + 1) / 2 : -(k / 2);
  }
}

function skipScalingList(r: Bits, size: number): void {
  let last = 8;
  let next = 8;
  for (let j = 0; j < size; j++) {
    if (next !== 0) next = (last + r.se() + 256) % 256;
    last = next === 0 ? last : next;
  }
}

const hex2 = (n: number): string => n.toString(16).toUpperCase().padStart(2, "0");

/** Parses an SPS NAL unit (its header byte first, no start code); throws RangeError on a short or foreign unit. */
export function parseSps(nal: Uint8Array): SpsSummary {
  if (((nal[0] ?? 0) & 0x1f) !== 7) throw new RangeError("not an SPS");
  const r = new Bits(toRbsp(nal));
  r.bits(8);
  const profile = r.bits(8);
  const constraints = r.bits(8);
  const level = r.bits(8);
  r.ue(); // seq_parameter_set_id
  let chroma = 1;
  let separatePlanes = 0;
  if (HIGH_PROFILES.has(profile)) {
    chroma = r.ue();
    if (chroma === 3) separatePlanes = r.bit();
    r.ue(); // bit depths
    r.ue();
    r.bit(); // qpprime_y_zero_transform_bypass_flag
    if (r.bit()) for (let i = 0; i < (chroma === 3 ? 12 : 8); i++) if (r.bit()) skipScalingList(r, i < 6 ? 16 : 64);
  }
  r.ue(); // log2_max_frame_num_minus4
  const pocType = r.ue();
  if (pocType === 0) r.ue();
  else if (pocType === 1) {
    r.bit();
    r.se();
    r.se();
    for (let i = r.ue(); i > 0; i--) r.se();
  }
  r.ue(); // max_num_ref_frames
  r.bit(); // gaps_in_frame_num_value_allowed_flag
  const widthMbs = r.ue() + 1;
  const heightUnits = r.ue() + 1;
  const frameMbsOnly = r.bit();
  if (!frameMbsOnly) r.bit();
  r.bit(); // direct_8x8_inference_flag
  const crop = r.bit() ? [r.ue(), r.ue(), r.ue(), r.ue()] : [0, 0, 0, 0];
  // Crop units of H.264 7.4.2.1.1.
  const chromaArrayType = separatePlanes ? 0 : chroma;
  const cropX = chromaArrayType === 0 ? 1 : chroma === 3 ? 1 : 2;
  const cropY = (chromaArrayType === 0 ? 1 : chroma === 1 ? 2 : 1) * (2 - frameMbsOnly);
  return {
    codec: `avc1.${hex2(profile)}${hex2(constraints)}${hex2(level)}`,
    width: widthMbs * 16 - cropX * (crop[0]! + crop[1]!),
    height: (2 - frameMbsOnly) * heightUnits * 16 - cropY * (crop[2]! + crop[3]!),
  };
}

/** The NAL units of an Annex B access unit (without start codes). */
function nalUnits(au: Uint8Array): Uint8Array[] {
  const units: Uint8Array[] = [];
  let start = -1;
  for (let i = 0; i + 2 < au.length; i++) {
    if (au[i] === 0 && au[i + 1] === 0 && au[i + 2] === 1) {
      if (start >= 0) units.push(au.subarray(start, au[i - 1] === 0 ? i - 1 : i));
      start = i + 3;
      i += 2;
    }
  }
  if (start >= 0 && start < au.length) units.push(au.subarray(start));
  return units;
}

/** The SPS NAL unit of an access unit (a key frame carries one), or null. */
export function findSps(au: Uint8Array): Uint8Array | null {
  return nalUnits(au).find((nal) => ((nal[0] ?? 0) & 0x1f) === 7) ?? null;
}
