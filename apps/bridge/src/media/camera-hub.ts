import { Backoff, type BackoffRange } from "../device/backoff.js";
import { CameraError, retryCeiling, type CameraCredentials, type CameraFailure, type CameraStreamKind, type OpenCameraStream } from "./camera-stream.js";
import { SharedStream, type HubSubscription, type SubscriberHandlers } from "./camera-hub-stream.js";

export type { HubSubscription, StreamInfo, SubscriberHandlers } from "./camera-hub-stream.js";

/** One camera as the hub reads it: its channel, its RTSP URLs and credentials (which stay on the bridge). */
export interface CameraSource {
  chlIndex: number;
  main: string;
  /** Absent: the sub stream is served from the main one. */
  sub?: string | undefined;
  credentials: CameraCredentials;
  /** The sub stream's, when its URL carries others. */
  subCredentials?: CameraCredentials | undefined;
}

/** A camera's state as the device detail shows it (issue 30 "Status"). */
export type CameraState = "streaming" | "idle" | "unauthorized" | "unreachable" | "unsupportedCodec";

/** A camera's state and the figures of its last session. */
export interface CameraStatus {
  chlIndex: number;
  state: CameraState;
  codec: string | null;
  width: number | null;
  height: number | null;
  fps: number | null;
  bitrateKbps: number | null;
}

export interface CameraHubOptions {
  openStream: OpenCameraStream;
  backoff?: BackoffRange | undefined;
  openTimeoutMs?: number | undefined;
}

interface CameraRuntime {
  source: CameraSource;
  status: CameraStatus;
  failure: CameraFailure | null;
  open: number;
}

const FAILURE_STATE: Record<CameraFailure, CameraState> = {
  codecH265: "unsupportedCodec",
  codecMjpeg: "unsupportedCodec",
  unauthorized: "unauthorized",
  unreachable: "unreachable",
  protocol: "unreachable",
};

/** A camera that does not answer, or refuses our credentials, is offline; a wrong codec still answers. */
export function cameraOnline(state: CameraState): boolean {
  return state !== "unreachable" && state !== "unauthorized";
}

/**
 * The bridge's camera streams: one shared session per (channel, main|sub), whoever reads it (live
 * viewers of the cloud, the site recorder), with the cameras' states derived from what the sessions
 * meet. A state change is reported to `onStatus` (status frames, health events, queryBridgeCameras).
 */
export class CameraHub {
  private readonly cameras = new Map<number, CameraRuntime>();
  private readonly streams = new Map<string, SharedStream>();
  private readonly listeners = new Set<(status: CameraStatus, previous: CameraState) => void>();
  private readonly probes = new Map<number, { timer: NodeJS.Timeout | null; backoff: Backoff }>();

  constructor(private readonly options: CameraHubOptions) {}

