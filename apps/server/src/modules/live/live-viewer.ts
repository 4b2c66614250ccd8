import type { LiveServerFrame } from "@vms/api-client";
import { AAC_FRAME_SAMPLES, createAudioFragment, createFragment, mimeType } from "@vms/media";
import { offerTakes } from "../../lib/codec-offer.js";
import { TIMESCALE, type RelayAudioFrame, type RelayFrame, type RelayStream, type StreamMedia, type StreamViewer } from "./relay-stream.js";

/** Close code after an error frame (the frame says why). */
export const LIVE_CLOSE_AFTER_ERROR = 1000;
const ticks = (ms: number) => Math.max(0, Math.round(ms * (TIMESCALE / 1000)));

/** Counters of one viewer (tests, bench). */
export interface ViewerStats {
  fragments: number;
  /** Frames skipped while the socket was backed up. */
  dropped: number;
}

/** What a viewer sends on: a `/ws-live` socket (ws's WebSocket) or a channel of the wall socket. */
export interface ViewerSocket {
  readonly OPEN: number;
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string | Uint8Array, options?: { binary?: boolean }): void;
  close(code?: number, reason?: string): void;
}

/**
 * One `/ws-live` socket as a viewer of a relay stream: go2rtc's MSE answer (the MIME type), the init
 * segment, then one moof+mdat per frame with this viewer's own decode times, starting at 0 on an IDR.
 * A slow socket (bufferedAmount above `highWaterBytes`) skips frames up to the next IDR and then
 * continues its timeline without a gap, so one slow viewer never grows the server's memory.
 */
export class LiveViewer implements StreamViewer {
  readonly stats: ViewerStats = { fragments: 0, dropped: 0 };
  /** The MSE answer and the init segment went out. */
  get started(): boolean {
    return this.sentInit !== null;
  }

  /** The client asked for MSE (`{"type":"mse"}`). */
  private wantsMse = false;
  /** The client's codec offer (`value`): the stream's sound goes only to a browser that takes it. */
  private offer = "";
  private stream: RelayStream | null = null;
  private sentInit: Uint8Array | null = null;
  private waitForKey = true;
  private sequence = 0;
  /** decode time = timestamp − offset (ms). */
  private offsetMs = 0;
  /** Where this viewer's timeline continues (ms). */
  private nextDecodeMs = 0;
  /**
   * A `clock` frame is owed: the timeline (re)started, but the device's wall clock may not be known
   * yet (its frames can outrun the answer to the start request). It goes with the first frame after.
   */
  private clockDue = false;
  private closed = false;
  /** Where the audio track continues (samples); null after a (re)start of the timeline. */
  private nextAudioTick: number | null = null;

  constructor(
    private readonly socket: ViewerSocket,
    private readonly highWaterBytes: number,
    private readonly message: (code: number) => string,
  ) {}

  /** The client's `{"type":"mse"}` arrived, with its codec offer ("" for none: sound as the stream has it). */
  requestMse(offer = ""): void {
    // The first request's offer holds: the answer and init segment follow it.
    if (!this.wantsMse) this.offer = offer;
    this.wantsMse = true;
    this.begin();
  }

  /** The hub attached the viewer to its stream. */
  attach(stream: RelayStream): void {
    this.stream = stream;
    this.begin();
  }

  frame(stream: RelayStream, frame: RelayFrame): void {
    if (this.closed || !this.sentInit) return this.begin();
    this.send(stream, frame);
  }

  audio(stream: RelayStream, frame: RelayAudioFrame): void {
    if (!this.closed && this.sentInit) this.sendAudio(stream, frame);
  }

  /** Sends `{"type":"error"}` with the translated message, then closes. */
  fail(code: number): void {
    if (this.closed) return;
    this.closed = true;
    this.sendText({ type: "error", value: this.message(code), code });
    this.socket.close(LIVE_CLOSE_AFTER_ERROR, `error ${code}`);
  }

  /** The socket is gone. */
  close(): void {
    this.closed = true;
  }

