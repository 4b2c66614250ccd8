import { CameraError, type AccessUnit, type AudioFormat, type AudioUnit, type CameraStream, type VideoFormat } from "../media/camera-stream.js";
import { AacReceiver } from "./aac-receiver.js";
import type { AudioTrack } from "./audio-track.js";
import type { RtspConnection } from "./rtsp-connection.js";
import type { MediaTransport, RtspSession } from "./rtsp-transport.js";
import { H264Receiver } from "./h264-receiver.js";
import type { VideoTrack } from "./video-track.js";

/** No RTP for this long means the camera or the network is gone, even when the TCP connection looks alive. */
const SILENCE_LIMIT_MS = 10_000;
const WATCHDOG_PERIOD_MS = 1000;
const TEARDOWN_WAIT_MS = 2000;
/** Access units held for the first listener (it should get the first IDR); more means nobody listens. */
const PENDING_LIMIT = 300;

/** The session's AAC track, set up besides the video (issue 31). */
export interface RtspAudio {
  track: AudioTrack;
  transport: MediaTransport;
}

/** A playing RTSP session: keep-alive, silence watchdog, listeners, TEARDOWN on close. */
export class RtspStream implements CameraStream {
  readonly ended: Promise<CameraError | null>;
  /** Settles with the format once the first IDR is read; rejects when the stream ends before. */
  readonly ready: Promise<VideoFormat>;
  private resolveFormat!: (format: VideoFormat) => void;
  private rejectFormat!: (error: Error) => void;
  private settle!: (error: CameraError | null) => void;
  private knownFormat: VideoFormat | undefined;
  private readonly listeners = new Set<(au: AccessUnit) => void>();
  private pending: AccessUnit[] | undefined = [];
  private readonly receiver: H264Receiver;
  private readonly audioReceiver: AacReceiver | undefined;
  private readonly audioListeners = new Set<(unit: AudioUnit) => void>();
  /** Sound of the pending access units' time, held for the first audio listener likewise. */
  private audioPending: AudioUnit[] | undefined = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private finished = false;

  constructor(
    private readonly connection: RtspConnection,
    private readonly transport: MediaTransport,
    private readonly track: VideoTrack,
    session: RtspSession,
    keepAliveMethod: "GET_PARAMETER" | "OPTIONS",
    private readonly sound?: RtspAudio,
  ) {
    this.ended = new Promise((resolve) => (this.settle = resolve));
    this.ready = new Promise((resolve, reject) => {
      this.resolveFormat = resolve;
      this.rejectFormat = reject;
    });
    this.ready.catch(() => undefined);
    this.receiver = new H264Receiver(track, {
      accessUnit: (au) => this.deliver(au),
      format: (format) => {
        this.knownFormat = format;
        this.resolveFormat(format);
      },
      error: (error) => this.end(new CameraError("protocol", `unreadable SPS: ${error.message}`)),
    });
    if (sound) this.audioReceiver = new AacReceiver(sound.track, this.receiver, (unit) => this.deliverAudio(unit));
    this.wire();
    void connection.closed.then((error) => this.end(error));
    const keepAlive = () => void connection.request(keepAliveMethod, track.aggregate).catch(() => undefined);
    this.timers.push(setInterval(keepAlive, (session.timeoutS * 1000) / 2), setInterval(() => this.watch(), WATCHDOG_PERIOD_MS));
  }

  get format(): VideoFormat {
    if (!this.knownFormat) throw new Error("the stream's format is not known yet");
    return this.knownFormat;
  }

  get audio(): AudioFormat | undefined {
    return this.sound?.track.format;
  }

  /** Whether any RTP of the track arrived (to tell "no video" from "no readable key frame"). */
  get receivedRtp(): boolean {
    return this.receiver.packets > 0;
  }

  onAccessUnit(listener: (au: AccessUnit) => void): () => void {
    this.listeners.add(listener);
    const queued = this.pending;
    this.pending = undefined;
    if (queued?.length) queueMicrotask(() => queued.forEach((au) => listener(au)));
    return () => this.listeners.delete(listener);
  }

  onAudioUnit(listener: (unit: AudioUnit) => void): () => void {
    this.audioListeners.add(listener);
    const queued = this.audioPending;
    this.audioPending = undefined;
    if (queued?.length) queueMicrotask(() => queued.forEach((unit) => listener(unit)));
    return () => this.audioListeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    this.stopTimers();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, TEARDOWN_WAIT_MS)));
    await Promise.race([this.connection.request("TEARDOWN", this.track.aggregate).catch(() => undefined), timeout]);
    clearTimeout(timer);
    this.release(null);
  }

  /** Ends the stream because of the camera or the network. */
  end(error: CameraError | null): void {
    if (this.finished) return;
    this.finished = true;
    this.stopTimers();
    this.release(error);
  }

  private release(error: CameraError | null): void {
    this.connection.destroy();
    if (this.transport.kind === "udp") this.transport.pair.close();
    if (this.sound?.transport.kind === "udp") this.sound.transport.pair.close();
    this.rejectFormat(error ?? new CameraError("unreachable", "closed before the first key frame"));
    this.settle(error);
  }

  private stopTimers(): void {
    this.timers.forEach((t) => clearInterval(t));
  }

  private wire(): void {
    const tracks: Array<{ transport: MediaTransport; receiver: H264Receiver | AacReceiver }> = [{ transport: this.transport, receiver: this.receiver }];
    if (this.sound && this.audioReceiver) tracks.push({ transport: this.sound.transport, receiver: this.audioReceiver });
    const interleaved = new Map<number, (payload: Buffer) => void>();
    // Only the camera's own address may feed the session: the ports are open to the whole LAN.
    const camera = this.connection.remoteAddress?.replace(/^::ffff:/, "");
    for (const { transport, receiver } of tracks) {
      if (transport.kind === "tcp") {
        interleaved.set(transport.rtpChannel, (payload) => receiver.rtp(payload));
        interleaved.set(transport.rtcpChannel, (payload) => receiver.rtcp(payload));
        continue;
      }
      transport.pair.rtp.on("message", (msg, from) => from.address === camera && receiver.rtp(msg));
      transport.pair.rtcp.on("message", (msg, from) => from.address === camera && receiver.rtcp(msg));
    }
    if (interleaved.size > 0) this.connection.onInterleaved((channel, payload) => interleaved.get(channel)?.(payload));
  }

  private watch(): void {
    if (Date.now() - this.receiver.lastPacketMs > SILENCE_LIMIT_MS) this.end(new CameraError("unreachable", `no video for ${SILENCE_LIMIT_MS / 1000} s`));
  }

  private deliver(au: AccessUnit): void {
    if (this.pending) {
      if (this.pending.length >= PENDING_LIMIT && au.keyframe) this.pending = [];
      this.pending.push(au);
      return;
    }
    fanOut(this.listeners, au);
  }

  private deliverAudio(unit: AudioUnit): void {
    if (this.audioPending) {
      if (this.audioPending.length >= PENDING_LIMIT) this.audioPending.shift();
      this.audioPending.push(unit);
      return;
    }
    fanOut(this.audioListeners, unit);
  }
}

/** Calls every listener; one listener's failure must not starve the others (the recorder, other viewers). */
function fanOut<T>(listeners: Iterable<(value: T) => void>, value: T): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch {
      // Ignored: see above.
    }
  }
}
