import { BitReader, toRbsp } from "./bit-reader.js";

/** What the muxers need from a sequence parameter set. */
export interface SpsInfo {
  /** Displayed width in pixels, after frame cropping. */
  width: number;
  /** Displayed height in pixels, after frame cropping. */
  height: number;
  /** profile_idc: 66 baseline, 77 main, 100 high … */
  profileIdc: number;
  /** The constraint_set flags byte (constraint_set0..5 and reserved bits). */
  constraintFlags: number;
  /** level_idc: 30 = level 3.0, 31 = level 3.1 … */
  levelIdc: number;
  /** RFC 6381 codec string, e.g. `avc1.42C01E`. */
  codec: string;
  /** Frames per second from the VUI timing info, when the SPS carries it (cameras mostly do). */
  fps?: number;
}

// Profiles whose SPS carries chroma format, bit depths and scaling matrices (H.264 7.3.2.1.1).
const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);

/** aspect_ratio_idc of an explicit sample aspect ratio (Table E-1). */
const EXTENDED_SAR = 255;

const hex2 = (n: number): string => n.toString(16).toUpperCase().padStart(2, "0");

/** The RFC 6381 `avc1.PPCCLL` codec string of a profile, constraint flags and level. */
export function avcCodecString(profileIdc: number, constraintFlags: number, levelIdc: number): string {
  return `avc1.${hex2(profileIdc)}${hex2(constraintFlags)}${hex2(levelIdc)}`;
}

function skipScalingList(r: BitReader, size: number): void {
  let last = 8;
  let next = 8;
  for (let j = 0; j < size; j++) {
    if (next !== 0) next = (last + r.se() + 256) % 256;
    last = next === 0 ? last : next;
  }
}

/** Chroma format and bit depths of an SPS (4:2:0 8-bit outside the high profiles). */
export interface SpsChroma {
  /** True for the profiles whose SPS (and avcC) carry these fields. */
  highProfile: boolean;
  chromaFormatIdc: number;
  bitDepthLumaMinus8: number;
  bitDepthChromaMinus8: number;
}

/** Reads the chroma format and bit depths an avcC record repeats for the high profiles. */
export function readSpsChroma(sps: Uint8Array): SpsChroma {
  const r = new BitReader(toRbsp(sps));
  r.skip(8);
  const profileIdc = r.bits(8);
  if (!HIGH_PROFILES.has(profileIdc)) return { highProfile: false, chromaFormatIdc: 1, bitDepthLumaMinus8: 0, bitDepthChromaMinus8: 0 };
  r.skip(16);
  r.ue(); // seq_parameter_set_id
  const chromaFormatIdc = r.ue();
  if (chromaFormatIdc === 3) r.bit();
  return { highProfile: true, chromaFormatIdc, bitDepthLumaMinus8: r.ue(), bitDepthChromaMinus8: r.ue() };
}

/**
 * Parses an SPS NAL unit (with its one-byte NAL header, without start code) into size, profile,
 * level, codec string and, from the VUI when present, the frame rate. Emulation-prevention bytes
 * are removed first. Throws RangeError on a unit that is not an SPS or ends early.
 */
export function parseSps(sps: Uint8Array): SpsInfo {
  if (((sps[0] ?? 0) & 0x1f) !== 7) throw new RangeError("not an SPS NAL unit");
  const r = new BitReader(toRbsp(sps));
  r.skip(8);
  const profileIdc = r.bits(8);
  const constraintFlags = r.bits(8);
  const levelIdc = r.bits(8);
  r.ue(); // seq_parameter_set_id
  let chromaFormatIdc = 1;
  let separateColourPlane = 0;
  if (HIGH_PROFILES.has(profileIdc)) {
    chromaFormatIdc = r.ue();
    if (chromaFormatIdc === 3) separateColourPlane = r.bit();
    r.ue(); // bit_depth_luma_minus8
    r.ue(); // bit_depth_chroma_minus8
    r.bit(); // qpprime_y_zero_transform_bypass_flag
    if (r.bit()) {
      const lists = chromaFormatIdc === 3 ? 12 : 8;
      for (let i = 0; i < lists; i++) if (r.bit()) skipScalingList(r, i < 6 ? 16 : 64);
    }
  }
  r.ue(); // log2_max_frame_num_minus4
  const pocType = r.ue();
  if (pocType === 0) r.ue();
  else if (pocType === 1) {
    r.bit(); // delta_pic_order_always_zero_flag
    r.se();
    r.se();
    const cycle = r.ue();
    for (let i = 0; i < cycle; i++) r.se();
  }
  r.ue(); // max_num_ref_frames
  r.bit(); // gaps_in_frame_num_value_allowed_flag
  const widthMbs = r.ue() + 1;
  const heightMapUnits = r.ue() + 1;
  const frameMbsOnly = r.bit();
  if (!frameMbsOnly) r.bit(); // mb_adaptive_frame_field_flag
  r.bit(); // direct_8x8_inference_flag
  let crop = { left: 0, right: 0, top: 0, bottom: 0 };
  if (r.bit()) crop = { left: r.ue(), right: r.ue(), top: r.ue(), bottom: r.ue() };

  // Crop units of H.264 7.4.2.1.1 (equations 7-19 to 7-22).
  const chromaArrayType = separateColourPlane ? 0 : chromaFormatIdc;
  const subWidthC = chromaFormatIdc === 3 ? 1 : 2;
  const subHeightC = chromaFormatIdc === 1 ? 2 : 1;
  const cropUnitX = chromaArrayType === 0 ? 1 : subWidthC;
  const cropUnitY = (chromaArrayType === 0 ? 1 : subHeightC) * (2 - frameMbsOnly);
  const info: SpsInfo = {
    width: widthMbs * 16 - cropUnitX * (crop.left + crop.right),
    height: (2 - frameMbsOnly) * heightMapUnits * 16 - cropUnitY * (crop.top + crop.bottom),
    profileIdc,
    constraintFlags,
    levelIdc,
    codec: avcCodecString(profileIdc, constraintFlags, levelIdc),
  };
  const fps = r.bit() ? vuiFrameRate(r) : undefined;
  if (fps !== undefined) info.fps = fps;
  return info;
}

/** The VUI up to its timing info (H.264 E.1.1): fps = time_scale / (2 × num_units_in_tick) for frame-coded video. */
function vuiFrameRate(r: BitReader): number | undefined {
  if (r.bit() && r.bits(8) === EXTENDED_SAR) r.skip(32); // sar_width, sar_height
  if (r.bit()) r.bit(); // overscan_appropriate_flag
  if (r.bit()) {
    r.skip(4); // video_format, video_full_range_flag
    if (r.bit()) r.skip(24); // colour_primaries, transfer_characteristics, matrix_coefficients
  }
  if (r.bit()) {
    r.ue(); // chroma_sample_loc_type_top_field
    r.ue(); // chroma_sample_loc_type_bottom_field
  }
  if (!r.bit()) return undefined; // timing_info_present_flag
  const unitsInTick = r.bits(32);
  const timeScale = r.bits(32);
  if (unitsInTick === 0 || timeScale === 0) return undefined;
  return Math.round((timeScale / (2 * unitsInTick)) * 1000) / 1000;
}
