/** What the bridge needs from an H.264 sequence parameter set (ITU-T H.264 §7.3.2.1.1, E.1.1). */
interface SpsInfo {
  /** RFC 6381 "avc1.PPCCLL". */
  codec: string;
  width: number;
  height: number;
  /** From the VUI timing, when present. */
  fps?: number;
}

/** Profiles whose SPS carries chroma format, bit depths and scaling matrices. */
const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

/** Parses an SPS NAL unit (with its one-byte header); throws on a truncated one. */
export function parseSps(nal: Uint8Array): SpsInfo {
  const r = new BitReader(unescapeRbsp(nal.subarray(1)));
  const profile = r.bits(8);
  const constraints = r.bits(8);
  const level = r.bits(8);
  r.ue(); // seq_parameter_set_id
  let chromaFormat = 1;
  let separateColourPlanes = false;
  if (HIGH_PROFILES.has(profile)) {
    chromaFormat = r.ue();
    if (chromaFormat === 3) separateColourPlanes = r.bits(1) === 1;
    r.ue(); // bit_depth_luma_minus8
    r.ue(); // bit_depth_chroma_minus8
    r.bits(1); // qpprime_y_zero_transform_bypass_flag
    if (r.bits(1) === 1) skipScalingMatrices(r, chromaFormat === 3 ? 12 : 8);
  }
  r.ue(); // log2_max_frame_num_minus4
  skipPicOrderCount(r);
  r.ue(); // max_num_ref_frames
  r.bits(1); // gaps_in_frame_num_value_allowed_flag
  const widthMbs = r.ue() + 1;
  const heightMapUnits = r.ue() + 1;
  const frameMbsOnly = r.bits(1);
  if (frameMbsOnly === 0) r.bits(1); // mb_adaptive_frame_field_flag
  r.bits(1); // direct_8x8_inference_flag
  const crop = r.bits(1) === 1 ? { left: r.ue(), right: r.ue(), top: r.ue(), bottom: r.ue() } : { left: 0, right: 0, top: 0, bottom: 0 };
  // Crop units (Table 6-1): chroma subsampling, and field pairs when frames are coded as fields.
  const chromaArrayType = separateColourPlanes ? 0 : chromaFormat;
  const cropX = chromaArrayType === 0 || chromaArrayType === 3 ? 1 : 2;
  const cropY = (chromaArrayType === 1 ? 2 : 1) * (2 - frameMbsOnly);
  const info: SpsInfo = {
    codec: `avc1.${hex(profile)}${hex(constraints)}${hex(level)}`,
    width: widthMbs * 16 - cropX * (crop.left + crop.right),
    height: (2 - frameMbsOnly) * heightMapUnits * 16 - cropY * (crop.top + crop.bottom),
  };
  const fps = r.bits(1) === 1 ? vuiFrameRate(r) : undefined;
  if (fps !== undefined) info.fps = fps;
  return info;
}

function skipScalingMatrices(r: BitReader, count: number): void {
  for (let i = 0; i < count; i += 1) {
    if (r.bits(1) === 0) continue;
    const size = i < 6 ? 16 : 64;
    let last = 8;
    let next = 8;
    for (let j = 0; j < size && next !== 0; j += 1) {
      next = (last + r.se() + 256) % 256;
      last = next === 0 ? last : next;
    }
  }
}

function skipPicOrderCount(r: BitReader): void {
  const pocType = r.ue();
  if (pocType === 0) r.ue();
  else if (pocType === 1) {
    r.bits(1);
    r.se();
    r.se();
    const cycle = r.ue();
    for (let i = 0; i < cycle; i += 1) r.se();
  }
}

/** VUI up to the timing info; fps = time_scale / (2 × num_units_in_tick) for frame-coded video. */
function vuiFrameRate(r: BitReader): number | undefined {
  if (r.bits(1) === 1 && r.bits(8) === 255) r.bits(32); // aspect_ratio_idc Extended_SAR: sar_width, sar_height
  if (r.bits(1) === 1) r.bits(1); // overscan
  if (r.bits(1) === 1) {
    r.bits(4); // video_format, video_full_range_flag
    if (r.bits(1) === 1) r.bits(24); // colour description
  }
  if (r.bits(1) === 1) {
    r.ue();
    r.ue();
  }
  if (r.bits(1) === 0) return undefined;
  const unitsInTick = r.bits(32);
  const timeScale = r.bits(32);
  if (unitsInTick === 0 || timeScale === 0) return undefined;
  return Math.round((timeScale / (2 * unitsInTick)) * 1000) / 1000;
}

function hex(n: number): string {
  return n.toString(16).padStart(2, "0");
}

/** Removes emulation prevention bytes (00 00 03 → 00 00). */
function unescapeRbsp(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length);
  let length = 0;
  let zeros = 0;
  for (const byte of data) {
    if (zeros >= 2 && byte === 3) {
      zeros = 0;
      continue;
    }
    out[length++] = byte;
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return out.subarray(0, length);
}

class BitReader {
  private position = 0;

  constructor(private readonly data: Uint8Array) {}

  bits(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i += 1) {
      const byte = this.data[this.position >> 3];
      if (byte === undefined) throw new Error("SPS ends early");
      value = value * 2 + ((byte >> (7 - (this.position & 7))) & 1);
      this.position += 1;
    }
    return value;
  }

  /** Exp-Golomb, unsigned. */
  ue(): number {
    let zeros = 0;
    while (this.bits(1) === 0) {
      zeros += 1;
      if (zeros > 31) throw new Error("bad Exp-Golomb code in SPS");
    }
    return 2 ** zeros - 1 + this.bits(zeros);
  }

  se(): number {
    const k = this.ue();
    return k % 2 === 1 ? (k + 1) / 2 : -k / 2;
  }
}
