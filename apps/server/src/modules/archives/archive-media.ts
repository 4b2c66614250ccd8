import { createHash } from "node:crypto";
import { AAC_FRAME_SAMPLES, type AacConfig } from "@vms/media/aac";
import { createAviWriter } from "@vms/media/avi";
import { NAL_TYPE, nalType, parseSps, splitAnnexB } from "@vms/media/h264";
import { createAudioFragment, createFragment, createInitSegment } from "@vms/media/mp4";

/** One recorded access unit (Annex B) with its wall-clock time; with `audio` one raw AAC unit of the sound. */
export interface ArchiveFrame {
  wallMs: number;
  keyframe: boolean;
  accessUnit: Uint8Array;
  audio?: boolean;
}

/** A source chunk the archive was cut from: one group of pictures, hashed as received. */
export interface SourceSegment {
  startMs: number;
  endMs: number;
  frames: number;
  sha256: string;
}

/** What an archive copy produces. */
export interface ArchiveMedia {
  mp4: Uint8Array;
  avi: Uint8Array;
  segments: SourceSegment[];
  width: number;
  height: number;
  fps: number;
}

const TIMESCALE = 90_000;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** SHA-256 hex of bytes. */
export const sha256Hex = sha256;

/**
 * Writes a duration into a box of the init segment in place (`field` bytes after the box type):
 * the fragmented MP4 then tells a plain <video> its length before it reads every fragment.
 */
function patchDuration(init: Uint8Array, type: string, field: number, value: number): void {
  const view = new DataView(init.buffer, init.byteOffset, init.byteLength);
  const bytes = [...type].map((c) => c.charCodeAt(0));
  for (let i = 0; i + 4 <= init.length; i++) {
    if (init[i] === bytes[0] && init[i + 1] === bytes[1] && init[i + 2] === bytes[2] && init[i + 3] === bytes[3]) {
      view.setUint32(i + field, Math.min(value, 0xffffffff));
      return;
    }
  }
}

/**
 * The MP4 fragments of the sound: each unit on the video's timeline (from `t0`), gapless within a
 * stretch (a unit within half a unit of where the track ends continues it), overlaps dropped.
 */
function soundTrack(audio: AacConfig | null, t0: number): ((unit: ArchiveFrame, sequence: number) => Uint8Array | null) | null {
  if (!audio) return null;
  let next: number | null = null;
  return (unit, sequence) => {
    let tick = Math.round(((unit.wallMs - t0) * audio.sampleRate) / 1000);
    if (tick < 0 || (next !== null && tick < next - AAC_FRAME_SAMPLES / 2)) return null;
    if (next !== null && Math.abs(tick - next) < AAC_FRAME_SAMPLES / 2) tick = next;
    next = tick + AAC_FRAME_SAMPLES;
    return createAudioFragment({ sequence, baseMediaDecodeTime: tick, samples: [{ duration: AAC_FRAME_SAMPLES, data: unit.accessUnit }] });
  };
}

/**
 * Builds the archive's two files from its frames, starting at the first key frame: a fragmented
 * MP4 (one fragment per frame, durations from the frames' times, total duration in mvhd/tkhd/mdhd so
 * a plain <video> with HTTP Range plays and seeks it) and an AVI (spec §5 "Format is AVI only").
 * Each group of pictures is hashed as received for the evidence manifest (its video access units).
 * With `audio` (issue 31) both files keep the sound: an mp4a track 2 and an AVI audio stream.
 */
export function buildArchiveMedia(input: readonly ArchiveFrame[], audio: AacConfig | null = null): ArchiveMedia | null {
  const first = input.findIndex((f) => f.keyframe && f.audio !== true);
  if (first < 0) return null;
  const units = audio ? input.slice(first).filter((f) => f.audio === true) : [];
  const frames = input.slice(first).filter((f) => f.audio !== true);
  const nals0 = splitAnnexB(frames[0]!.accessUnit);
  const sps = nals0.find((n) => nalType(n) === NAL_TYPE.SPS);
  const pps = nals0.find((n) => nalType(n) === NAL_TYPE.PPS);
  if (!sps || !pps) return null;
  const info = parseSps(sps);
  const spanMs = frames.length > 1 ? frames[frames.length - 1]!.wallMs - frames[0]!.wallMs : 0;
  const avgMs = frames.length > 1 && spanMs > 0 ? spanMs / (frames.length - 1) : 40;
  const fps = Math.max(1, Math.min(120, Math.round(1000 / avgMs)));

  const parts: Uint8Array[] = [];
  const init = createInitSegment({ sps, pps, width: info.width, height: info.height, timescale: TIMESCALE, audio: audio ?? undefined });
  const totalMs = spanMs + avgMs;
  // Version-0 boxes: duration 20 bytes after "mvhd" and "mdhd" (after their timescale), 24 after "tkhd".
  patchDuration(init, "mvhd", 20, Math.round((totalMs * TIMESCALE) / 1000));
  patchDuration(init, "tkhd", 24, Math.round((totalMs * TIMESCALE) / 1000));
  patchDuration(init, "mdhd", 20, Math.round((totalMs * TIMESCALE) / 1000));
  parts.push(init);
  const avi = createAviWriter({ width: info.width, height: info.height, fps, audio: audio ?? undefined });
  const sound = soundTrack(audio, frames[0]!.wallMs);
  let sequence = 0;
  let unit = 0;
  const segments: SourceSegment[] = [];
  let hash = createHash("sha256");
  let segment: Omit<SourceSegment, "sha256"> | null = null;
  const close = () => {
    if (segment) segments.push({ ...segment, sha256: hash.digest("hex") });
  };
  const t0 = frames[0]!.wallMs;
  frames.forEach((frame, i) => {
    // The sound up to this frame, in time order with the video in both files.
    for (; unit < units.length && units[unit]!.wallMs < frame.wallMs; unit++) {
      const fragment = sound?.(units[unit]!, ++sequence);
      if (fragment) parts.push(fragment);
      avi.addAudio(units[unit]!.accessUnit);
    }
    const next = frames[i + 1];
    const durationMs = next && next.wallMs > frame.wallMs ? next.wallMs - frame.wallMs : avgMs;
    parts.push(
      createFragment({
        sequence: ++sequence,
        baseMediaDecodeTime: Math.round(((frame.wallMs - t0) * TIMESCALE) / 1000),
        duration: Math.max(1, Math.round((durationMs * TIMESCALE) / 1000)),
        keyframe: frame.keyframe,
        nals: splitAnnexB(frame.accessUnit),
      }),
    );
    avi.addFrame(frame.accessUnit, frame.keyframe);
    if (frame.keyframe || !segment) {
      close();
      hash = createHash("sha256");
      segment = { startMs: frame.wallMs, endMs: frame.wallMs, frames: 0 };
    }
    hash.update(frame.accessUnit);
    segment.frames += 1;
    segment.endMs = Math.round(frame.wallMs + durationMs);
  });
  for (; unit < units.length; unit++) {
    const fragment = sound?.(units[unit]!, ++sequence);
    if (fragment) parts.push(fragment);
    avi.addAudio(units[unit]!.accessUnit);
  }
  close();
  const size = parts.reduce((n, p) => n + p.length, 0);
  const mp4 = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    mp4.set(part, at);
    at += part.length;
  }
  return { mp4, avi: avi.finish(), segments, width: info.width, height: info.height, fps };
}
