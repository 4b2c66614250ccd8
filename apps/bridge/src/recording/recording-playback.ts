import { Code, encodeVideoFrame, KEYFRAMES_ONLY_SPEED } from "@vms/api-client";
import type { AudioCursor } from "./audio-cursor.js";
import type { FrameCursor } from "./frame-cursor.js";
import { MAX_BUFFERED_BYTES, type ExportSink } from "./recording-export.js";

/** What a playback needs of the connection and of time. */
export interface PlaybackSink extends ExportSink {
  /** A monotonic clock in ms (tests move it). */
  now(): number;
}

// Frames sent in one turn at most, so a fast playback never holds the event loop.
const BURST_FRAMES = 50;
const BACKLOG_WAIT_MS = 10;

/**
 * One running playback (docs/device-protocol.md "Playback"): a cursor on the channel's recordings,
 * paced at `speed` × real time against the clock, each frame stamped with its wall time. From 8× it
 * sends key frames only. Across a gap between recordings it goes on at once with the next one.
 * With `audio` (issue 31) the recorded sound follows each frame, up to the next frame sent, on the
 * same wall clock: as the simulator does, also at key-frames-only speeds (the sound then covers the
 * whole GOP), so the browser's buffered range never stalls on a missing audio track.
 */
export class Playback {
  speed: number;
  paused = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Pacing base: the clock (ms) at which the frame of wall time `baseT` was due. */
  private baseClock = 0;
  private baseT = 0;

  constructor(
    readonly id: number,
    private readonly cursor: FrameCursor,
    private readonly endMs: number,
    speed: number,
    private readonly sink: PlaybackSink,
    /** The playback ended by itself: 7066 at the end of the range, 7062 when the socket refused a frame. */
    private readonly onEnd: (code: number) => void,
    /** The channel's recorded sound, when asked for and recorded; null sends video only. */
    private readonly audio: AudioCursor | null = null,
  ) {
    this.speed = speed;
  }

  /** Wall time of the next frame to come, or null past the end. */
  get position(): number | null {
    const entry = this.cursor.current();
    return entry && entry.wallMs < this.endMs ? entry.wallMs : null;
  }

  /** Moves to the key frame at or before `positionMs`; its wall time, or null past the end of the range. */
  seek(positionMs: number): number | null {
    this.halt();
    const first = this.cursor.seek(positionMs);
    if (first !== null) this.audio?.seek(first);
    return first !== null && first < this.endMs ? first : null;
  }

  /** (Re)starts pacing from the cursor, now (not while paused). */
  run(): void {
    this.halt();
    if (this.paused) return;
    this.rebase();
    this.timer = setTimeout(() => this.pump(), 0);
  }

  /** Sends the frames from the cursor up to `positionMs` at once (after a seek, to reach the asked moment). */
  sendUpTo(positionMs: number): void {
    for (let t = this.position; t !== null && t <= positionMs; t = this.position) {
      const failed = this.sendCurrent();
      if (failed !== null) return this.stop(failed);
      this.cursor.advance();
      this.sendSound(t);
    }
  }

  halt(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  dispose(): void {
    this.halt();
    this.cursor.close();
    this.audio?.close();
  }

  private get keyframesOnly(): boolean {
    return this.speed >= KEYFRAMES_ONLY_SPEED;
  }

  private rebase(): void {
    this.baseClock = this.sink.now();
    this.baseT = this.position ?? 0;
  }

  private pump(): void {
    this.timer = undefined;
    if (this.sink.buffered() > MAX_BUFFERED_BYTES) {
      // A backed-up uplink waits (a recording never skips frames); pacing restarts afterwards.
      this.timer = setTimeout(() => this.run(), BACKLOG_WAIT_MS);
      return;
    }
    for (let sent = 0; sent < BURST_FRAMES; sent++) {
      const t = this.position;
      if (t === null) return this.stop(Code.PLAYBACK_END);
      const due = this.baseClock + (t - this.baseT) / this.speed;
      const now = this.sink.now();
      if (due > now) {
        this.timer = setTimeout(() => this.pump(), Math.max(1, Math.ceil(due - now)));
        return;
      }
      const failed = this.sendCurrent();
      if (failed !== null) return this.stop(failed);
      // Over a gap the wall time jumps: pacing continues from the next recording at once.
      const crossed = this.cursor.advance(this.keyframesOnly);
      this.sendSound(t);
      if (crossed) this.rebase();
    }
    this.timer = setTimeout(() => this.pump(), 0);
  }

  /** Sends the frame at the cursor; null when it went, else the code the playback ends with. */
  private sendCurrent(): number | null {
    const frame = this.cursor.read();
    // An unreadable recording ends the playback as its end would; a socket that refused the frame is gone.
    if (!frame) return Code.PLAYBACK_END;
    return this.sink.sendBinary(encodeVideoFrame({ streamId: this.id, keyframe: frame.keyframe, timestampMs: frame.wallMs, data: frame.data })) ? null : Code.DEVICE_OFFLINE;
  }

  /** The sound after the frame at `frameWallMs`, up to the next frame to send (one frame's worth at the end). */
  private sendSound(frameWallMs: number): void {
    if (!this.audio) return;
    const next = this.cursor.current()?.wallMs;
    const untilMs = next !== undefined && next < this.endMs ? next : Math.min(this.endMs, frameWallMs + 40);
    // A refused audio frame is not the end: the video frame after it finds the socket gone.
    for (const unit of this.audio.take(untilMs)) this.sink.sendBinary(encodeVideoFrame({ streamId: this.id, keyframe: false, audio: true, timestampMs: unit.wallMs, data: unit.data }));
  }

  private stop(code: number): void {
    this.dispose();
    this.onEnd(code);
  }
}
