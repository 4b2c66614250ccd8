import { readFileSync } from "node:fs";
import { joinAnnexB, NAL_TYPE, nalType, parseSps, splitAccessUnits } from "@vms/media/h264";
import { VIDEO_ASSETS_DIR } from "./clip-catalogue.js";

/** One frame of a loaded clip. */
export interface ClipFrame {
  /** One Annex B access unit (4-byte start codes); an IDR carries its SPS and PPS in front. */
  data: Uint8Array;
  keyframe: boolean;
}

/** A clip read and split into frames, with what its SPS says. */
export interface LoadedClip {
  codec: string;
  width: number;
  height: number;
  frames: readonly ClipFrame[];
}

const cache = new Map<string, LoadedClip>();

/** Reads and splits a clip of assets/video once; later calls share the frames (do not modify them). */
export function loadClip(file: string): LoadedClip {
  const cached = cache.get(file);
  if (cached) return cached;
  const units = splitAccessUnits(readFileSync(new URL(file, VIDEO_ASSETS_DIR)));
  const sps = units[0]?.nals.find((nal) => nalType(nal) === NAL_TYPE.SPS);
  // A loop must start at an IDR with its parameter sets, or looping would break decoding.
  if (!sps || !units[0]?.keyframe) throw new Error(`${file} does not start with SPS and an IDR`);
  const info = parseSps(sps);
  const clip: LoadedClip = {
    codec: info.codec,
    width: info.width,
    height: info.height,
    frames: units.map((u) => ({ data: joinAnnexB(u.nals), keyframe: u.keyframe })),
  };
  cache.set(file, clip);
  return clip;
}
