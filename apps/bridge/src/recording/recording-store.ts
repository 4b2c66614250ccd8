import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { AccessUnit, AudioFormat } from "../media/camera-stream.js";
import { EventMarks, type EventWindow } from "./event-marks.js";
import { recordedDays, typedSegments } from "./recording-queries.js";
import { audioPaths, recoverAudio } from "./audio-track.js";
import { listSegments, recoverSegment, type SegmentFiles } from "./segment-format.js";
import { SegmentWriter } from "./segment-writer.js";
import { findSps } from "../media/h264.js";
import type { RecordingSegment } from "@vms/api-client";

/** How the bridge keeps its recordings (docs/bridge.md "Recording"). */
export interface RecordingStoreOptions {
  /** The bridge's data folder; recordings go to `<dataDir>/recordings/<chlIndex>/`. */
  dataDir: string;
  /** Segments that ended longer ago than this are deleted. */
  retentionDays: number;
  /** The oldest segments (of any channel) are deleted while all recordings together exceed this. */
  maxBytes: number;
  /** A new segment starts at the first key frame after this long (default 5 minutes). */
  segmentMs?: number;
  /** Now, in Unix ms (tests move it). */
  now?: () => number;
  /** Pending frames are written at least this often (default 1 s); retention is checked every `retentionCheckMs` (default 60 s). */
  flushMs?: number;
  retentionCheckMs?: number;
}

/** A stored segment: closed on disk, or the one being written. */
export interface StoredSegment {
  startMs: number;
  endMs: number;
  data: string;
  index: string;
  bytes: number;
  open: boolean;
}

/** A gap longer than this between two frames ends a segment (the camera dropped out). */
export const MAX_FRAME_GAP_MS = 2000;

interface Channel {
  dir: string;
  closed: StoredSegment[];
  writer: SegmentWriter | null;
  marks: EventMarks;
  /** Wall time of the last frame stored: older ones (a camera clock going back) are dropped. */
  lastWallMs: number;
}

/**
 * The bridge's recordings (issue 30 "Recording at the site"): each channel's main stream written
 * continuously to segment files, searched by day and by segment, read back frame by frame, and
 * trimmed by age and by size. Segments cut short by a crash are recovered when the store opens.
 */
export class RecordingStore {
  private readonly channels = new Map<number, Channel>();
  private readonly root: string;
  private readonly segmentMs: number;
  private readonly now: () => number;
  private readonly timers: ReturnType<typeof setInterval>[] = [];

  constructor(private readonly options: RecordingStoreOptions) {
    this.root = join(options.dataDir, "recordings");
    this.segmentMs = options.segmentMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
    mkdirSync(this.root, { recursive: true });
    for (const name of readdirSync(this.root)) if (/^\d+$/.test(name)) this.channel(Number(name));
    this.timers.push(setInterval(() => this.flush(), options.flushMs ?? 1000).unref());
    this.timers.push(setInterval(() => this.enforceRetention(), options.retentionCheckMs ?? 60_000).unref());
    this.enforceRetention();
  }

  /** Stores one access unit of a channel's main stream. */
  append(chlIndex: number, au: AccessUnit): void {
    const ch = this.channel(chlIndex);
    const wallMs = this.wallTime(ch, au);
    if (wallMs === null) return;
    let writer = ch.writer;
    if (writer && wallMs - (writer.lastWallMs ?? writer.startMs) > MAX_FRAME_GAP_MS) writer = this.closeSegment(ch);
    const sps = au.keyframe ? findSps(au.data) : null;
    if (writer && sps && (wallMs - writer.startMs >= this.segmentMs || !sameBytes(sps, writer.sps))) writer = this.closeSegment(ch);
    if (!writer) {
      // A segment starts at a key frame with its SPS, so it decodes from its first frame.
      if (!sps) return;
      writer = ch.writer = new SegmentWriter(ch.dir, Math.round(wallMs), sps.slice());
    }
    writer.append(au.data, wallMs, au.keyframe);
    ch.lastWallMs = wallMs;
  }

  /**
   * Stores one AAC unit of a channel's sound (issue 31) beside the segment being written, at its
   * capture time. Sound comes only with video: with no segment open (before the first key frame) it is dropped.
   */
  appendAudio(chlIndex: number, data: Uint8Array, wallMs: number, format: AudioFormat): void {
    const writer = this.channels.get(chlIndex)?.writer;
    if (writer && wallMs >= writer.startMs - MAX_FRAME_GAP_MS) writer.appendAudio(data, wallMs, format);
  }

  /** Marks the recording around an event (10 s before to 30 s after) with its type, e.g. MOTION. */
  markEvent(chlIndex: number, wallMs: number, type: string): void {
    this.channel(chlIndex).marks.mark(wallMs, type);
  }

  /** UTC days (YYYY-MM-DD) of [startS, endS) that hold recordings of the channel. */
  days(chlIndex: number, startS: number, endS: number): string[] {
    return recordedDays(this.segmentsOf(chlIndex), startS, endS);
  }

  /** The channel's recordings in [startS, endS), clipped, typed (SCHEDULE, or an event's type) and merged where contiguous. */
  segments(chlIndex: number, startS: number, endS: number): RecordingSegment[] {
    return typedSegments(this.segmentsOf(chlIndex), this.eventWindows(chlIndex), startS, endS);
  }

