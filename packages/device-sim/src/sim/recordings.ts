import {
  Code,
  RECORDING_TYPES,
  SUCCESS_CODE,
  encodeVideoFrame,
  recExportParamsSchema,
  recSearchParamsSchema,
  streamStopParamsSchema,
  type RecordingSegment,
  type RecordingType,
  type RecExportResult,
} from "@vms/api-client";
import { hashSeed, mulberry32 } from "../prng.js";
import { createAudioFollower, createAudioSource } from "../video/audio-source.js";
import { loadClip, type ClipFrame } from "../video/clip-frames.js";
import { videoClipFor, videoClipFps } from "../video/clip-catalogue.js";
import type { DeviceState } from "./device-state.js";
import { fillGaps } from "./event-recordings.js";
import type { VideoAnswer } from "./video-streams.js";

/** Days of history a recording device holds (older footage has been overwritten). */
export const RECORDING_HISTORY_DAYS = 7;
const HOUR = 3600;
const DAY = 86_400;

// Weighted like a real recorder's log: mostly scheduled recording, events in between.
const TYPE_WEIGHTS: readonly (readonly [RecordingType, number])[] = [
  ["SCHEDULE", 50],
  ["MOTION", 18],
  ["SMART_MOTION", 8],
  ["MANUAL", 5],
  ["SENSOR", 4],
  ["PERIMETER", 4],
  ["PLATE", 4],
  ["POS", 3],
  ["OTHER", 4],
];
const TOTAL_WEIGHT = TYPE_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

function pickType(r: number): RecordingType {
  let left = r * TOTAL_WEIGHT;
  for (const [type, weight] of TYPE_WEIGHTS) {
    left -= weight;
    if (left < 0) return type;
  }
  return RECORDING_TYPES[2];
}

/**
 * The segments of one hour of a channel, deterministic for (sn, chlIndex, hour): computed, never
 * stored. Segments of 1–20 min follow each other, with short gaps now and then; they are cut at
 * the hour's end, as recorders split their files.
 */
function hourSegments(sn: string, chlIndex: number, hour: number): RecordingSegment[] {
  const rnd = mulberry32(hashSeed(`${sn}|${chlIndex}|${hour}`));
  const end = (hour + 1) * HOUR;
  const out: RecordingSegment[] = [];
  let t = hour * HOUR;
  while (t < end) {
    if (rnd() < 0.12) {
      t += 10 + Math.floor(rnd() * 110);
      continue;
    }
    const length = 60 + Math.floor(rnd() * 1140);
    out.push({ startTime: t, endTime: Math.min(end, t + length), type: pickType(rnd()) });
    t += length;
  }
  return out;
}

/** True when the device has a medium that records (an SD card or disks, not all failed). */
export function recordsVideo(state: DeviceState): boolean {
  const { storage } = state;
  if (storage.kind === "sdCard") return storage.sdCard.status !== "none";
  if (storage.kind === "disks") return storage.disks.length > 0;
  return false;
}

/**
 * The recording segments of a channel overlapping [startTime, endTime), clipped to it, in time
 * order. History covers the last RECORDING_HISTORY_DAYS days up to `nowSec`; `triggered` event
 * windows (recordEventWindow) fill the schedule's gaps with segments of the event's type.
 */
export function recordingSegments(
  sn: string,
  chlIndex: number,
  startTime: number,
  endTime: number,
  nowSec: number,
  triggered: readonly RecordingSegment[] = [],
): RecordingSegment[] {
  const from = Math.max(startTime, nowSec - RECORDING_HISTORY_DAYS * DAY);
  const to = Math.min(endTime, nowSec);
  const out: RecordingSegment[] = [];
  for (let hour = Math.floor(from / HOUR); hour * HOUR < to; hour++) {
    for (const seg of hourSegments(sn, chlIndex, hour)) {
      const s = Math.max(seg.startTime, from);
      const e = Math.min(seg.endTime, to);
      if (e > s) out.push({ startTime: s, endTime: e, type: seg.type });
    }
  }
  return fillGaps(out, triggered, from, to);
}

/** UTC day (YYYY-MM-DD) of a Unix time. */
function utcDay(sec: number): string {
  return new Date(sec * 1000).toISOString().slice(0, 10);
}

