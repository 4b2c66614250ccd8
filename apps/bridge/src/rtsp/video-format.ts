import type { VideoFormat } from "../media/camera-stream.js";
import { parseSps } from "@vms/media/h264";

/** Frames counted from the first IDR when neither the SDP nor the SPS tells the frame rate. */
const MEASURED_FRAMES = 10;

/**
 * Learns the stream's VideoFormat: size and codec from the SPS at the first IDR; frame rate from the
 * SDP's a=framerate, else the SPS's VUI timing, else measured on the RTP clock over the first frames.
 */
export class FormatProbe {
  private base: Omit<VideoFormat, "fps"> | undefined;
  private firstTimestamp: number | undefined;
  private lastTimestamp: number | undefined;
  private frames = 0;

  constructor(
    private readonly sdpFps: number | undefined,
    private readonly clockRate: number,
  ) {}

  /** Feeds one access unit; answers the format once it is known. Throws when the SPS cannot be read. */
  push(keyframe: boolean, sps: Buffer | undefined, extendedTimestamp: number): VideoFormat | undefined {
    if (!this.base) {
      if (!keyframe || !sps) return undefined;
      const info = parseSps(sps);
      this.base = { codec: info.codec, width: info.width, height: info.height };
      const fps = this.sdpFps ?? info.fps;
      if (fps !== undefined) return { ...this.base, fps };
    }
    if (extendedTimestamp !== this.lastTimestamp) this.frames += 1;
    this.firstTimestamp ??= extendedTimestamp;
    this.lastTimestamp = extendedTimestamp;
    const span = extendedTimestamp - this.firstTimestamp;
    if (this.frames <= MEASURED_FRAMES || span <= 0) return undefined;
    return { ...this.base, fps: Math.round(((this.frames - 1) * this.clockRate * 100) / span) / 100 };
  }
}
