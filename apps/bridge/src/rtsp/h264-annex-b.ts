import type { NalAccessUnit } from "./h264-depacketizer.js";

const START_CODE = Buffer.from([0, 0, 0, 1]);
const NAL_IDR = 5;
const NAL_SPS = 7;
const NAL_PPS = 8;
const NAL_AUD = 9;

/**
 * Frames access units as Annex B and puts the current SPS and PPS in front of every IDR, so that a
 * viewer or a recording starting at any key frame can decode it. The SDP's sprop-parameter-sets are
 * the first parameter sets; in-band ones replace them (a camera may change resolution).
 */
export class AnnexBWriter {
  constructor(
    private sps: Buffer | undefined,
    private pps: Buffer | undefined,
  ) {}

  get currentSps(): Buffer | undefined {
    return this.sps;
  }

  /** Answers the Annex B bytes and whether the unit holds an IDR. */
  write(au: NalAccessUnit): { data: Buffer; keyframe: boolean } {
    let keyframe = false;
    for (const nal of au.nals) {
      const type = nal[0]! & 0x1f;
      if (type === NAL_SPS) this.sps = nal;
      else if (type === NAL_PPS) this.pps = nal;
      else if (type === NAL_IDR) keyframe = true;
    }
    const parts: Buffer[] = [];
    if (keyframe && this.sps && this.pps) parts.push(START_CODE, this.sps, START_CODE, this.pps);
    for (const nal of au.nals) {
      const type = nal[0]! & 0x1f;
      // The access unit delimiter would have to come first; dropping it is allowed and simpler.
      if (type === NAL_AUD || (keyframe && (type === NAL_SPS || type === NAL_PPS))) continue;
      parts.push(START_CODE, nal);
    }
    return { data: Buffer.concat(parts), keyframe };
  }
}