  /** Listens to camera state changes; answers the function that stops listening. */
  onStatus(listener: (status: CameraStatus, previous: CameraState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The cameras of the config (at start and on reload). A camera removed, or whose URLs or
   * credentials changed, ends its sessions: its subscribers hear `onLost` and may subscribe again.
   */
  setCameras(sources: readonly CameraSource[]): void {
    const next = new Map(sources.map((s) => [s.chlIndex, s]));
    for (const [chlIndex, runtime] of this.cameras) {
      const source = next.get(chlIndex);
      if (source && sameSource(source, runtime.source)) continue;
      this.endCamera(chlIndex, new CameraError("unreachable", source ? "the camera's settings changed" : "the camera left the config"));
      if (!source) {
        this.cameras.delete(chlIndex);
        this.stopProbe(chlIndex);
      }
    }
    for (const source of sources) {
      const runtime = this.cameras.get(source.chlIndex);
      if (runtime) runtime.source = source;
      else this.cameras.set(source.chlIndex, { source, failure: null, open: 0, status: idleStatus(source.chlIndex) });
    }
  }

  has(chlIndex: number): boolean {
    return this.cameras.has(chlIndex);
  }

  /** A camera's state, or null for a channel the bridge does not have. */
  status(chlIndex: number): CameraStatus | null {
    const runtime = this.cameras.get(chlIndex);
    return runtime ? { ...runtime.status } : null;
  }

  statuses(): CameraStatus[] {
    return [...this.cameras.values()].map((r) => ({ ...r.status })).sort((a, b) => a.chlIndex - b.chlIndex);
  }

  /** Joins the shared session of a camera stream (opening it if needed); RangeError for an unknown channel. */
  subscribe(chlIndex: number, kind: CameraStreamKind, handlers?: SubscriberHandlers): HubSubscription {
    const runtime = this.cameras.get(chlIndex);
    if (!runtime) throw new RangeError(`no camera on channel ${chlIndex}`);
    // A camera without a sub stream serves its main one for both: one session, not two.
    const effective: CameraStreamKind = kind === "sub" && !runtime.source.sub ? "main" : kind;
    const key = `${chlIndex}:${effective}`;
    let stream = this.streams.get(key);
    if (!stream) {
      const url = effective === "sub" ? runtime.source.sub! : runtime.source.main;
      const credentials = effective === "sub" ? (runtime.source.subCredentials ?? runtime.source.credentials) : runtime.source.credentials;
      stream = new SharedStream({ url, credentials }, this.options.openStream, this.streamEvents(key, runtime), this.options);
      this.streams.set(key, stream);
    }
    return stream.subscribe(handlers);
  }

  /** Open sessions of one channel (tests, the status line). */
  openSessions(chlIndex: number): number {
    return this.cameras.get(chlIndex)?.open ?? 0;
  }

  /** Ends every session (the bridge stops). */
  close(): void {
    for (const chlIndex of this.cameras.keys()) {
      this.stopProbe(chlIndex);
      this.endCamera(chlIndex, new CameraError("unreachable", "the bridge is stopping"));
    }
    this.cameras.clear();
  }

  private endCamera(chlIndex: number, error: CameraError): void {
    for (const [key, stream] of [...this.streams]) {
      if (key.startsWith(`${chlIndex}:`)) stream.end(error);
    }
  }

  private streamEvents(key: string, runtime: CameraRuntime) {
    let isOpen = false;
    return {
      opened: (format: { codec: string; width: number; height: number; fps: number }) => {
        isOpen = true;
        runtime.open += 1;
        runtime.failure = null;
        this.update(runtime, { codec: format.codec, width: format.width, height: format.height, fps: format.fps });
      },
      failed: (error: CameraError) => {
        if (isOpen) runtime.open -= 1;
        isOpen = false;
        runtime.failure = error.failure;
        this.update(runtime, {});
      },
      sessionEnded: (figures: { bitrateKbps: number }) => {
        this.update(runtime, { bitrateKbps: figures.bitrateKbps });
      },
      idle: () => {
        if (isOpen) runtime.open -= 1;
        isOpen = false;
        this.streams.delete(key);
        this.update(runtime, {});
      },
    };
  }

  private update(runtime: CameraRuntime, figures: Partial<CameraStatus>): void {
    const previous = runtime.status.state;
    const state: CameraState = runtime.open > 0 ? "streaming" : runtime.failure ? FAILURE_STATE[runtime.failure] : "idle";
    runtime.status = { ...runtime.status, ...figures, state };
    if (state === previous || !this.cameras.has(runtime.status.chlIndex)) return;
    if (!cameraOnline(state)) this.probeLater(runtime.status.chlIndex);
    for (const listener of this.listeners) listener({ ...runtime.status }, previous);
  }

  /**
   * An offline camera is asked again with back-off even when nobody watches it: the cloud refuses
   * to start a stream of an offline channel, so only the bridge can notice the camera is back.
   */
  private probeLater(chlIndex: number): void {
    let probe = this.probes.get(chlIndex);
    if (!probe) {
      probe = { timer: null, backoff: new Backoff(this.options.backoff) };
      this.probes.set(chlIndex, probe);
    }
    if (probe.timer) return;
    probe.timer = setTimeout(() => this.probe(chlIndex), probe.backoff.next(retryCeiling(this.cameras.get(chlIndex)?.failure ?? null)));
  }

  private probe(chlIndex: number): void {
    const probe = this.probes.get(chlIndex);
    if (probe) probe.timer = null;
    const runtime = this.cameras.get(chlIndex);
    if (!runtime || cameraOnline(runtime.status.state)) return this.stopProbe(chlIndex);
    // A session someone holds (the recorder) retries by itself; its outcome updates the state.
    if (this.streams.has(`${chlIndex}:main`)) return this.probeLater(chlIndex);
    const sub = this.subscribe(chlIndex, "main");
    sub.ready.then(
      () => {
        sub.close();
        this.stopProbe(chlIndex);
      },
      () => {
        sub.close();
        if (this.cameras.has(chlIndex)) this.probeLater(chlIndex);
      },
    );
  }

  private stopProbe(chlIndex: number): void {
    const probe = this.probes.get(chlIndex);
    if (probe?.timer) clearTimeout(probe.timer);
    this.probes.delete(chlIndex);
  }
}

function idleStatus(chlIndex: number): CameraStatus {
  return { chlIndex, state: "idle", codec: null, width: null, height: null, fps: null, bitrateKbps: null };
}

function sameSource(a: CameraSource, b: CameraSource): boolean {
  return a.main === b.main && a.sub === b.sub && JSON.stringify([a.credentials, a.subCredentials]) === JSON.stringify([b.credentials, b.subCredentials]);
}