/** Recorded stretches of the range: adjacent segments joined (the video runs on across a file split). */
export function recordedPieces(segments: RecordingSegment[]): { start: number; end: number }[] {
  const pieces: { start: number; end: number }[] = [];
  for (const seg of segments) {
    const last = pieces.at(-1);
    if (last && last.end === seg.startTime) last.end = seg.endTime;
    else pieces.push({ start: seg.startTime, end: seg.endTime });
  }
  return pieces;
}

/** One frame of an export, in order. */
interface ExportFrame {
  frame: ClipFrame;
  timestampMs: number;
}

/**
 * The frames of an export: each recorded piece plays the channel's clip looped; a piece starts at
 * the IDR of the GOP its start time falls in (so the file decodes from its first frame and holds
 * exactly duration × fps frames; the picture runs up to one GOP early).
 */
function exportPlan(frames: readonly ClipFrame[], fps: number, rangeStart: number, pieces: { start: number; end: number }[]): { count: number; at: (i: number) => ExportFrame } {
  const gop = Math.max(1, frames.findIndex((f, i) => i > 0 && f.keyframe));
  const spans = pieces.map((p) => {
    const absolute = Math.floor(p.start * fps);
    return { first: Math.floor(absolute / gop) * gop, count: Math.round((p.end - p.start) * fps), offsetMs: (p.start - rangeStart) * 1000 };
  });
  const count = spans.reduce((sum, s) => sum + s.count, 0);
  return {
    count,
    at(i) {
      let k = i;
      for (const span of spans) {
        if (k < span.count) return { frame: frames[(span.first + k) % frames.length]!, timestampMs: span.offsetMs + (k * 1000) / fps };
        k -= span.count;
      }
      throw new RangeError(`frame ${i} beyond the export`);
    },
  };
}

/** What the exports need of the connection that owns them (as VideoStreams' host). */
export interface RecordingHost {
  readonly sn: string;
  readonly state: DeviceState;
  sendBinary(bytes: Uint8Array): boolean;
  buffered(): number;
  journal(message: string): void;
  /** Now, in ms (tests move it). */
  now(): number;
  /** Caps export speed in frames per second (tests of long downloads); default: as fast as the socket drains. */
  exportFps?: number | undefined;
}

// Export ids live apart from live stream ids (1, 2, …) on the same connection.
const FIRST_EXPORT_ID = 0x4000_0001;
// Sends as fast as the socket drains: a burst of frames, then wait while this much is queued.
const BURST_FRAMES = 50;
const MAX_BUFFERED_BYTES = 1024 * 1024;
const PACED_TICK_MS = 40;

/**
 * Recordings of one gateway connection (docs/device-protocol.md "Recordings on the device"):
 * `recSearchDate`, `recSearchLog` and `recExport`, whose frames go out as binary video frames
 * faster than real time until the last one, or until `streamStop` or the connection ends.
 */
export class RecordingExports {
  private readonly running = new Map<number, () => void>();
  private nextId = FIRST_EXPORT_ID;

  constructor(private readonly host: RecordingHost) {}

  /** `recSearchDate {chlIndex, startTime, endTime}` → `{days}`. */
  searchDate(params: Record<string, unknown>): VideoAnswer {
    const checked = this.search(params);
    if ("code" in checked) return checked;
    const days = [...new Set(checked.segments.map((s) => [utcDay(s.startTime), utcDay(s.endTime - 1)]).flat())].sort();
    return { code: SUCCESS_CODE, data: { days } };
  }

  /** `recSearchLog {chlIndex, startTime, endTime}` → `{segments}`. */
  searchLog(params: Record<string, unknown>): VideoAnswer {
    const checked = this.search(params);
    if ("code" in checked) return checked;
    return { code: SUCCESS_CODE, data: { segments: checked.segments } };
  }

