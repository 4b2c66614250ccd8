import { Code, SUCCESS_CODE, encodeVideoFrame, streamStartParamsSchema, streamStopParamsSchema, type DeviceFrame, type StreamAudio, type StreamStartParams, type StreamStartResult } from "@vms/api-client";
import type { DeviceState } from "./device-state.js";

/** One access unit of a video source (the shape `createVideoSource` of `../video/` delivers). */
export interface SourceFrame {
  /** Annex B access unit; SPS and PPS precede every IDR. */
  data: Uint8Array;
  keyframe: boolean;
  /** From 0, increasing across loops. */
  timestampMs: number;
}

/** A paced, endless H.264 source for one channel stream. */
export interface StreamSource {
  codec: string;
  width: number;
  height: number;
  fps: number;
  /** The channel's sound, when it has a microphone: sent only when streamStart asks for `audio`. */
  audio?: StreamAudioSource | undefined;
  /** Starts pacing frames; answers the function that stops them. */
  start(onFrame: (frame: SourceFrame) => void): () => void;
}

/** A paced, endless AAC source (raw access units, timestamps on the video's clock). */
export interface StreamAudioSource extends StreamAudio {
  start(onFrame: (frame: { data: Uint8Array; timestampMs: number }) => void): () => void;
}

/** Makes the source of one channel stream. */
export type StreamSourceFactory = (options: { sn: string; chlIndex: number; stream: StreamStartParams["stream"]; label?: string }) => StreamSource;

/** Counters a test or the CLI can read (shared by every connection of one device). */
export interface VideoStats {
  /** Streams running now. */
  active: number;
  /** streamStart commands accepted since the device was created. */
  started: number;
  /** Binary frames sent since the device was created. */
  framesSent: number;
  /** Non-key frames skipped because the socket was backed up. */
  framesSkipped: number;
  /** Binary audio frames sent since the device was created. */
  audioFramesSent: number;
}

/** What the video streams need of the connection that owns them. */
export interface VideoHost {
  readonly sn: string;
  readonly state: DeviceState;
  /** Sends one binary frame on this connection; false when it is gone. */
  sendBinary(bytes: Uint8Array): boolean;
  /** Sends a JSON frame on this connection (`streamEnd`). */
  send(frame: DeviceFrame): void;
  /** Bytes queued on the socket and not yet sent. */
  buffered(): number;
  journal(message: string): void;
}

/** A command's answer: the result code and data. */
export interface VideoAnswer {
  code: number;
  data: unknown;
}

/** Beyond this backlog the device skips frames up to the next keyframe, as an encoder with a full uplink does. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The live streams of one gateway connection (docs/device-protocol.md "Live video"): `streamStart`
 * starts a source for a channel stream and sends its access units as binary frames (and, when asked
 * for `audio` on a channel with a microphone, its AAC units with flag bit 1) until
 * `streamStop` or until the connection ends. Closed channels and lost cameras are refused with 7071.
 */
export class VideoStreams {
  private readonly running = new Map<number, { chlIndex: number; stop: () => void }>();
  private nextId = 1;

  constructor(
    private readonly host: VideoHost,
    private readonly createSource: StreamSourceFactory,
    private readonly stats: VideoStats,
  ) {}

