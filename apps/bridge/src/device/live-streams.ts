import { Code, SUCCESS_CODE, encodeVideoFrame, streamStartParamsSchema, streamStopParamsSchema, type StreamStartResult } from "@vms/api-client";
import type { CameraHub, HubSubscription } from "../media/camera-hub.js";
import type { AccessUnit, AudioUnit, CameraError, CameraFailure } from "../media/camera-stream.js";
import type { CommandHost } from "./ports.js";

/** Beyond this backlog the bridge skips frames up to the next keyframe, as an encoder with a full uplink does. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The catalogue code of each camera failure (docs/api.md 33770-33773). */
const FAILURE_CODE: Record<CameraFailure, number> = {
  codecH265: Code.CAMERA_CODEC_H265,
  codecMjpeg: Code.CAMERA_CODEC_MJPEG,
  unauthorized: Code.CAMERA_UNAUTHORIZED,
  unreachable: Code.CAMERA_UNREACHABLE,
  protocol: Code.CAMERA_UNREACHABLE,
};

const FAILURE_REASON: Record<CameraFailure, string> = {
  codecH265: "this camera sends H.265; set its stream to H.264",
  codecMjpeg: "this camera sends MJPEG; set its stream to H.264",
  unauthorized: "the camera refused the bridge's user name or password",
  unreachable: "the camera does not answer",
  protocol: "the camera's RTSP answers could not be understood",
};

/** Counters for the status line and tests. */
export interface LiveStats {
  active: number;
  framesSent: number;
  framesSkipped: number;
  /** Binary audio frames (flag bit 1) sent. */
  audioFramesSent: number;
}

interface Running {
  chlIndex: number;
  sub: HubSubscription;
  /** The result went out: frames flow, and an end is announced with streamEnd. */
  relaying: boolean;
}

/**
 * The live streams of one gateway connection (docs/device-protocol.md "Live video"): each
 * `streamStart` joins the camera hub's shared session of that camera stream and relays its access
 * units as binary frames. Times are the camera session's (RTP clock, from its first access unit),
 * and `epochMs` maps them to wall-clock time as the camera's RTCP sender reports do.
 */
export class LiveStreams {
  private readonly running = new Map<number, Running>();
  private nextId = 1;

  constructor(
    private readonly hub: CameraHub,
    private readonly stats: LiveStats,
    private readonly isEnabled: (chlIndex: number) => boolean,
    private readonly log: (message: string) => void,
  ) {}

  owns(streamId: unknown): boolean {
    return typeof streamId === "number" && this.running.has(streamId);
  }

  /** `streamStart {chlIndex, stream}`: answers once the camera's session is open or has failed. */
  async start(params: Record<string, unknown>, host: CommandHost): Promise<void> {
    const parsed = streamStartParamsSchema.safeParse(params);
    if (!parsed.success) return host.reply(Code.MALFORMED, { reason: "chlIndex and stream (main|sub) required" });
    const { chlIndex, stream, audio: wantsAudio } = parsed.data;
    if (!this.hub.has(chlIndex)) return host.reply(Code.MALFORMED, { reason: "channel not found" });
    if (!this.isEnabled(chlIndex)) return host.reply(Code.CHANNEL_UNAVAILABLE, { reason: "channel closed" });
    const streamId = this.nextId++;
    const sub = this.hub.subscribe(chlIndex, stream, { onLost: () => this.lost(streamId, host) });
    this.running.set(streamId, { chlIndex, sub, relaying: false });
    let info;
    try {
      info = await sub.ready;
    } catch (err) {
      this.end(streamId);
      const failure = (err as CameraError).failure ?? "unreachable";
      this.log(`live view of CH${chlIndex} refused: ${FAILURE_REASON[failure]}`);
      return host.reply(FAILURE_CODE[failure], { reason: FAILURE_REASON[failure] });
    }
    // The viewer left (streamStop, connection gone) or the camera was lost while it was opening.
    const entry = this.running.get(streamId);
    if (!entry) return host.reply(Code.CHANNEL_UNAVAILABLE, { reason: "stream stopped" });
    const { format } = info;
    const data: StreamStartResult = { streamId, codec: format.codec, width: format.width, height: format.height, fps: Math.min(120, Math.max(1, format.fps)) };
    if (info.epochMs !== undefined) data.epochMs = Math.max(0, info.epochMs);
    // The camera's sound goes only to a server that asked (an older one would take it for video), as the device simulator does.
    const audio = wantsAudio === true ? info.audio : undefined;
    if (audio) data.audio = { codec: audio.codec, sampleRate: audio.sampleRate, channels: audio.channels, config: audio.config };
    // The result goes out before the first binary frame of its stream id.
    host.reply(SUCCESS_CODE, data);
    entry.relaying = true;
    this.stats.active += 1;
    this.log(`live view started on CH${chlIndex} (${stream} stream${audio ? ", with sound" : ""})`);
    const relay = this.relay(streamId, host);
    sub.start(relay.video, audio ? relay.audio : undefined);
  }

