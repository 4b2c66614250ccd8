import { Backoff, type BackoffRange } from "../device/backoff.js";
import { CameraError, retryCeiling, type AccessUnit, type AudioFormat, type AudioUnit, type CameraFailure, type CameraCredentials, type CameraStream, type OpenCameraStream, type VideoFormat } from "./camera-stream.js";

/** Where one camera stream is read from. */
export interface StreamTarget {
  url: string;
  credentials: CameraCredentials;
}

/** What a subscriber learns when the shared session opens. */
export interface StreamInfo {
  format: VideoFormat;
  /** The camera's AAC (issue 31), when the session carries sound. */
  audio?: AudioFormat;
  /** Wall-clock time (Unix ms) of the session's ptsMs 0, once an access unit has told it. */
  epochMs?: number;
}

/** Callbacks of one subscriber; all optional. */
export interface SubscriberHandlers {
  /** The shared session (re)opened: also after a reconnect while this subscriber stayed. */
  onOpen?(info: StreamInfo): void;
  /** The session was lost (the camera stopped answering) or the camera left the config. */
  onLost?(error: CameraError): void;
}

/** One subscriber's handle on a shared camera stream. */
export interface HubSubscription {
  /** The outcome of the first open attempt this subscriber waits for: the format, or the CameraError. */
  readonly ready: Promise<StreamInfo>;
  /**
   * Starts delivery: the cached GOP (from its keyframe) at once, then every new access unit; with
   * `audioListener`, the sound of the cached GOP after it, then every new audio unit.
   */
  start(listener: (au: AccessUnit) => void, audioListener?: (unit: AudioUnit) => void): void;
  /** Leaves; the last one to leave closes the camera session. */
  close(): void;
}

/** What the shared stream tells its owner (the hub), for camera states and session figures. */
export interface SharedStreamEvents {
  opened(format: VideoFormat): void;
  failed(error: CameraError): void;
  /** A session ended (by close or loss): its figures. */
  sessionEnded(figures: { format: VideoFormat; bitrateKbps: number }): void;
  /** The last subscriber left; the stream is closed and may be forgotten. */
  idle(): void;
}

interface Subscriber {
  handlers: SubscriberHandlers;
  listener: ((au: AccessUnit) => void) | null;
  audioListener: ((unit: AudioUnit) => void) | null;
  pending: { resolve: (info: StreamInfo) => void; reject: (err: CameraError) => void } | null;
}

/** A GOP longer than this (a camera with a 10 s keyframe interval at 60 fps) is not cached whole. */
const MAX_GOP_FRAMES = 600;

/** Anything the opener throws becomes a CameraError (the RTSP client should only throw those). */
function asCameraError(err: unknown): CameraError {
  return err instanceof CameraError ? err : new CameraError("unreachable", err instanceof Error ? err.message : String(err));
}

/**
 * One camera stream shared by every subscriber (live viewers, the recorder): opened on the first
 * subscriber, closed after the last leaves, reopened with back-off after a failure while anyone
 * remains. It keeps the current GOP so a new viewer's first frame is a keyframe, without waiting for
 * the camera's next one.
 */
export class SharedStream {
  private readonly subs = new Set<Subscriber>();
  private readonly backoff: Backoff;
  private stream: CameraStream | null = null;
  private opening: AbortController | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private gop: AccessUnit[] = [];
  /** The sound since the GOP's keyframe: a new viewer's audio track starts with its video. */
  private gopAudio: AudioUnit[] = [];
  private epochMs: number | undefined;
  private sessionBytes = 0;
  private sessionStart = 0;
  private disposed = false;
  private readonly openTimeoutMs: number | undefined;

  constructor(
    private readonly target: StreamTarget,
    private readonly openStream: OpenCameraStream,
    private readonly events: SharedStreamEvents,
    options: { backoff?: BackoffRange | undefined; openTimeoutMs?: number | undefined },
  ) {
    this.backoff = new Backoff(options.backoff);
    this.openTimeoutMs = options.openTimeoutMs;
  }

  get subscribers(): number {
    return this.subs.size;
  }

  subscribe(handlers: SubscriberHandlers = {}): HubSubscription {
    const sub: Subscriber = { handlers, listener: null, audioListener: null, pending: null };
    const ready = new Promise<StreamInfo>((resolve, reject) => {
      sub.pending = { resolve, reject };
    });
    // A subscriber that only cares about onOpen (the recorder) need not await `ready`.
    ready.catch(() => undefined);
    this.subs.add(sub);
    if (this.stream) this.settle(sub, this.info());
    else if (!this.opening) this.attemptNow();
    return {
      ready,
      start: (listener, audioListener) => {
        if (!this.subs.has(sub)) return;
        for (const au of this.gop) listener(au);
        if (audioListener) for (const unit of this.gopAudio) audioListener(unit);
        sub.listener = listener;
        sub.audioListener = audioListener ?? null;
      },
      close: () => this.leave(sub),
    };
  }

