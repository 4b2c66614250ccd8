import { createVideoSource } from "@vms/device-sim/video";
import { CameraError, type AccessUnit, type CameraFailure, type CameraStream, type OpenCameraStream } from "../media/camera-stream.js";

/**
 * Cameras for tests that need real H.264 but no RTSP server: each URL plays one of the simulator's
 * clips, paced at its frame rate. The test decides which URLs fail (and how) and can cut a stream.
 */
export class ClipCameras {
  private readonly failures = new Map<string, CameraFailure>();
  private readonly live = new Map<string, Set<(error: CameraError) => void>>();
  opens = 0;

  fail(url: string, failure: CameraFailure | null): void {
    if (failure) this.failures.set(url, failure);
    else this.failures.delete(url);
  }

  /** The camera at `url` stops answering: its open sessions end with `unreachable`, and it refuses new ones. */
  cut(url: string): void {
    this.fail(url, "unreachable");
    for (const end of this.live.get(url) ?? []) end(new CameraError("unreachable", "the camera stopped answering"));
  }

  readonly open: OpenCameraStream = (url) => {
    this.opens += 1;
    const failure = this.failures.get(url);
    if (failure) return Promise.reject(new CameraError(failure, `${url}: ${failure}`));
    const source = createVideoSource({ sn: "BRIDGE", chlIndex: 1, stream: url.includes("sub") ? "sub" : "main" });
    const listeners = new Set<(au: AccessUnit) => void>();
    let finish!: (error: CameraError | null) => void;
    const ended = new Promise<CameraError | null>((resolve) => (finish = resolve));
    const wallStart = Date.now();
    const stop = source.start((frame) => {
      const au = { data: frame.data, keyframe: frame.keyframe, ptsMs: frame.timestampMs, wallMs: wallStart + frame.timestampMs };
      for (const listener of listeners) listener(au);
    });
    const enders = this.live.get(url) ?? new Set();
    this.live.set(url, enders);
    const end = (error: CameraError | null) => {
      stop();
      enders.delete(end);
      finish(error);
    };
    enders.add(end);
    const stream: CameraStream = {
      format: { codec: source.codec, width: source.width, height: source.height, fps: source.fps },
      onAccessUnit: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      ended,
      close: () => {
        end(null);
        return Promise.resolve();
      },
    };
    return Promise.resolve(stream);
  };
}
