import { NAL_TYPE, nalType } from "@vms/media/h264";
import type { NalAccessUnit } from "./h264-depacketizer.js";

const START_CODE = Buffer.from([0, 0, 0, 1]);

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
      const type = nalType(nal);
      // Kept beyond this unit, whose NAL bytes the depacketizer reuses: copies (a few bytes each).
      if (type === NAL_TYPE.SPS) this.sps = Buffer.from(nal);
      else if (type === NAL_TYPE.PPS) this.pps = Buffer.from(nal);
      else if (type === NAL_TYPE.IDR) keyframe = true;
    }
    const parts: Buffer[] = [];
    if (keyframe && this.sps && this.pps) parts.push(START_CODE, this.sps, START_CODE, this.pps);
    for (const nal of au.nals) {
      const type = nalType(nal);
      // The access unit delimiter would have to come first; dropping it is allowed and simpler.
      if (type === NAL_TYPE.AUD || (keyframe && (type === NAL_TYPE.SPS || type === NAL_TYPE.PPS))) continue;
      parts.push(START_CODE, nal);
    }
    return { data: Buffer.concat(parts), keyframe };
  }
}
