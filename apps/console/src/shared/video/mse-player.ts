import { catchUp, codecOffer, trimRange } from "./catch-up";
import { LocalRecording } from "./local-recording";
import { browserEnv, type PlayerEnv } from "./player-env";
import { ReconnectBackoff, reconnectsAfter } from "./reconnect-policy";

/**
 * What a window's player is doing (spec §3 window-channel mapping `playStatus`). "reconnecting": the
 * stream failed for a reason that may pass (reconnect-policy.ts) and the player tries again by itself.
 */
export type PlayerStatus = "idle" | "connecting" | "playing" | "stalled" | "reconnecting" | "suspended" | "failed";
export interface PlayerState {
  status: PlayerStatus;
  /** Catalogue code of a failure (spec §8): from the relay's error frame, the ticket call, or 12344/12345. */
  code: number | null;
}

/** No media for this long: the tile shows "stalled". */
export const STALL_MS = 4_000;
/** No media for this long: the player reconnects with a fresh ticket. */
export const RECONNECT_MS = 10_000;
const NETWORK_ERROR = 12344;
const NETWORK_TIMEOUT = 12345;

export interface MsePlayerOptions {
  video: HTMLVideoElement;
  /** A fresh single-use socket URL per (re)connect; rejects with an ApiError-like `{ code }`. */
  open: () => Promise<string>;
  onState: (state: PlayerState) => void;
  env?: PlayerEnv;
  /** The waits between reconnects (tests pass one without jitter). */
  backoff?: ReconnectBackoff;
}

const codeOf = (err: unknown): number => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "number" ? code : NETWORK_ERROR;
};

/**
 * One window's live stream over the go2rtc MSE handshake (design/video-path.md): offer codecs, get
 * the MIME type, then an init segment and one moof+mdat per frame, appended in order to a
 * SourceBuffer. It keeps up with live, trims what was played, reconnects on stalls and records.
 */
export class MsePlayer {
  private readonly env: PlayerEnv;
  private state: PlayerState = { status: "idle", code: null };
  private socket: WebSocket | null = null;
  private media: MediaSource | null = null;
  private buffer: SourceBuffer | null = null;
  /** The relay's `mse` answer of this connection. */
  private mime: string | null = null;
  private queue: ArrayBuffer[] = [];
  private init: ArrayBuffer | null = null;
  private recording: LocalRecording | null = null;
  private lastDataAt = 0;
  private readonly backoff: ReconnectBackoff;
  private watchdog: unknown = null;
  private retryTimer: unknown = null;
  private generation = 0;

  constructor(private readonly options: MsePlayerOptions) {
    this.env = options.env ?? browserEnv();
    this.backoff = options.backoff ?? new ReconnectBackoff();
  }

  get current(): PlayerState {
    return this.state;
  }

  /** Connects (again) with a fresh ticket, now (Retry skips the wait of a reconnecting window). */
  start(): void {
    this.backoff.reset();
    void this.connect();
  }

  /** Closes the stream; the tile keeps its channel (off-screen or hidden windows). */
  suspend(): void {
    this.teardown();
    this.setState({ status: "suspended", code: null });
  }

  /** Closes the stream for good. */
  stop(): void {
    this.teardown();
    this.setState({ status: "idle", code: null });
  }

  /** Starts keeping the stream from its next keyframe, for a local recording. */
  startRecording(): void {
    this.recording = new LocalRecording();
  }

  get isRecording(): boolean {
    return this.recording !== null;
  }

  /**
   * Ends the recording: an fMP4 file (init segment + fragments) common players open, starting at 0
   * and as long as what was recorded; null when empty.
   */
  stopRecording(): Blob | null {
    const rec = this.recording;
    this.recording = null;
    return rec?.toBlob() ?? null;
  }

  private setState(next: PlayerState): void {
    if (next.status === this.state.status && next.code === this.state.code) return;
    this.state = next;
    this.options.onState(next);
  }

