import { decodeVideoFrame, deviceFrameSchema, type DeviceFrame, type HelloFrame, type ServerFrame, type VideoFrameMessage } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import type { RawData, WebSocket } from "ws";
import { frameByteLength, readJsonFrame } from "../lib/ws-frames.js";
import { TokenBucket, type BucketRate } from "./token-bucket.js";

/** Timing and size limits of device sockets. */
export interface GatewayLimits {
  /** Keep-alive interval announced in `welcome` (docs/device-protocol.md: 30 s). */
  keepAliveSec: number;
  /** Silent intervals before the device counts as dropped (3). */
  missedKeepAlives: number;
  /** Time to say hello after opening (10 s). */
  helloTimeoutMs: number;
  /** Default command timeout (10 s). */
  commandTimeoutMs: number;
  /** Largest frame: a 64-channel hello is ~25 KB, so 256 KiB leaves room without inviting abuse. */
  maxFrameBytes: number;
  /** Invalid frames tolerated per connection before it is closed. */
  maxBadFrames: number;
  /**
   * JSON frames one socket may send: `burst` at once, refilled at `perSec` (binary video frames are
   * not counted); beyond it the socket is closed with 4008. null: no budget.
   */
  frameBudget: BucketRate | null;
  /** New SNs one client IP may register per hour, refilled evenly (refused with 6001, closed 4029); 0: no limit. */
  newSnPerIpPerHour: number;
  /** Status, storage and config changes are coalesced per device and written and emitted this often (ms). */
  reportFlushMs: number;
}

/** Close codes the gateway uses. */
export const DEVICE_CLOSE = {
  goingAway: 1001,
  /** Before the welcome: a frame refused for its text (a duplicate key, a control character, a lone surrogate). */
  invalidText: 1007,
  policy: 1008,
  tooBig: 1009,
  internal: 1011,
  /** Another connection with the same SN took over. */
  replaced: 4000,
  helloTimeout: 4001,
  refused: 4003,
  /** The socket sent more JSON frames than its budget (GatewayLimits.frameBudget). */
  tooManyFrames: 4008,
  /** The client IP registered too many new SNs (after `refused` 6001): try again later. */
  tooManyRegistrations: 4029,
} as const;

/** Receives one live stream's frames (the gateway's `startStream`). */
export interface VideoSink {
  frame(frame: VideoFrameMessage): void;
  /** The stream ended without stop(): the device dropped or was replaced, or the server shuts down (7062). */
  ended(code: number): void;
}

/** Bytes of a binary message however `ws` delivered it. */
function binaryBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

/** What a connection reports to the gateway. */
export interface ConnectionHandlers {
  hello(conn: DeviceConnection, hello: HelloFrame): void;
  frame(conn: DeviceConnection, frame: Exclude<DeviceFrame, HelloFrame>): void;
  /** A binary live video frame (docs/device-protocol.md "Live video"); only once accepted. */
  video(conn: DeviceConnection, frame: VideoFrameMessage): void;
  closed(conn: DeviceConnection): void;
  badFrame(conn: DeviceConnection): void;
}

/**
 * One device socket: hello deadline, frame validation (bad frames are ignored and counted; too
 * many close the socket), and the keep-alive watchdog once accepted. Any valid frame counts as a
 * sign of life, so a busy device sending results need not also send keep-alives.
 */
export class DeviceConnection {
  /** Set once the hello is read. */
  sn: string | null = null;
  state: "hello" | "registering" | "accepted" | "closed" = "hello";
  /** The device's report (securityCode redacted), kept current by status/storage/config frames. */
  report: HelloFrame | null = null;
  /** A newer connection of the same SN took over: this one's close is not a disconnect. */
  replaced = false;
  /** Live streams running on this connection, by the stream id the device chose. */
  readonly streams = new Map<number, VideoSink>();
  private badFrames = 0;
  /** Set by close(): frames still arriving until the socket is closed are ignored. */
  private ending = false;
  private readonly budget: TokenBucket | null;
  private helloTimer: NodeJS.Timeout | null;
  private watchdog: NodeJS.Timeout | null = null;

