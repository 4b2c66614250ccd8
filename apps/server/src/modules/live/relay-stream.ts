import { Code, type VideoFrameMessage } from "@vms/api-client";
import { createInitSegment, mimeType, NAL_TYPE, nalType, parseAudioSpecificConfig, parseSps, splitAnnexB, type AacConfig } from "@vms/media";
import type { DeviceStream, VideoSink } from "../../gateway/device-gateway.js";
import { AppError } from "../../core/app-error.js";
import type { StreamKey } from "./stream-key.js";

/** Ticks per second of the fMP4 decode times (the MPEG convention; ms × 90). */
export const TIMESCALE = 90_000;
// A GOP longer than this (a device that never sends an IDR) is not cached: new viewers wait for the next IDR.
const MAX_GOP_FRAMES = 600;

/** One access unit as the relay keeps it. */
export interface RelayFrame {
  keyframe: boolean;
  timestampMs: number;
  /** NAL units without start codes (views into the device's frame). */
  nals: Uint8Array[];
  /** Time to the next frame: exact once it arrived, else the last interval seen. */
  durationMs: number;
}

/** One raw AAC access unit of the stream's audio (issue 31). */
export interface RelayAudioFrame {
  timestampMs: number;
  data: Uint8Array;
}

/** What the MSE viewers of a stream need before its first fragment. */
export interface StreamMedia {
  /** `avc1.PPCCLL` from the SPS. */
  codec: string;
  /** `video/mp4; codecs="avc1.…"`: the go2rtc `mse` answer. */
  mime: string;
  /** ftyp + moov (with mvex) for these SPS/PPS, with the AAC track 2 when the stream has sound. */
  init: Uint8Array;
  /** The stream's AAC (its sample rate is track 2's timescale); null without sound. */
  audio: AacConfig | null;
  /** The init segment of the video track alone (`init` itself without sound): for a viewer whose browser takes no AAC. */
  videoInit: Uint8Array;
}

/** A viewer as the stream sees it. */
export interface StreamViewer {
  /** A new frame (already in `stream.gop` when it is a keyframe or continues the GOP). */
  frame(stream: RelayStream, frame: RelayFrame): void;
  /** A new audio unit (already in `stream.gopAudio`). */
  audio?(stream: RelayStream, frame: RelayAudioFrame): void;
  /** The stream ended (7062: the device went offline) or could not start (the refusal code). */
  fail(code: number): void;
}

const sameBytes = (a: Uint8Array | null, b: Uint8Array) => a !== null && a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * One device stream shared by every viewer of a channel stream (issue 11 "Fan-out"): it keeps the
 * current GOP from its IDR on, so a new viewer starts at once on a keyframe, and the init segment
 * built from the latest SPS/PPS.
 */
export class RelayStream {
  readonly viewers = new Set<StreamViewer>();
  media: StreamMedia | null = null;
  /** Frames from the last IDR on (empty until the first IDR). */
  gop: RelayFrame[] = [];
  /** Audio units since the last IDR, so a new viewer gets sound from where its video starts. */
  gopAudio: RelayAudioFrame[] = [];
  /** Nominal frame interval from the device's fps, until two frames say otherwise. */
  frameMs = 40;
  /** Resolves once the device streams; rejects with the refusal (AppError). */
  started: Promise<void> = Promise.resolve();
  ended = false;
  /** Wall-clock time (Unix ms) of the device's timestampMs 0, when the device reports it. */
  epochMs: number | null = null;
  /** Frames from the device since start. */
  frames = 0;
  private device: DeviceStream | null = null;
  private sps: Uint8Array | null = null;
  private pps: Uint8Array | null = null;
  private last: RelayFrame | null = null;
  private audio: AacConfig | null = null;
  /**
   * Frames that arrived before the device's answer was handled (the first binary frame can be the
   * very next socket message): held until the answer says whether the stream has sound, so the
   * first init segment already has the audio track. Null before start() and once the answer is in.
   */
  private early: VideoFrameMessage[] | null = null;

  readonly sink: VideoSink = {
    frame: (f) => this.onFrame(f),
    ended: (code) => this.end(code),
  };

