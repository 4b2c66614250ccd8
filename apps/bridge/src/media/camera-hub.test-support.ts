import { CameraError, type AccessUnit, type AudioFormat, type AudioUnit, type CameraFailure, type CameraStream, type OpenCameraStream, type VideoFormat } from "./camera-stream.js";

/** A scripted camera stream for unit tests: the test pushes access units and ends it. */
export class FakeCameraStream implements CameraStream {
  readonly format: VideoFormat;
  readonly ended: Promise<CameraError | null>;
  closed = false;
  private readonly listeners = new Set<(au: AccessUnit) => void>();
  private readonly audioListeners = new Set<(unit: AudioUnit) => void>();
  private finish!: (error: CameraError | null) => void;

  constructor(
    format: VideoFormat,
    readonly audio?: AudioFormat,
  ) {
    this.format = format;
    this.ended = new Promise((resolve) => (this.finish = resolve));
  }

  onAudioUnit(listener: (unit: AudioUnit) => void): () => void {
    this.audioListeners.add(listener);
    return () => this.audioListeners.delete(listener);
  }

  pushAudio(unit: AudioUnit): void {
    for (const listener of this.audioListeners) listener(unit);
  }

  onAccessUnit(listener: (au: AccessUnit) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  push(au: AccessUnit): void {
    for (const listener of this.listeners) listener(au);
  }

  /** The camera goes away mid-stream. */
  lose(failure: CameraFailure = "unreachable"): void {
    this.finish(new CameraError(failure, "lost"));
  }

  close(): Promise<void> {
    this.closed = true;
    this.finish(null);
    return Promise.resolve();
  }
}

export const FAKE_FORMAT: VideoFormat = { codec: "avc1.42C01E", width: 640, height: 360, fps: 25 };
export const FAKE_AUDIO: AudioFormat = { codec: "mp4a.40.2", sampleRate: 16000, channels: 1, config: "1408" };

/** An opener whose cameras answer per URL as the test says: a stream, or a failure. */
export class FakeCameras {
  readonly opened: FakeCameraStream[] = [];
  readonly attempts: string[] = [];
  private readonly failures = new Map<string, CameraFailure>();
  /** URLs of cameras with a microphone (their streams carry FAKE_AUDIO). */
  readonly withSound = new Set<string>();

  fail(url: string, failure: CameraFailure | null): void {
    if (failure) this.failures.set(url, failure);
    else this.failures.delete(url);
  }

  readonly open: OpenCameraStream = (url) => {
    this.attempts.push(url);
    const failure = this.failures.get(url);
    if (failure) return Promise.reject(new CameraError(failure, `${url}: ${failure}`));
    const stream = new FakeCameraStream(FAKE_FORMAT, this.withSound.has(url) ? FAKE_AUDIO : undefined);
    this.opened.push(stream);
    return Promise.resolve(stream);
  };

  /** Sessions not closed by the hub and not lost. */
  live(): FakeCameraStream[] {
    return this.opened.filter((s) => !s.closed);
  }
}

let pts = 0;
/** An access unit: a keyframe or not, a few bytes, increasing times. */
export function au(keyframe: boolean): AccessUnit {
  pts += 40;
  return { data: new Uint8Array([0, 0, 0, 1, keyframe ? 0x65 : 0x41, pts & 0xff]), keyframe, wallMs: 1_700_000_000_000 + pts, ptsMs: pts };
}

/** Waits until the condition holds (polling the event loop), failing after a while. */
export async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
