import { createGopFragment, NAL_TYPE, nalType } from "@vms/media";

/** Ticks per second of the recorded fMP4 (the live relay's timescale). */
export const RECORD_TIMESCALE = 90_000;
const ticks = (ms: number) => Math.max(0, Math.round(ms * (RECORD_TIMESCALE / 1000)));

/** One frame as the recorder keeps it until its segment is written. */
export interface RecorderFrame {
  wallMs: number;
  keyframe: boolean;
  /** Read at write time: the relay fixes a frame's duration when the next one arrives. */
  durationMs: () => number;
  nals: Uint8Array[];
}

/** A finished segment: the object's bytes and its index. */
export interface BuiltSegment {
  startMs: number;
  endMs: number;
  bytes: Uint8Array;
  frames: number;
  /** `[wallMs, byteOffset]` of each GOP fragment (its first sample is the key frame). */
  keyframes: Array<[number, number]>;
}

/**
 * Builds one segment object: the init segment, then one moof+mdat per GOP (createGopFragment)
 * with decode times counted from the segment's first frame, so every object plays on its own.
 */
export function buildSegment(init: Uint8Array, gops: RecorderFrame[][]): BuiltSegment {
  const first = gops[0]![0]!;
  const parts: Uint8Array[] = [init];
  const keyframes: Array<[number, number]> = [];
  let offset = init.length;
  let frames = 0;
  let endMs = first.wallMs;
  gops.forEach((gop, i) => {
    const fragment = createGopFragment({
      sequence: i + 1,
      baseMediaDecodeTime: ticks(gop[0]!.wallMs - first.wallMs),
      samples: gop.map((f) => ({ duration: ticks(f.durationMs()), keyframe: f.keyframe, nals: f.nals })),
    });
    keyframes.push([gop[0]!.wallMs, offset]);
    parts.push(fragment);
    offset += fragment.length;
    frames += gop.length;
    const last = gop[gop.length - 1]!;
    endMs = last.wallMs + last.durationMs();
  });
  const bytes = new Uint8Array(offset);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { startMs: first.wallMs, endMs, bytes, frames, keyframes };
}

/** SPS and PPS of a key frame's NAL units, when it carries them. */
export function parameterSets(nals: readonly Uint8Array[]): { sps: Uint8Array; pps: Uint8Array } | null {
  const sps = nals.find((n) => nalType(n) === NAL_TYPE.SPS);
  const pps = nals.find((n) => nalType(n) === NAL_TYPE.PPS);
  return sps && pps ? { sps, pps } : null;
}

/** An object-store key segment for any SN (keys allow only `[A-Za-z0-9._-]`). */
export function keySafe(value: string): string {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(value) ? value : `b64-${Buffer.from(value).toString("base64url")}`;
}

/** Where a segment is stored: `cloud/<orgId>/<sn>/<chlIndex>/<YYYY-MM-DD UTC>/<startMs>.mp4`. */
export function segmentKey(orgId: string, sn: string, chlIndex: number, startMs: number): string {
  const day = new Date(startMs).toISOString().slice(0, 10);
  return `cloud/${orgId}/${keySafe(sn)}/${chlIndex}/${day}/${startMs}.mp4`;
}
