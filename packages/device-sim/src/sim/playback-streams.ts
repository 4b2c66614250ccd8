import {
  Code,
  KEYFRAMES_ONLY_SPEED,
  SUCCESS_CODE,
  encodeVideoFrame,
  playbackControlParamsSchema,
  playbackStartParamsSchema,
  streamStopParamsSchema,
  type DeviceFrame,
  type PlaybackStartResult,
} from "@vms/api-client";
import { createAudioFollower, createAudioSource, type AudioFollower } from "../video/audio-source.js";
import { loadClip, type ClipFrame } from "../video/clip-frames.js";
import { videoClipFor, videoClipFps } from "../video/clip-catalogue.js";
import type { DeviceState } from "./device-state.js";
import { playbackPlan, type PlaybackPlan } from "./playback-plan.js";
import { recordedPieces, recordingSegments, recordsVideo } from "./recordings.js";
import type { VideoAnswer } from "./video-streams.js";

/** What playback needs of the connection that owns it. */
export interface PlaybackHost {
  readonly sn: string;
  readonly state: DeviceState;
  sendBinary(bytes: Uint8Array): boolean;
  send(frame: DeviceFrame): void;
  buffered(): number;
  journal(message: string): void;
  /** What pacing reads the time from and waits on. */
  clock: PlaybackClock;
}

/**
 * The clock of playback pacing: the real one by default; a test may step it, so that time passing
 * on the device (a pause held for a minute) needs no wall-clock wait.
 */
export interface PlaybackClock {
  /** Now, Unix ms. */
  now(): number;
  /** Runs `run` once `ms` have passed on this clock; the returned function cancels it. */
  after(ms: number, run: () => void): () => void;
}

/** The real clock (read at each call, so that fake timers in unit tests apply). */
export const SYSTEM_CLOCK: PlaybackClock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

// Playback ids live apart from live (1, 2, …) and export (0x40000001 …) ids on the same connection.
const FIRST_PLAYBACK_ID = 0x2000_0001;
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One running playback: a cursor on the plan, paced at `speed` against the clock. */
class Playback {
  /** Wall time of the next frame to send; null past the end. */
  cursor: number | null;
  speed: number;
  paused = false;
  private cancel: (() => void) | undefined;
  /** Pacing base: the clock (ms) at which the frame at `baseT` was due. */
  private baseClock = 0;
  private baseT = 0;

  constructor(
    readonly id: number,
    readonly chlIndex: number,
    readonly plan: PlaybackPlan,
    private readonly frames: readonly ClipFrame[],
    private readonly endMs: number,
    first: number,
    speed: number,
    private readonly host: PlaybackHost,
    private readonly onEnd: (code: number) => void,
    /** Issue 31: the channel's sound that goes with each frame (null without a microphone or not asked). */
    private readonly follow: AudioFollower | null = null,
  ) {
    this.cursor = first;
    this.speed = speed;
  }

  get keyframesOnly(): boolean {
    return this.speed >= KEYFRAMES_ONLY_SPEED;
  }

  /** (Re)starts pacing from the cursor, now. */
  run(): void {
    this.halt();
    if (this.paused || this.cursor === null) return;
    this.baseClock = this.host.clock.now();
    this.baseT = this.cursor;
    this.later(0, () => this.pump());
  }

  /** Sends frame `t` and the sound up to the next frame sent; false when the socket is gone. */
  private send(t: number): boolean {
    const frame = this.frames[this.plan.clipIndex(t)]!;
    if (!this.host.sendBinary(encodeVideoFrame({ streamId: this.id, keyframe: frame.keyframe, timestampMs: t, data: frame.data }))) return false;
    // Key frames only (8x and up): the sound still covers the whole GOP, or the browser's media
    // element would stall where the audio track runs out (a buffered range is every track's).
    this.follow?.(t, this.keyframesOnly ? this.plan.gopMs : this.plan.frameMs, (unit) => void this.host.sendBinary(encodeVideoFrame({ streamId: this.id, keyframe: false, audio: true, timestampMs: unit.timestampMs, data: unit.data })));
    return true;
  }

  halt(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  private later(ms: number, run: () => void): void {
    this.cancel = this.host.clock.after(ms, run);
  }

  /** Sends the frames from the cursor up to `positionMs` now (a seek while paused). */
  sendUpTo(positionMs: number): void {
    while (this.cursor !== null && this.cursor <= positionMs && this.cursor < this.endMs) {
      const t = this.cursor;
      if (!this.send(t)) return;
      this.cursor = this.plan.next(t, false);
    }
  }

  private pump(): void {
    this.cancel = undefined;
    if (this.host.buffered() > MAX_BUFFERED_BYTES) {
      // A backed-up uplink waits (a recording never skips frames); pacing restarts afterwards.
      this.later(10, () => this.run());
      return;
    }
    let sentNow = 0;
    while (this.cursor !== null && this.cursor < this.endMs) {
      const t = this.cursor;
      const due = this.baseClock + (t - this.baseT) / this.speed;
      const now = this.host.clock.now();
      if (due > now) {
        this.later(Math.max(1, Math.ceil(due - now)), () => this.pump());
        return;
      }
      if (!this.send(t)) return this.onEnd(Code.DEVICE_OFFLINE);
      const next = this.plan.next(t, this.keyframesOnly);
      // Over a gap the wall time jumps: pacing continues from the new piece at once.
      if (next !== null && next - t > (this.keyframesOnly ? this.plan.gopMs : this.plan.frameMs) + 1) {
        this.baseClock = this.host.clock.now();
        this.baseT = next;
      }
      this.cursor = next;
      if (++sentNow >= 50) {
        this.later(0, () => this.pump());
        return;
      }
    }
    this.cursor = null;
    this.onEnd(Code.PLAYBACK_END);
  }
}

/**
 * Playback of recordings on the device (docs/device-protocol.md "Playback"): `playbackStart`
 * streams a recorded range from a position at a speed (1/8×–16×; from 8× key frames only), each
 * binary frame stamped with its wall-clock time; `playbackControl` seeks, pauses, resumes and
 * changes speed; `streamStop` ends it. At the end of the range the device sends `streamEnd` 7066.
 */
export class PlaybackStreams {
  private readonly running = new Map<number, Playback>();
  private nextId = FIRST_PLAYBACK_ID;

