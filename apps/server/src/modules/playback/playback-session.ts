import { Code, playbackClientFrameSchema, type PlaybackClientFrame, type PlaybackServerFrame, type StreamAudio } from "@vms/api-client";
import { AAC_FRAME_SAMPLES, createAudioFragment, createFragment, createInitSegment, mimeType, NAL_TYPE, nalType, parseAudioSpecificConfig, parseSps, splitAnnexB, type AacConfig } from "@vms/media";
import type { WebSocket } from "ws";
import { frameByteLength, parseJsonFrame } from "../../lib/ws-frames.js";
import { keepAlive } from "../../lib/ws-liveness.js";
import { offerTakes } from "../../lib/codec-offer.js";
import { AppError } from "../../core/app-error.js";
import type { DriverEvents, PlaybackDriver, PlaybackFrame } from "./playback-driver.js";

/** fMP4 ticks per second (as the live relay). */
const TIMESCALE = 90_000;
const ticks = (ms: number) => Math.max(0, Math.round(ms * (TIMESCALE / 1000)));
// A wall-time step beyond this is a gap between recorded stretches: the video timeline does not jump.
const MAX_STEP_MS = 2_500;

/** Timing and size limits of one playback socket. */
export interface PlaybackSessionLimits {
  handshakeTimeoutMs: number;
  pingIntervalMs: number;
  /** Outbound backlog beyond which frames are skipped up to the next key frame. */
  highWaterBytes: number;
  maxInboundBytes: number;
}

export const DEFAULT_PLAYBACK_LIMITS: PlaybackSessionLimits = { handshakeTimeoutMs: 10_000, pingIntervalMs: 2_500, highWaterBytes: 2 * 1024 * 1024, maxInboundBytes: 4 * 1024 };

/** Counters (tests, bench). */
export interface PlaybackSessionStats {
  fragments: number;
  dropped: number;
}

/**
 * One playback socket (docs/media.md "Playback"): go2rtc's MSE handshake, the init segment, then per
 * frame a `clock` text frame (wall time ↔ decode time) and one moof+mdat. The client steers it with
 * seek / pause / resume / speed; `seeked` marks where a new position begins on the video timeline.
 */
export class PlaybackSession {
  readonly stats: PlaybackSessionStats = { fragments: 0, dropped: 0 };
  private readonly driver: PlaybackDriver;
  private wantsMse = false;
  private init: { sps: Uint8Array; pps: Uint8Array } | null = null;
  private sequence = 0;
  private nextDecodeMs = 0;
  private lastWall: number | null = null;
  private lastDurationMs: number;
  private waitForKey = true;
  private closed = false;
  private pendingSeek: { requested: number } | null = null;
  private requested = 0;
  private announce: { wallMs: number; requested: number } | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private stopPings: () => void = () => {};
  /** The recording's sound (issue 31): its AAC config once the source said so, before the first init segment. */
  private audio: AacConfig | null = null;
  /** The client's codec offer (the mse request's `value`; "" for none): sound only where it takes AAC. */
  private offer = "";
  /** Decode time (ms) of the last video fragment sent; sound is placed relative to it. */
  private lastDecodeMs = 0;
  /** Where the audio track continues (samples); null after a seek or a gap. */
  private nextAudioTick: number | null = null;

  constructor(
    private readonly socket: WebSocket,
    makeDriver: (events: DriverEvents) => PlaybackDriver,
    private readonly startMs: number,
    private readonly message: (code: number) => string,
    private readonly limits: PlaybackSessionLimits,
    fps = 25,
  ) {
    this.lastDurationMs = 1000 / fps;
    this.driver = makeDriver({
      seeked: (wallMs) => this.onSeeked(wallMs),
      frame: (frame) => (frame.audio === true ? this.onAudio(frame) : this.onFrame(frame)),
      audio: (config) => this.onAudioConfig(config),
      paused: (wallMs) => this.sendText({ type: "paused", wallMs }),
      resumed: (wallMs) => this.sendText({ type: "resumed", wallMs }),
      ended: (code) => (code === Code.PLAYBACK_END ? this.sendText({ type: "ended", code, value: this.message(code) }) : this.fail(code)),
    });
    this.watch();
  }

  /** Sends `{"type":"error"}` (translated) and closes. */
  fail(code: number): void {
    if (this.closed) return;
    this.sendText({ type: "error", value: this.message(code), code });
    this.close();
    this.socket.close(1000, `error ${code}`);
  }