  /** `recExport {chlIndex, startTime, endTime}` → `{streamId, codec, width, height, fps, frames}`, then the frames. */
  export(params: Record<string, unknown>): VideoAnswer {
    const parsed = recExportParamsSchema.safeParse(params);
    if (!parsed.success) return { code: Code.MALFORMED, data: { reason: "chlIndex, startTime < endTime, at most 60 minutes" } };
    const { chlIndex, startTime, endTime, audio: wantsAudio } = parsed.data;
    const runtime = this.host.state.channels.get(chlIndex);
    if (!runtime) return { code: Code.MALFORMED, data: { reason: "channel not found" } };
    // Issue 31: the channel's sound comes along when the server asks and the channel has a microphone.
    const follow = wantsAudio === true ? createAudioFollower(chlIndex) : null;
    if (!recordsVideo(this.host.state)) return { code: Code.PLAYBACK_END, data: { reason: "no recording medium" } };
    const pieces = recordedPieces(recordingSegments(this.host.sn, chlIndex, startTime, endTime, Math.floor(this.host.now() / 1000), runtime.eventRecordings));
    const clip = loadClip(videoClipFor({ sn: this.host.sn, chlIndex, stream: "main", label: runtime.channel.name }).file);
    const fps = videoClipFps();
    const plan = exportPlan(clip.frames, fps, startTime, pieces);
    if (plan.count === 0) return { code: Code.PLAYBACK_END, data: { reason: "no recording in the range" } };
    const streamId = this.nextId++;
    let sent = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pump = (): void => {
      timer = undefined;
      if (!this.running.has(streamId)) return;
      if (this.host.buffered() > MAX_BUFFERED_BYTES) {
        timer = setTimeout(pump, 5);
        return;
      }
      const cap = this.host.exportFps;
      const burst = cap ? Math.max(1, Math.round((cap * PACED_TICK_MS) / 1000)) : BURST_FRAMES;
      for (let n = 0; n < burst && sent < plan.count; n++, sent++) {
        const { frame, timestampMs } = plan.at(sent);
        if (!this.host.sendBinary(encodeVideoFrame({ streamId, keyframe: frame.keyframe, timestampMs, data: frame.data }))) return void this.end(streamId);
        follow?.(timestampMs, 1000 / fps, (unit) => void this.host.sendBinary(encodeVideoFrame({ streamId, keyframe: false, audio: true, timestampMs: unit.timestampMs, data: unit.data })));
      }
      if (sent >= plan.count) {
        this.end(streamId);
        this.host.journal(`export of CH${chlIndex} finished (${plan.count} frames)`);
      } else timer = setTimeout(pump, cap ? PACED_TICK_MS : 0);
    };
    this.running.set(streamId, () => timer !== undefined && clearTimeout(timer));
    // The result goes out first: the server learns the stream id before its first frame.
    timer = setTimeout(pump, 0);
    this.host.journal(`export of CH${chlIndex} started`);
    const audio = follow ? createAudioSource({ chlIndex }) : null;
    const data: RecExportResult = { streamId, codec: clip.codec, width: clip.width, height: clip.height, fps, frames: plan.count };
    if (audio) data.audio = { codec: audio.codec, sampleRate: audio.sampleRate, channels: audio.channels, config: audio.config };
    return { code: SUCCESS_CODE, data };
  }

  /** `streamStop {streamId}` for an export; null when the id is not an export of this connection. */
  stop(params: Record<string, unknown>): VideoAnswer | null {
    const parsed = streamStopParamsSchema.safeParse(params);
    if (!parsed.success || !this.end(parsed.data.streamId)) return null;
    return { code: SUCCESS_CODE, data: {} };
  }

  /** The connection is gone: every export ends with it. */
  dispose(): void {
    for (const id of [...this.running.keys()]) this.end(id);
  }

  private search(params: Record<string, unknown>): VideoAnswer | { segments: RecordingSegment[] } {
    const parsed = recSearchParamsSchema.safeParse(params);
    if (!parsed.success) return { code: Code.MALFORMED, data: { reason: "chlIndex, startTime < endTime, at most 31 days" } };
    const { chlIndex, startTime, endTime } = parsed.data;
    const runtime = this.host.state.channels.get(chlIndex);
    if (!runtime) return { code: Code.MALFORMED, data: { reason: "channel not found" } };
    if (!recordsVideo(this.host.state)) return { segments: [] };
    return { segments: recordingSegments(this.host.sn, chlIndex, startTime, endTime, Math.floor(this.host.now() / 1000), runtime.eventRecordings) };
  }

  private end(streamId: number): boolean {
    const stop = this.running.get(streamId);
    if (!stop) return false;
    this.running.delete(streamId);
    stop();
    return true;
  }
}