  constructor(private readonly host: PlaybackHost) {}

  /** `playbackStart {chlIndex, startTime, endTime, position?, speed?}` → `{streamId, codec, width, height, fps, position}`. */
  start(params: Record<string, unknown>): VideoAnswer {
    const parsed = playbackStartParamsSchema.safeParse(params);
    if (!parsed.success) return { code: Code.MALFORMED, data: { reason: "chlIndex, startTime < endTime (at most 31 days), speed 1/8..16" } };
    const { chlIndex, startTime, endTime, speed, audio: wantsAudio } = parsed.data;
    const runtime = this.host.state.channels.get(chlIndex);
    if (!runtime) return { code: Code.MALFORMED, data: { reason: "channel not found" } };
    if (!recordsVideo(this.host.state)) return { code: Code.PLAYBACK_NO_RECORDING, data: { reason: "no recording medium" } };
    const fps = videoClipFps();
    const clip = loadClip(videoClipFor({ sn: this.host.sn, chlIndex, stream: "main", label: runtime.channel.name }).file);
    const gopFrames = Math.max(1, clip.frames.findIndex((f, i) => i > 0 && f.keyframe));
    const pieces = recordedPieces(recordingSegments(this.host.sn, chlIndex, startTime, endTime, Math.floor(this.host.clock.now() / 1000), runtime.eventRecordings));
    const plan = playbackPlan(pieces, fps, gopFrames, clip.frames.length);
    const first = plan.seek(parsed.data.position ?? startTime * 1000);
    if (first === null) return { code: Code.PLAYBACK_NO_RECORDING, data: { reason: "no recording in the range" } };
    const id = this.nextId++;
    const follow = wantsAudio === true ? createAudioFollower(chlIndex) : null;
    const playback = new Playback(id, chlIndex, plan, clip.frames, endTime * 1000, first, speed, this.host, (code) => this.finish(id, code), follow);
    this.running.set(id, playback);
    // The result goes out first (the caller replies when this returns); pacing starts on the next turn.
    playback.run();
    this.host.journal(`playback of CH${chlIndex} started`);
    const data: PlaybackStartResult = { streamId: id, codec: clip.codec, width: clip.width, height: clip.height, fps, position: first };
    const audio = follow ? createAudioSource({ chlIndex }) : null;
    if (audio) data.audio = { codec: audio.codec, sampleRate: audio.sampleRate, channels: audio.channels, config: audio.config };
    return { code: SUCCESS_CODE, data };
  }

  /** `playbackControl {streamId, action, …}` → `{position}`: the wall time of the next frame. */
  control(params: Record<string, unknown>): VideoAnswer {
    const parsed = playbackControlParamsSchema.safeParse(params);
    if (!parsed.success) return { code: Code.MALFORMED, data: { reason: "streamId and action (seek, pause, resume, speed)" } };
    const command = parsed.data;
    const playback = this.running.get(command.streamId);
    if (!playback) return { code: Code.MALFORMED, data: { reason: "no such playback" } };
    if (command.action === "seek") {
      const first = playback.plan.seek(command.position);
      if (first === null) {
        this.end(playback.id);
        return { code: Code.PLAYBACK_END, data: { reason: "past the end of the recording" } };
      }
      playback.cursor = first;
      playback.halt();
      // After the result: the frames from the key frame up to the position go out at once, so the
      // picture reaches the asked moment without waiting for the GOP head; pacing continues from there.
      this.host.clock.after(0, () => {
        if (this.running.get(playback.id) !== playback) return;
        playback.sendUpTo(command.position);
        playback.run();
      });
      return { code: SUCCESS_CODE, data: { position: first } };
    }
    if (command.action === "pause") playback.paused = true;
    else if (command.action === "resume") playback.paused = false;
    else playback.speed = command.speed;
    playback.run();
    return { code: SUCCESS_CODE, data: { position: playback.cursor ?? 0 } };
  }

  /** `streamStop {streamId}` for a playback; null when the id is not a playback of this connection. */
  stop(params: Record<string, unknown>): VideoAnswer | null {
    const parsed = streamStopParamsSchema.safeParse(params);
    if (!parsed.success || !this.end(parsed.data.streamId)) return null;
    return { code: SUCCESS_CODE, data: {} };
  }

  /** Playbacks running now (tests). */
  get active(): number {
    return this.running.size;
  }

  /** The connection is gone: every playback ends with it. */
  dispose(): void {
    for (const id of [...this.running.keys()]) this.end(id);
  }

  private finish(id: number, code: number): void {
    if (!this.end(id)) return;
    if (code !== Code.DEVICE_OFFLINE) this.host.send({ type: "streamEnd", streamId: id, code });
  }

  private end(id: number): boolean {
    const playback = this.running.get(id);
    if (!playback) return false;
    this.running.delete(id);
    playback.halt();
    return true;
  }
}