  private close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.stopPings();
    this.driver.stop();
  }

  private watch(): void {
    const { socket, limits } = this;
    const handshake = setTimeout(() => !this.wantsMse && this.fail(Code.MALFORMED), limits.handshakeTimeoutMs);
    this.timers.push(handshake);
    this.stopPings = keepAlive(socket, limits.pingIntervalMs);
    socket.on("message", (data, isBinary) => {
      if (frameByteLength(data) > limits.maxInboundBytes) return socket.close(1009, "frame too large");
      const frame = parseJsonFrame(playbackClientFrameSchema, data, isBinary);
      if (frame) this.onClient(frame);
    });
    socket.on("close", () => {
      this.close();
    });
  }

  private onClient(frame: PlaybackClientFrame): void {
    if (this.closed) return;
    if (frame.type === "mse") {
      if (this.wantsMse) return;
      this.wantsMse = true;
      this.offer = frame.value;
      this.requested = frame.position ?? this.startMs;
      this.pendingSeek = { requested: this.requested };
      return this.steer(this.driver.start(this.requested, frame.speed ?? 1));
    }
    if (!this.wantsMse) return;
    if (frame.type === "seek") {
      this.requested = frame.position;
      this.pendingSeek = { requested: frame.position };
      return this.steer(this.driver.seek(frame.position));
    }
    if (frame.type === "pause") return this.steer(this.driver.pause());
    if (frame.type === "resume") return this.steer(this.driver.resume());
    return this.steer(this.driver.speed(frame.value));
  }

  /** A command failed: end of playback or no recording keep the socket; the rest close it. */
  private steer(work: Promise<void>): void {
    work.catch((err: unknown) => {
      const code = err instanceof AppError ? err.code : Code.INTERNAL;
      if (code === Code.PLAYBACK_END || code === Code.PLAYBACK_NO_RECORDING) this.sendText({ type: "ended", code, value: this.message(code) });
      else this.fail(code);
    });
  }

  /** A new position begins: announced with its first fragment (after the MSE answer). */
  private onSeeked(wallMs: number): void {
    this.waitForKey = true;
    this.lastWall = null;
    this.nextAudioTick = null;
    this.announce = { wallMs, requested: this.pendingSeek?.requested ?? wallMs };
    this.pendingSeek = null;
  }

  private onFrame(frame: PlaybackFrame): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    const nals = splitAnnexB(frame.data);
    if (frame.keyframe) this.updateInit(nals);
    if (!this.init) return;
    if (this.socket.bufferedAmount > this.limits.highWaterBytes) this.waitForKey = true;
    if (this.waitForKey && (!frame.keyframe || this.socket.bufferedAmount > this.limits.highWaterBytes)) {
      this.stats.dropped += 1;
      return;
    }
    this.waitForKey = false;
    const step = this.lastWall === null ? null : frame.wallMs - this.lastWall;
    if (step !== null && step > 0 && step <= MAX_STEP_MS) this.lastDurationMs = step;
    const decodeMs = this.nextDecodeMs;
    if (this.announce) this.sendText({ type: "seeked", wallMs: frame.wallMs, mediaTime: decodeMs / 1000, requested: this.announce.requested });
    this.announce = null;
    this.sendText({ type: "clock", wallMs: frame.wallMs, mediaTime: decodeMs / 1000 });
    const fragment = createFragment({ sequence: ++this.sequence, baseMediaDecodeTime: ticks(decodeMs), duration: ticks(this.lastDurationMs), keyframe: frame.keyframe, nals });
    this.socket.send(fragment, { binary: true });
    this.stats.fragments += 1;
    this.nextDecodeMs = decodeMs + this.lastDurationMs;
    // A jump in wall time (a gap between recorded stretches) restarts the sound's timeline too.
    if (step !== null && (step <= 0 || step > MAX_STEP_MS)) this.nextAudioTick = null;
    this.lastDecodeMs = decodeMs;
    this.lastWall = frame.wallMs;
  }

  /** The source told whether the recording has sound: kept for the (first) init segment. */
  private onAudioConfig(config: StreamAudio | null): void {
    // MSE cannot add a track to a SourceBuffer: the sound is taken only before the first init segment.
    if (this.init) return;
    const audio = config ? parseAudioSpecificConfig(Uint8Array.from(Buffer.from(config.config, "hex"))) : null;
    // A browser whose offer leaves the codec out gets a video-only init (it would refuse a two-track one).
    this.audio = audio && offerTakes(this.offer, audio.codec) ? audio : null;
  }

  /** One AAC unit: on the video's timeline, relative to the last video frame; gapless within a stretch. */
  private onAudio(frame: PlaybackFrame): void {
    const rate = this.audio?.sampleRate;
    if (!rate || this.closed || !this.init || this.waitForKey || this.lastWall === null || this.socket.readyState !== this.socket.OPEN) return;
    const decodeMs = this.lastDecodeMs + (frame.wallMs - this.lastWall);
    if (decodeMs < 0) return;
    let tick = Math.round((decodeMs * rate) / 1000);
    if (this.nextAudioTick !== null) {
      if (tick < this.nextAudioTick - AAC_FRAME_SAMPLES / 2) return;
      if (Math.abs(tick - this.nextAudioTick) < AAC_FRAME_SAMPLES / 2) tick = this.nextAudioTick;
    }
    this.socket.send(createAudioFragment({ sequence: ++this.sequence, baseMediaDecodeTime: tick, samples: [{ duration: AAC_FRAME_SAMPLES, data: frame.data }] }), { binary: true });
    this.nextAudioTick = tick + AAC_FRAME_SAMPLES;
  }

  /** The MSE answer and the init segment, once (again when the parameter sets change). */
  private updateInit(nals: Uint8Array[]): void {
    const sps = nals.find((n) => nalType(n) === NAL_TYPE.SPS);
    const pps = nals.find((n) => nalType(n) === NAL_TYPE.PPS);
    if (!sps || !pps) return;
    const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);
    if (this.init && same(this.init.sps, sps) && same(this.init.pps, pps)) return;
    const info = parseSps(sps);
    if (!this.init) this.sendText({ type: "mse", value: mimeType(info.codec, this.audio?.codec) });
    this.init = { sps: sps.slice(), pps: pps.slice() };
    this.socket.send(createInitSegment({ sps: this.init.sps, pps: this.init.pps, width: info.width, height: info.height, timescale: TIMESCALE, audio: this.audio ?? undefined }), { binary: true });
  }

  private sendText(frame: PlaybackServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }
}