  /** `streamStop {streamId}` → `{}`; 1000 for an id that is not running. */
  stop(params: Record<string, unknown>, host: CommandHost): void {
    const parsed = streamStopParamsSchema.safeParse(params);
    if (!parsed.success || !this.end(parsed.data.streamId)) return host.reply(Code.MALFORMED, { reason: "no such stream" });
    host.reply(SUCCESS_CODE, {});
  }

  /** The channel was closed (channelSet) or left the config: its streams end with 7071. */
  endChannel(chlIndex: number, host: Pick<CommandHost, "send">): void {
    for (const [streamId, entry] of [...this.running]) {
      const announce = entry.relaying;
      if (entry.chlIndex === chlIndex && this.end(streamId) && announce) host.send({ type: "streamEnd", streamId, code: Code.CHANNEL_UNAVAILABLE });
    }
  }

  /** The connection is gone: every stream ends with it. */
  dispose(): void {
    for (const id of [...this.running.keys()]) this.end(id);
  }

  private relay(streamId: number, host: CommandHost): { video: (au: AccessUnit) => void; audio: (unit: AudioUnit) => void } {
    let waitForKey = false;
    const video = (au: AccessUnit) => {
      // A backed-up uplink drops whole GOP tails, never a reference frame the decoder needs.
      if (host.buffered() > MAX_BUFFERED_BYTES) waitForKey = true;
      if (waitForKey && !au.keyframe) {
        this.stats.framesSkipped += 1;
        return;
      }
      waitForKey = false;
      const frame = encodeVideoFrame({ streamId, keyframe: au.keyframe, timestampMs: au.ptsMs, data: au.data });
      if (host.sendBinary(frame)) this.stats.framesSent += 1;
    };
    const audio = (unit: AudioUnit) => {
      // Sound is small and never a reference for video: it is dropped while the uplink is backed up.
      if (waitForKey || host.buffered() > MAX_BUFFERED_BYTES) return;
      const frame = encodeVideoFrame({ streamId, keyframe: false, audio: true, timestampMs: unit.ptsMs, data: unit.data });
      if (host.sendBinary(frame)) this.stats.audioFramesSent += 1;
    };
    return { video, audio };
  }

  private lost(streamId: number, host: CommandHost): void {
    const entry = this.running.get(streamId);
    if (!entry) return;
    this.log(`CH${entry.chlIndex}: camera lost during live view`);
    const announce = entry.relaying;
    if (this.end(streamId) && announce) host.send({ type: "streamEnd", streamId, code: Code.CHANNEL_UNAVAILABLE });
  }

  private end(streamId: number): boolean {
    const entry = this.running.get(streamId);
    if (!entry) return false;
    this.running.delete(streamId);
    if (entry.relaying) this.stats.active -= 1;
    entry.sub.close();
    return true;
  }
}