  constructor(
    readonly socket: WebSocket,
    /** The client's address (behind a proxy, per VMS_TRUST_PROXY), for the registration limit. */
    readonly ip: string,
    private readonly limits: GatewayLimits,
    private readonly handlers: ConnectionHandlers,
    readonly log: FastifyBaseLogger,
  ) {
    this.budget = limits.frameBudget ? new TokenBucket(limits.frameBudget, performance.now()) : null;
    this.helloTimer = setTimeout(() => this.close(DEVICE_CLOSE.helloTimeout, "hello timeout"), limits.helloTimeoutMs);
    socket.on("message", (data, isBinary) => this.onMessage(data, isBinary));
    socket.on("close", () => this.onClose());
    socket.on("error", (err) => log.debug({ err, sn: this.sn }, "device socket error"));
  }

  /** Sends a frame; false when the socket is no longer open. */
  send(frame: ServerFrame): boolean {
    if (this.socket.readyState !== this.socket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** The registry accepted the device: from now on silence is a drop. */
  accept(report: HelloFrame): void {
    this.report = report;
    this.state = "accepted";
    const { keepAliveSec, missedKeepAlives } = this.limits;
    this.watchdog = setTimeout(() => {
      this.log.info({ sn: this.sn }, "device missed its keep-alives");
      this.socket.terminate();
    }, keepAliveSec * missedKeepAlives * 1000);
  }

  close(code: number, reason: string): void {
    this.ending = true;
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
    else this.socket.terminate();
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.state === "closed" || this.ending) return;
    if (frameByteLength(data) > this.limits.maxFrameBytes) return this.close(DEVICE_CLOSE.tooBig, "frame too large");
    if (isBinary) return this.onBinary(data);
    // Checked before parsing, so a flood costs a counter per frame, not a parse.
    if (this.budget && !this.budget.take(performance.now())) {
      this.log.warn({ sn: this.sn, ip: this.ip }, "device socket over its frame budget: closed");
      return this.close(DEVICE_CLOSE.tooManyFrames, "too many frames");
    }
    const read = readJsonFrame(deviceFrameSchema, data, isBinary);
    if (!("frame" in read)) {
      // Before the welcome nothing reached the registry yet, and nothing will: text the /vms envelope
      // would refuse (the database would too) ends the connection, not only the frame.
      if (read.problem === "text" && this.state === "hello") return this.close(DEVICE_CLOSE.invalidText, "invalid text");
      return this.bad();
    }
    const { frame } = read;
    this.watchdog?.refresh();
    if (frame.type === "hello") {
      // One hello per connection; a second one is a protocol error, not a re-registration.
      if (this.state !== "hello") return this.bad();
      if (this.helloTimer) clearTimeout(this.helloTimer);
      this.helloTimer = null;
      this.sn = frame.sn;
      this.state = "registering";
      return this.handlers.hello(this, frame);
    }
    // Nothing but hello means anything before the registry accepted the device.
    if (this.state !== "accepted") return this.bad();
    this.handlers.frame(this, frame);
  }

  private onBinary(data: RawData): void {
    // Video only after the welcome; a binary frame that is not ours counts like invalid JSON.
    const frame = this.state === "accepted" ? decodeVideoFrame(binaryBytes(data)) : null;
    if (!frame) return this.bad();
    this.watchdog?.refresh();
    this.handlers.video(this, frame);
  }

  private bad(): void {
    this.badFrames += 1;
    this.handlers.badFrame(this);
    if (this.badFrames >= this.limits.maxBadFrames) this.close(DEVICE_CLOSE.policy, "too many invalid frames");
  }

  private onClose(): void {
    if (this.helloTimer) clearTimeout(this.helloTimer);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.helloTimer = this.watchdog = null;
    this.state = "closed";
    this.handlers.closed(this);
  }
}
