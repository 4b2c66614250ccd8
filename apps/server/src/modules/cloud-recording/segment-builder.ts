import { AAC_FRAME_SAMPLES, createGopFragment, NAL_TYPE, nalType, type AudioSample } from "@vms/media";

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

/** One AAC unit of the channel's sound as the recorder keeps it (issue 31). */
export interface RecorderAudio {
  wallMs: number;
  data: Uint8Array;
}

/** One GOP: its frames from the key frame on, and the sound that arrived with them. */
export interface RecorderGop {
  frames: RecorderFrame[];
  audio: RecorderAudio[];
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
 * The sound of one GOP as track-2 samples: decode times (sample-rate ticks) from the segment's first
 * frame, gapless within the segment (a unit within half a unit of where the track ends continues it
 * exactly, as on the live socket), overlapping units dropped, a gap widening the unit before it.
 */
function audioRun(units: readonly RecorderAudio[], originMs: number, rate: number, track: { next: number | null }): { baseMediaDecodeTime: number; samples: AudioSample[] } {
  const samples: AudioSample[] = [];
  let base = 0;
  for (const unit of units) {
    let tick = Math.round(((unit.wallMs - originMs) * rate) / 1000);
    if (tick < 0) continue;
    if (track.next !== null) {
      if (tick < track.next - AAC_FRAME_SAMPLES / 2) continue;
      if (Math.abs(tick - track.next) < AAC_FRAME_SAMPLES / 2) tick = track.next;
    }
    const last = samples[samples.length - 1];
    if (last && track.next !== null) last.duration += tick - track.next;
    else base = tick;
    samples.push({ duration: AAC_FRAME_SAMPLES, data: unit.data });
    track.next = tick + AAC_FRAME_SAMPLES;
  }
  return { baseMediaDecodeTime: base, samples };
}

/**
 * Builds one segment object: the init segment, then one moof+mdat per GOP (createGopFragment)
 * with decode times counted from the segment's first frame, so every object plays on its own.
 * With `audioRate` (the init segment has the mp4a track 2), each fragment also carries its GOP's sound.
 */
export function buildSegment(init: Uint8Array, gops: RecorderGop[], audioRate: number | null = null): BuiltSegment {
  const first = gops[0]!.frames[0]!;
  const parts: Uint8Array[] = [init];
  const keyframes: Array<[number, number]> = [];
  const track = { next: null as number | null };
  let offset = init.length;
  let frames = 0;
  let endMs = first.wallMs;
  gops.forEach((gop, i) => {
    const fragment = createGopFragment({
      sequence: i + 1,
      baseMediaDecodeTime: ticks(gop.frames[0]!.wallMs - first.wallMs),
      samples: gop.frames.map((f) => ({ duration: ticks(f.durationMs()), keyframe: f.keyframe, nals: f.nals })),
      audio: audioRate ? audioRun(gop.audio, first.wallMs, audioRate, track) : undefined,
    });
    keyframes.push([gop.frames[0]!.wallMs, offset]);
    parts.push(fragment);
    offset += fragment.length;
    frames += gop.frames.length;
    const last = gop.frames[gop.frames.length - 1]!;
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