  /** `streamStart {chlIndex, stream}` → `{streamId, codec, width, height, fps}`. */
  start(params: Record<string, unknown>): VideoAnswer {
    const parsed = streamStartParamsSchema.safeParse(params);
    if (!parsed.success) return { code: Code.MALFORMED, data: { reason: "chlIndex and stream (main|sub) required" } };
    const { chlIndex, stream, audio: wantsAudio } = parsed.data;
    const runtime = this.host.state.channels.get(chlIndex);
    if (!runtime) return { code: Code.MALFORMED, data: { reason: "channel not found" } };
    if (!this.host.state.channelOnline(runtime)) return { code: Code.CHANNEL_UNAVAILABLE, data: { reason: "channel closed or offline" } };
    let source: StreamSource;
    try {
      source = this.createSource({ sn: this.host.sn, chlIndex, stream, label: runtime.channel.name });
    } catch (err) {
      this.host.journal(`live view failed on CH${chlIndex}: ${String(err)}`);
      return { code: Code.DEVICE_DENIED, data: { reason: "no video source" } };
    }
    const streamId = this.nextId++;
    let waitForKey = false;
    const onFrame = (frame: SourceFrame) => {
      // A backed-up uplink drops whole GOP tails, never a reference frame the decoder needs.
      if (this.host.buffered() > MAX_BUFFERED_BYTES) waitForKey = true;
      if (waitForKey && !frame.keyframe) {
        this.stats.framesSkipped += 1;
        return;
      }
      waitForKey = false;
      if (this.host.sendBinary(encodeVideoFrame({ streamId, keyframe: frame.keyframe, timestampMs: frame.timestampMs, data: frame.data }))) this.stats.framesSent += 1;
    };
    // Audio goes out only to a server that asked (older servers would take it for video).
    const audio = wantsAudio === true ? source.audio : undefined;
    const onAudio = (frame: { data: Uint8Array; timestampMs: number }) => {
      // Sound is small and never a reference for video: it is dropped while the uplink is backed up.
      if (waitForKey || this.host.buffered() > MAX_BUFFERED_BYTES) return;
      if (this.host.sendBinary(encodeVideoFrame({ streamId, keyframe: false, audio: true, timestampMs: frame.timestampMs, data: frame.data }))) this.stats.audioFramesSent += 1;
    };
    let stopSource: (() => void) | null = null;
    let stopAudio: (() => void) | null = null;
    let ended = false;
    this.running.set(streamId, {
      chlIndex,
      stop: () => {
        ended = true;
        stopSource?.();
        stopAudio?.();
      },
    });
    // The result goes out first (the caller replies when this returns): the server learns the
    // stream id before the first binary frame carrying it.
    // The source's clock starts now (frame n is due n/fps later): timestampMs 0 in wall-clock time.
    const epochMs = Date.now();
    queueMicrotask(() => {
      if (ended) return;
      stopSource = source.start(onFrame);
      if (audio) stopAudio = audio.start(onAudio);
    });
    this.stats.active += 1;
    this.stats.started += 1;
    this.host.journal(`live view started on CH${chlIndex} (${stream} stream)`);
    const data: StreamStartResult = { streamId, codec: source.codec, width: source.width, height: source.height, fps: source.fps, epochMs };
    if (audio) data.audio = { codec: audio.codec, sampleRate: audio.sampleRate, channels: audio.channels, config: audio.config };
    return { code: SUCCESS_CODE, data };
  }

  /** `streamStop {streamId}` → `{}`; an unknown id answers 1000. */
  stop(params: Record<string, unknown>): VideoAnswer {
    const parsed = streamStopParamsSchema.safeParse(params);
    if (!parsed.success || !this.end(parsed.data.streamId)) return { code: Code.MALFORMED, data: { reason: "no such stream" } };
    return { code: SUCCESS_CODE, data: {} };
  }

  /** The channel was closed or lost its camera: its streams end, and the server hears why (7071). */
  endChannel(chlIndex: number): void {
    for (const [streamId, entry] of [...this.running]) {
      if (entry.chlIndex !== chlIndex) continue;
      this.end(streamId);
      this.host.send({ type: "streamEnd", streamId, code: Code.CHANNEL_UNAVAILABLE });
    }
  }

  /** The connection is gone: every stream ends with it. */
  dispose(): void {
    for (const id of [...this.running.keys()]) this.end(id);
  }

  private end(streamId: number): boolean {
    const entry = this.running.get(streamId);
    if (!entry) return false;
    this.running.delete(streamId);
    this.stats.active -= 1;
    entry.stop();
    return true;
  }
}
