import type { FastifyBaseLogger } from "fastify";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import type { HubViewer } from "../live/relay-hub.js";
import type { RelayAudioFrame, RelayFrame, RelayStream } from "../live/relay-stream.js";
import type { CloudChannel } from "./cloud-recording-port.js";
import type { CloudRepository } from "./cloud-repository.js";
import { buildSegment, parameterSets, segmentKey, type RecorderAudio, type RecorderFrame, type RecorderGop } from "./segment-builder.js";

/** What a channel recorder needs. */
export interface ChannelRecorderDeps {
  store: ObjectStore;
  repo: CloudRepository;
  log: FastifyBaseLogger;
  now: () => number;
  /** A segment is cut at the first key frame after it has lasted this long. */
  segmentMs: number;
  /** The device stream ended (offline, refused): the recorder is done. */
  onEnded: (code: number) => void;
}

// A jump in the device's timestamps larger than this (or backwards) starts a new segment.
const MAX_GAP_MS = 5_000;

/**
 * Records one channel: joins the relay hub as a viewer of the channel's stream (so a channel that
 * is also watched live is streamed once from the device), cuts the frames into GOP-fragmented fMP4
 * segments at key frames, and writes each segment to the object store and its row (with the
 * key-frame index) to PostgreSQL. Wall-clock times are anchored to the server clock at each
 * segment's first key frame and follow the device's timestamps within the segment. A channel with
 * sound (issue 31) keeps it: two-track init segments, each GOP fragment with its span's AAC units.
 */
export class ChannelRecorder implements HubViewer {
  /** Bytes and segments written (tests, bench). */
  readonly stats = { segments: 0, bytes: 0, frames: 0, failedWrites: 0 };
  private init: Uint8Array | null = null;
  private params: { sps: Uint8Array; pps: Uint8Array } | null = null;
  private codec = "";
  /** Sample rate of the init segment's mp4a track; null when the channel has no sound. */
  private audioRate: number | null = null;
  private gops: RecorderGop[] = [];
  private gop: RecorderFrame[] = [];
  private gopAudio: RecorderAudio[] = [];
  private anchor: { wallMs: number; ts: number } | null = null;
  private lastTs = -1;
  private lastEndMs = 0;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    readonly channel: CloudChannel,
    private readonly deps: ChannelRecorderDeps,
  ) {}

  attach(_stream: RelayStream): void {
    // The relay's current GOP is skipped: recording starts at the next key frame.
  }

  frame(stream: RelayStream, frame: RelayFrame): void {
    const media = stream.media;
    if (this.closed || !media) return;
    const ts = frame.timestampMs;
    if (this.lastTs >= 0 && (ts < this.lastTs || ts - this.lastTs > MAX_GAP_MS)) {
      this.finish();
      this.anchor = null;
    }
    this.lastTs = ts;
    if (frame.keyframe) {
      const params = parameterSets(frame.nals);
      if (this.init !== null && media.init !== this.init) {
        // New SPS/PPS: a new segment with its own init segment.
        this.finish();
        this.anchor = null;
      }
      this.closeGop();
      const segmentStart = this.gops[0]?.frames[0]?.wallMs;
      if (segmentStart !== undefined && this.wallOf(ts) - segmentStart >= this.deps.segmentMs) {
        this.finish();
        this.anchor = null;
      }
      // Each segment re-reads the server clock (device clocks drift), never overlapping the last one.
      this.anchor ??= { wallMs: Math.max(this.deps.now(), this.lastEndMs), ts };
      if (params) this.params = { sps: params.sps.slice(), pps: params.pps.slice() };
      this.init = media.init;
      this.audioRate = media.audio?.sampleRate ?? null;
      this.codec = media.codec;
      if (!this.params) return;
    } else if (this.gop.length === 0) {
      return; // waiting for a key frame
    }
    this.gop.push({ wallMs: this.wallOf(ts), keyframe: frame.keyframe, durationMs: () => frame.durationMs, nals: frame.nals });
    this.stats.frames += 1;
  }

  /** A unit of the channel's sound: kept with the open GOP (none before recording's first key frame). */
  audio(_stream: RelayStream, frame: RelayAudioFrame): void {
    if (this.closed || this.gop.length === 0 || this.audioRate === null) return;
    this.gopAudio.push({ wallMs: this.wallOf(frame.timestampMs), data: frame.data });
  }

  fail(code: number): void {
    if (this.closed) return;
    this.closed = true;
    this.finish();
    this.deps.onEnded(code);
  }

  /** Stops recording (plan ended, shutdown): writes what it holds; resolves once written. */
  async close(): Promise<void> {
    this.closed = true;
    this.finish();
    await this.writing;
  }

  /** Resolves once every cut segment is written (tests). */
  flushed(): Promise<void> {
    return this.writing;
  }

  private closeGop(): void {
    if (this.gop.length > 0) this.gops.push({ frames: this.gop, audio: this.gopAudio });
    this.gop = [];
    this.gopAudio = [];
  }

  private wallOf(ts: number): number {
    return this.anchor ? this.anchor.wallMs + (ts - this.anchor.ts) : this.deps.now();
  }

  /** Writes the current segment (its GOPs and the open one) and starts an empty one. */
  private finish(): void {
    this.closeGop();
    const gops = this.gops;
    this.gops = [];
    if (gops.length === 0 || !this.init || !this.params) return;
    const segment = buildSegment(this.init, gops, this.audioRate);
    this.lastEndMs = segment.endMs;
    const { orgId, sn, chlIndex } = this.channel;
    const key = segmentKey(orgId, sn, chlIndex, segment.startMs);
    const params = this.params;
    const codec = this.codec;
    this.writing = this.writing.then(async () => {
      try {
        await this.deps.store.put(key, Buffer.from(segment.bytes.buffer, segment.bytes.byteOffset, segment.bytes.byteLength));
        await this.deps.repo.insertSegment({
          orgId, sn, chlIndex,
          startMs: segment.startMs,
          endMs: segment.endMs,
          objectKey: key,
          bytes: segment.bytes.length,
          frames: segment.frames,
          codec,
          sps: Buffer.from(params.sps).toString("base64"),
          pps: Buffer.from(params.pps).toString("base64"),
          keyframes: segment.keyframes,
        });
        this.stats.segments += 1;
        this.stats.bytes += segment.bytes.length;
      } catch (err) {
        this.stats.failedWrites += 1;
        this.deps.log.warn({ err, sn, chlIndex }, "cloud segment could not be stored");
      }
    });
  }
}