  private async connect(): Promise<void> {
    this.teardown();
    const generation = ++this.generation;
    // A reconnect keeps saying "reconnecting" (and why) until media flows again.
    if (this.state.status !== "reconnecting") this.setState({ status: "connecting", code: null });
    this.lastDataAt = this.env.now();
    this.watchdog = this.env.setInterval(() => this.tick(), 1_000);
    // The MediaSource opens while the ticket and the socket are on their way: when the relay's MIME
    // answer arrives, the SourceBuffer is made at once instead of after another sourceopen turn.
    this.openMedia();
    let url: string;
    try {
      url = await this.options.open();
    } catch (err) {
      if (generation === this.generation) this.retry(codeOf(err));
      return;
    }
    if (generation !== this.generation) return;
    const socket = this.env.createSocket(url);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: "mse", value: codecOffer((m) => this.env.isTypeSupported(m)) }));
    socket.onmessage = (event: MessageEvent) => {
      if (generation !== this.generation) return;
      if (typeof event.data === "string") this.onText(event.data);
      else if (event.data instanceof ArrayBuffer) this.onBinary(event.data);
    };
    socket.onclose = () => {
      if (generation !== this.generation || this.state.status === "failed") return;
      this.socket = null;
      this.retry(NETWORK_ERROR);
    };
  }

  private onText(text: string): void {
    let frame: { type?: unknown; value?: unknown; code?: unknown; wallMs?: unknown; mediaTime?: unknown };
    try {
      frame = JSON.parse(text) as typeof frame;
    } catch {
      return;
    }
    if (frame.type === "error") this.retry(typeof frame.code === "number" ? frame.code : NETWORK_ERROR);
    else if (frame.type === "clock" && typeof frame.wallMs === "number" && typeof frame.mediaTime === "number") {
      // The capture time of a media time, for latency probes (bench:live reads it off the element).
      Object.assign(this.options.video.dataset, { captureWallMs: String(frame.wallMs), captureMediaTime: String(frame.mediaTime) });
    } else if (frame.type === "mse" && typeof frame.value === "string") {
      this.mime = frame.value;
      this.createBuffer();
    }
  }

  private openMedia(): void {
    const media = this.env.createMediaSource();
    this.media = media;
    const url = this.env.createObjectURL(media);
    media.addEventListener("sourceopen", () => {
      this.env.revokeObjectURL(url);
      if (this.media === media) this.createBuffer();
    }, { once: true });
    this.options.video.src = url;
  }

  /** Once the MediaSource is open and the relay named the MIME type: the SourceBuffer. */
  private createBuffer(): void {
    const media = this.media;
    if (!media || media.readyState !== "open" || this.mime === null || this.buffer) return;
    try {
      const buffer = media.addSourceBuffer(this.mime);
      buffer.mode = "segments";
      buffer.addEventListener("updateend", () => this.afterAppend());
      this.buffer = buffer;
      this.pump();
    } catch {
      this.fail(NETWORK_ERROR);
    }
  }

  private onBinary(data: ArrayBuffer): void {
    this.lastDataAt = this.env.now();
    if (!this.init) {
      this.init = data;
    } else {
      this.recording?.keep(data, this.init);
      this.backoff.reset();
      if (this.state.status !== "playing") {
        this.setState({ status: "playing", code: null });
        void this.options.video.play?.()?.catch(() => undefined);
      }
    }
    this.queue.push(data);
    this.pump();
  }

  private pump(): void {
    const buffer = this.buffer;
    if (!buffer || buffer.updating || this.queue.length === 0) return;
    try {
      buffer.appendBuffer(this.queue.shift()!);
    } catch {
      // QuotaExceeded: drop the backlog; catch-up jumps to the newest media.
      this.queue = [];
    }
  }

  private afterAppend(): void {
    const { video } = this.options;
    const buffer = this.buffer;
    if (buffer && !buffer.updating && video.buffered.length > 0) {
      const end = video.buffered.end(video.buffered.length - 1);
      const step = catchUp(video.currentTime, end, video.playbackRate);
      if (step.seekTo !== null) video.currentTime = step.seekTo;
      if (step.playbackRate !== video.playbackRate) video.playbackRate = step.playbackRate;
      const cut = trimRange(video.buffered.start(0), video.currentTime);
      if (cut) {
        buffer.remove(cut[0], cut[1]);
        return;
      }
    }
    this.pump();
  }

  private tick(): void {
    const idle = this.env.now() - this.lastDataAt;
    if (idle >= RECONNECT_MS) this.retry(NETWORK_TIMEOUT);
    else if (idle >= STALL_MS && this.state.status === "playing") this.setState({ status: "stalled", code: null });
  }

  /**
   * A failure: one that may pass (the device rebooting, a network blip) makes the window reconnect
   * by itself after a growing wait; a refusal stops it with the reason and a Retry.
   */
  private retry(code: number): void {
    if (!reconnectsAfter(code)) return this.fail(code);
    this.teardown();
    this.setState({ status: "reconnecting", code });
    const generation = this.generation;
    this.retryTimer = this.env.setTimeout(() => {
      this.retryTimer = null;
      if (generation === this.generation) void this.connect();
    }, this.backoff.next());
  }

  private fail(code: number): void {
    this.teardown();
    this.setState({ status: "failed", code });
  }

  private teardown(): void {
    this.generation += 1;
    if (this.watchdog !== null) this.env.clearInterval(this.watchdog);
    this.watchdog = null;
    if (this.retryTimer !== null) this.env.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
    if (this.media?.readyState === "open") {
      try {
        this.media.endOfStream();
      } catch {
        // already ended
      }
    }
    this.media = null;
    this.buffer = null;
    this.mime = null;
    this.queue = [];
    this.init = null;
    const { video } = this.options;
    delete video.dataset["captureWallMs"];
    delete video.dataset["captureMediaTime"];
    if (video.getAttribute("src")) {
      video.removeAttribute("src");
      video.load?.();
    }
  }
}