  /** Once the client asked and the stream has media and a GOP: the answer, the init segment, the GOP. */
  private begin(): void {
    const stream = this.stream;
    if (this.closed || this.sentInit || !this.wantsMse || !stream?.media || stream.gop.length === 0) return;
    const sound = this.soundOf(stream.media) !== null;
    this.sendText({ type: "mse", value: sound ? stream.media.mime : mimeType(stream.media.codec) });
    this.sendInit(this.initOf(stream.media));
    for (const frame of stream.gop) this.send(stream, frame);
    // The GOP's sound too: MSE plays a muxed stream only where both tracks are buffered.
    for (const frame of stream.gopAudio) this.sendAudio(stream, frame);
  }

  /**
   * One audio unit on this viewer's timeline (the video's offset, in samples). Units follow each other
   * without gaps or overlaps: a timestamp within half a unit of where the track ends continues it
   * exactly (device timestamps are whole ms, a unit is 64 ms at 16 kHz).
   */
  private sendAudio(stream: RelayStream, frame: RelayAudioFrame): void {
    const rate = stream.media ? this.soundOf(stream.media)?.sampleRate : undefined;
    if (!rate || this.waitForKey || this.socket.readyState !== this.socket.OPEN) return;
    const decodeMs = frame.timestampMs - this.offsetMs;
    if (decodeMs < 0) return;
    let tick = Math.round((decodeMs * rate) / 1000);
    if (this.nextAudioTick !== null) {
      if (tick < this.nextAudioTick - AAC_FRAME_SAMPLES / 2) return; // already sent (the GOP's sound)
      if (Math.abs(tick - this.nextAudioTick) < AAC_FRAME_SAMPLES / 2) tick = this.nextAudioTick;
    }
    this.socket.send(createAudioFragment({ sequence: ++this.sequence, baseMediaDecodeTime: tick, samples: [{ duration: AAC_FRAME_SAMPLES, data: frame.data }] }), { binary: true });
    this.nextAudioTick = tick + AAC_FRAME_SAMPLES;
  }

  private send(stream: RelayStream, frame: RelayFrame): void {
    if (frame.keyframe && stream.media && this.initOf(stream.media) !== this.sentInit) this.sendInit(this.initOf(stream.media));
    if (this.socket.readyState !== this.socket.OPEN) return;
    // Backed up: skip everything (keyframes too) until the socket drains, then resume on an IDR.
    if (this.socket.bufferedAmount > this.highWaterBytes) this.waitForKey = true;
    if (this.waitForKey && (!frame.keyframe || this.socket.bufferedAmount > this.highWaterBytes)) {
      this.stats.dropped += 1;
      return;
    }
    if (this.waitForKey) {
      // The first frame decodes at 0; after skipped frames the timeline continues where it stopped.
      this.offsetMs = frame.timestampMs - this.nextDecodeMs;
      this.waitForKey = false;
      this.clockDue = true;
      this.nextAudioTick = null;
    }
    const decodeMs = frame.timestampMs - this.offsetMs;
    if (this.clockDue && stream.epochMs !== null) {
      this.clockDue = false;
      this.sendText({ type: "clock", wallMs: stream.epochMs + frame.timestampMs, mediaTime: decodeMs / 1000 });
    }
    const fragment = createFragment({
      sequence: ++this.sequence,
      baseMediaDecodeTime: ticks(decodeMs),
      duration: ticks(frame.durationMs),
      keyframe: frame.keyframe,
      nals: frame.nals,
    });
    this.socket.send(fragment, { binary: true });
    this.stats.fragments += 1;
    this.nextDecodeMs = decodeMs + frame.durationMs;
  }

  /**
   * The stream's sound for this viewer: none where its offer leaves the codec out (a browser without
   * AAC would refuse the whole two-track SourceBuffer, and with it the picture).
   */
  private soundOf(media: StreamMedia): StreamMedia["audio"] {
    return media.audio && offerTakes(this.offer, media.audio.codec) ? media.audio : null;
  }

  /** The init segment this viewer plays: with track 2 only where it takes the sound. */
  private initOf(media: StreamMedia): Uint8Array {
    return this.soundOf(media) ? media.init : media.videoInit;
  }

  private sendInit(init: Uint8Array): void {
    this.sentInit = init;
    this.socket.send(init, { binary: true });
  }

  private sendText(frame: LiveServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }
}
