import { NAL_TYPE, nalType, splitAnnexB } from "@vms/media/h264";

/** The SPS of an Annex B access unit (a key frame carries one in front), or null. */
export function findSps(au: Uint8Array): Uint8Array | null {
  return splitAnnexB(au).find((nal) => nalType(nal) === NAL_TYPE.SPS) ?? null;
}