  constructor(
    readonly key: StreamKey,
    readonly orgId: string,
    /** Called once when the device stream ends by itself (offline, refused). */
    private readonly onEnd: () => void,
  ) {}

  /** Starts the device stream through `open` (the gateway's startStream). */
  start(open: (sink: VideoSink) => Promise<DeviceStream>): Promise<void> {
    this.early = [];
    this.started = open(this.sink).then((device) => {
      this.frameMs = 1000 / device.fps;
      this.epochMs = device.epochMs ?? null;
      this.audio = device.audio ? parseAudioSpecificConfig(Uint8Array.from(Buffer.from(device.audio.config, "hex"))) : null;
      const early = this.early ?? [];
      this.early = null;
      for (const message of early) this.onFrame(message);
      // Everyone left (or the device dropped) while the device was starting: stop it at once.
      if (this.ended) device.stop();
      else this.device = device;
    });
    return this.started;
  }

  /** The last viewer left: the device stops sending. */
  stop(): void {
    if (this.ended) return;
    this.ended = true;
    this.device?.stop();
    this.device = null;
  }

  /** The device stream is gone: every viewer hears `code`. */
  end(code: number): void {
    const wasEnded = this.ended;
    this.ended = true;
    this.device = null;
    if (wasEnded) return;
    this.onEnd();
    for (const viewer of [...this.viewers]) viewer.fail(code);
    this.viewers.clear();
  }

  private onFrame(message: VideoFrameMessage): void {
    if (this.ended) return;
    if (this.early) {
      if (this.early.length < MAX_GOP_FRAMES) this.early.push(message);
      return;
    }
    if (message.audio === true) return this.onAudio(message);
    this.frames += 1;
    const nals = splitAnnexB(message.data);
    if (message.keyframe && !this.updateMedia(nals)) return;
    if (!this.media) return;
    const frame: RelayFrame = { keyframe: message.keyframe, timestampMs: message.timestampMs, nals, durationMs: this.frameMs };
    if (this.last && frame.timestampMs > this.last.timestampMs) {
      this.last.durationMs = frame.timestampMs - this.last.timestampMs;
      frame.durationMs = this.last.durationMs;
    }
    this.last = frame;
    if (frame.keyframe) {
      this.gop = [frame];
      this.gopAudio = this.gopAudio.filter((a) => a.timestampMs >= frame.timestampMs);
    }
    else if (this.gop.length > 0 && this.gop.length < MAX_GOP_FRAMES) this.gop.push(frame);
    else this.gop = [];
    for (const viewer of this.viewers) viewer.frame(this, frame);
  }

  private onAudio(message: VideoFrameMessage): void {
    // Sound only with a video timeline to join, and only when the answer announced it.
    if (!this.audio || !this.media || this.gop.length === 0) return;
    const frame: RelayAudioFrame = { timestampMs: message.timestampMs, data: message.data };
    if (this.gopAudio.length < MAX_GOP_FRAMES * 2) this.gopAudio.push(frame);
    for (const viewer of this.viewers) viewer.audio?.(this, frame);
  }

  /** Reads SPS/PPS of a keyframe; false when it has none (then it cannot start a decoder). */
  private updateMedia(nals: Uint8Array[]): boolean {
    const sps = nals.find((n) => nalType(n) === NAL_TYPE.SPS);
    const pps = nals.find((n) => nalType(n) === NAL_TYPE.PPS);
    if (!sps || !pps) return this.media !== null;
    if (this.media && sameBytes(this.sps, sps) && sameBytes(this.pps, pps)) return true;
    const info = parseSps(sps);
    this.sps = sps.slice();
    this.pps = pps.slice();
    const audio = this.audio;
    const video = { sps: this.sps, pps: this.pps, width: info.width, height: info.height, timescale: TIMESCALE };
    const videoInit = createInitSegment(video);
    this.media = {
      codec: info.codec,
      mime: mimeType(info.codec, audio?.codec),
      init: audio ? createInitSegment({ ...video, audio }) : videoInit,
      audio,
      videoInit,
    };
    return true;
  }
}

/** The refusal code of a failed start (AppError's, else 7062). */
export const failureCode = (err: unknown): number => (err instanceof AppError ? err.code : Code.DEVICE_OFFLINE);