  /** The channel's segments in time order, the open one last. */
  segmentsOf(chlIndex: number): StoredSegment[] {
    const ch = this.channels.get(chlIndex);
    if (!ch) return [];
    const w = ch.writer;
    if (!w || w.frames === 0) return [...ch.closed];
    return [...ch.closed, { startMs: w.startMs, endMs: w.endMs, data: w.paths.data, index: w.paths.index, bytes: w.bytes, open: true }];
  }

  eventWindows(chlIndex: number): readonly EventWindow[] {
    return this.channels.get(chlIndex)?.marks.list() ?? [];
  }

  /** Channels that have recordings, in order. */
  recordedChannels(): number[] {
    return [...this.channels.keys()].filter((c) => this.segmentsOf(c).length > 0).sort((a, b) => a - b);
  }

  /** Writes what is pending (readers call it first, so they see the latest frames). */
  flush(chlIndex?: number): void {
    for (const [index, ch] of this.channels) if (chlIndex === undefined || chlIndex === index) ch.writer?.flush();
  }

  /** Disk use of all recordings, and the start of the oldest one (Unix ms). */
  usage(): { diskUsedBytes: number; oldestRecording: number | null } {
    let bytes = 0;
    let oldest: number | null = null;
    for (const c of this.channels.keys()) {
      for (const s of this.segmentsOf(c)) {
        bytes += s.bytes;
        oldest = oldest === null ? s.startMs : Math.min(oldest, s.startMs);
      }
    }
    return { diskUsedBytes: bytes, oldestRecording: oldest };
  }

  /** Deletes closed segments older than the retention and, oldest first across channels, beyond the size cap. */
  enforceRetention(): void {
    const cutoff = this.now() - this.options.retentionDays * 86_400_000;
    const closed = [...this.channels.values()].flatMap((ch) => ch.closed.map((seg) => ({ ch, seg }))).sort((a, b) => a.seg.startMs - b.seg.startMs);
    let total = this.usage().diskUsedBytes;
    for (const { ch, seg } of closed) {
      if (seg.endMs >= cutoff && total <= this.options.maxBytes) break;
      for (const p of [seg.data, seg.index, audioPaths(seg.data).data, audioPaths(seg.data).index]) rmSync(p, { force: true });
      ch.closed.splice(ch.closed.indexOf(seg), 1);
      total -= seg.bytes;
    }
    for (const ch of this.channels.values()) ch.marks.prune(ch.closed[0]?.startMs ?? ch.writer?.startMs ?? cutoff);
  }

  /** Closes every segment (the bridge is stopping). */
  close(): void {
    for (const t of this.timers) clearInterval(t);
    for (const ch of this.channels.values()) if (ch.writer) this.closeSegment(ch, false);
  }

  /**
   * The time a frame is stored at: its capture time, kept increasing. A small step back (arrival-time
   * jitter) is stored just after the last frame, since dropping a frame would break the GOP after
   * it; a frame from before the last one by more than a gap (the camera's clock was set back) is
   * dropped until its clock passes what is stored, so recordings never overlap.
   */
  private wallTime(ch: Channel, au: AccessUnit): number | null {
    if (au.wallMs > ch.lastWallMs) return au.wallMs;
    if (ch.writer && ch.lastWallMs - au.wallMs <= MAX_FRAME_GAP_MS) return ch.lastWallMs + 1;
    return null;
  }

  private closeSegment(ch: Channel, retention = true): null {
    const files = ch.writer?.close() ?? null;
    ch.writer = null;
    if (files) ch.closed.push(stored(files));
    if (retention) this.enforceRetention();
    return null;
  }

  private channel(chlIndex: number): Channel {
    let ch = this.channels.get(chlIndex);
    if (ch) return ch;
    const dir = join(this.root, String(chlIndex));
    mkdirSync(dir, { recursive: true });
    const closed: StoredSegment[] = [];
    for (const files of listSegments(dir, readdirSync(dir))) {
      const whole = files.endMs === null || !files.index.endsWith(`-${files.endMs}.idx`) ? recoverSegment(dir, files) : files;
      // The sound is renamed last on close: still open-named, it was cut short with (or after) its video.
      const openAudio = audioPaths(join(dir, `${files.startMs}.h264`));
      if (whole) recoverAudio(openAudio, audioPaths(whole.data));
      else for (const p of [openAudio.data, openAudio.index]) rmSync(p, { force: true });
      if (whole) closed.push(stored(whole));
    }
    ch = { dir, closed, writer: null, marks: new EventMarks(join(dir, "events.log")), lastWallMs: (closed.at(-1)?.endMs ?? -Infinity) - 1 };
    this.channels.set(chlIndex, ch);
    return ch;
  }
}

function stored(files: SegmentFiles): StoredSegment {
  const size = (p: string): number => {
    try {
      return statSync(p).size;
    } catch {
      return 0;
    }
  };
  const audio = audioPaths(files.data);
  const bytes = size(files.data) + size(files.index) + size(audio.data) + size(audio.index);
  return { startMs: files.startMs, endMs: files.endMs ?? files.startMs, data: files.data, index: files.index, bytes, open: false };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((v, i) => v === b[i]);
}