  /** The camera left the config (or changed): every subscriber hears it, and the stream closes. */
  end(error: CameraError): void {
    const subs = [...this.subs];
    this.subs.clear();
    for (const sub of subs) {
      sub.pending?.reject(error);
      sub.pending = null;
      sub.handlers.onLost?.(error);
    }
    this.shutDown();
  }

  private info(): StreamInfo {
    const { format, audio } = this.stream!;
    const info: StreamInfo = audio ? { format, audio } : { format };
    if (this.epochMs !== undefined) info.epochMs = this.epochMs;
    return info;
  }

  private settle(sub: Subscriber, info: StreamInfo): void {
    sub.pending?.resolve(info);
    sub.pending = null;
    sub.handlers.onOpen?.(info);
  }

  private leave(sub: Subscriber): void {
    if (!this.subs.delete(sub)) return;
    sub.pending?.reject(new CameraError("unreachable", "unsubscribed"));
    if (this.subs.size === 0) this.shutDown();
  }

  private shutDown(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.opening?.abort();
    this.opening = null;
    const stream = this.stream;
    this.stream = null;
    if (stream) {
      this.reportSession(stream);
      void stream.close().catch(() => undefined);
    }
    this.gop = [];
    this.gopAudio = [];
    this.events.idle();
  }

  /** A new subscriber should not wait out a back-off delay: it asks the camera now. */
  private attemptNow(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    void this.attempt();
  }

  private async attempt(): Promise<void> {
    this.retryTimer = null;
    if (this.disposed || this.subs.size === 0) return;
    const controller = new AbortController();
    this.opening = controller;
    const options = this.openTimeoutMs === undefined ? { signal: controller.signal } : { signal: controller.signal, timeoutMs: this.openTimeoutMs };
    let stream: CameraStream;
    try {
      stream = await this.openStream(this.target.url, this.target.credentials, options);
    } catch (err) {
      if (this.opening !== controller) return;
      this.opening = null;
      return this.failed(asCameraError(err));
    }
    if (this.opening !== controller) {
      void stream.close().catch(() => undefined);
      return;
    }
    this.opening = null;
    this.opened(stream);
  }

  private opened(stream: CameraStream): void {
    this.stream = stream;
    this.backoff.reset();
    this.gop = [];
    this.gopAudio = [];
    this.epochMs = undefined;
    this.sessionBytes = 0;
    this.sessionStart = Date.now();
    stream.onAccessUnit((au) => this.deliver(stream, au));
    if (stream.audio) stream.onAudioUnit?.((unit) => this.deliverAudio(stream, unit));
    void stream.ended.then((error) => this.ended(stream, error));
    this.events.opened(stream.format);
    const info = this.info();
    for (const sub of [...this.subs]) this.settle(sub, info);
  }

  private deliver(stream: CameraStream, au: AccessUnit): void {
    if (this.stream !== stream) return;
    this.sessionBytes += au.data.byteLength;
    this.epochMs ??= Math.round(au.wallMs - au.ptsMs);
    if (au.keyframe) {
      this.gop = [au];
      this.gopAudio = this.gopAudio.filter((unit) => unit.ptsMs >= au.ptsMs);
    } else if (this.gop.length > 0 && this.gop.length < MAX_GOP_FRAMES) this.gop.push(au);
    else this.gop = [];
    for (const sub of this.subs) sub.listener?.(au);
  }

  private deliverAudio(stream: CameraStream, unit: AudioUnit): void {
    if (this.stream !== stream) return;
    this.sessionBytes += unit.data.byteLength;
    if (this.gop.length > 0 && this.gopAudio.length < MAX_GOP_FRAMES * 2) this.gopAudio.push(unit);
    for (const sub of this.subs) sub.audioListener?.(unit);
  }

  private ended(stream: CameraStream, error: CameraError | null): void {
    if (this.stream !== stream) return;
    this.stream = null;
    this.gop = [];
    this.gopAudio = [];
    this.reportSession(stream);
    // A close we asked for is not a loss; anything else is the camera going away. The owner hears
    // it before the subscribers, who may leave (and close this stream) as they hear it.
    const lost = error ?? new CameraError("unreachable", "the camera ended the stream");
    this.events.failed(lost);
    for (const sub of [...this.subs]) sub.handlers.onLost?.(lost);
    this.retryLater(lost.failure);
  }

  private failed(error: CameraError): void {
    for (const sub of [...this.subs]) {
      sub.pending?.reject(error);
      sub.pending = null;
    }
    this.events.failed(error);
    this.retryLater(error.failure);
  }

  /** Live viewers leave on failure; whoever stays (the recorder) gets a retry after back-off. */
  private retryLater(failure: CameraFailure): void {
    if (this.disposed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => void this.attempt(), this.backoff.next(retryCeiling(failure)));
  }

  private reportSession(stream: CameraStream): void {
    const seconds = Math.max(0.001, (Date.now() - this.sessionStart) / 1000);
    this.events.sessionEnded({ format: stream.format, bitrateKbps: Math.round((this.sessionBytes * 8) / 1000 / seconds) });
  }
}
