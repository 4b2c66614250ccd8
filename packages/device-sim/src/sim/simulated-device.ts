import { Code, serverFrameSchema, DEV_TYPE, type DeviceFrame, type EventFrame, type ServerFrame } from "@vms/api-client";
import { WebSocket, type RawData } from "ws";
import type { SimDevice } from "../descriptors.js";
import { createVideoSource } from "../video/index.js";
import type { EventOverrides } from "../events/event-generator.js";
import { EventTicker } from "../events/event-ticker.js";
import { Backoff, DEFAULT_BACKOFF } from "./backoff.js";
import { CommandRunner } from "./command-runner.js";
import { DeviceJournal } from "./device-journal.js";
import { DeviceState } from "./device-state.js";
import { recordEventWindow } from "./event-recordings.js";
import { recordsVideo } from "./recordings.js";
import { Emitter, type Listener } from "./emitter.js";
import { createConnectionMedia, type ConnectionMedia } from "./connection-media.js";
import { DeviceRefusedError, HANDSHAKE_TIMEOUT_MS, STOP_GRACE_MS, WELCOME_TIMEOUT_MS, deviceGatewayUrl, type DeviceClosedInfo, type SimulatedDeviceEvent, type SimulatedDeviceOptions } from "./simulated-device-options.js";
import type { VideoStats, VideoStreams } from "./video-streams.js";

export { DeviceRefusedError, deviceGatewayUrl, type DeviceClosedInfo, type SimulatedDeviceEvent, type SimulatedDeviceOptions } from "./simulated-device-options.js";

/**
 * One simulated device speaking docs/device-protocol.md: hello with its report, keep-alives,
 * exactly one result per command, reboot/upgrade with reconnect, and jittered back-off after drops.
 * Its state (PTZ memory, storage, config, security code, firmware) survives reconnects.
 */
export class SimulatedDevice {
  readonly descriptor: SimDevice;
  private readonly url: string;
  private readonly state: DeviceState;
  private readonly journal: DeviceJournal;
  private readonly emitter = new Emitter<SimulatedDeviceEvent>((err) => console.error("simulated device listener failed", err));
  private readonly backoff: Backoff;
  private readonly rebootMs: number;
  private readonly upgradeStepMs: number;
  private socket: WebSocket | null = null;
  private welcomed = false;
  private stopped = true;
  private rebooting = false;
  private refusedCode: number | null = null;
  /** The server refused this connection for now (6001: its registration limit): retry after back-off. */
  private deferred = false;
  private lastError: Error | null = null;
  private connTimers = new Set<NodeJS.Timeout>();
  private reconnectTimer: NodeJS.Timeout | null = null;
  private starting: { resolve: () => void; reject: (err: Error) => void } | null = null;
  private readonly videoStats: VideoStats = { active: 0, started: 0, framesSent: 0, framesSkipped: 0, audioFramesSent: 0 };
  private liveStreams: VideoStreams | null = null;
  private readonly events: EventTicker;

  constructor(
    descriptor: SimDevice,
    private readonly options: SimulatedDeviceOptions,
  ) {
    this.descriptor = descriptor;
    this.url = deviceGatewayUrl(options.serverUrl);
    this.state = new DeviceState(descriptor);
    this.journal = new DeviceJournal(descriptor);
    this.backoff = new Backoff(options.reconnect ?? DEFAULT_BACKOFF, `backoff:${descriptor.sn}`);
    this.rebootMs = options.rebootMs ?? 3_000;
    this.upgradeStepMs = options.upgradeStepMs ?? 400;
    // Viewing stations have no cameras; every configured, online camera channel detects.
    const aiChannels = () => (descriptor.devType === DEV_TYPE.VIEWING_STATION ? [] : [...this.state.channels.values()].filter((r) => r.channel.configured && this.state.channelOnline(r)).map((r) => r.channel.chlIndex));
    this.events = new EventTicker(descriptor.sn, options.events ?? { perMinute: 0 }, aiChannels);
  }

  /** The serial number (the descriptor's). */
  get sn(): string {
    return this.descriptor.sn;
  }
  /** The code presented at the next hello (changed by the `securityCode` command). */
  get securityCode(): string {
    return this.state.securityCode;
  }
  /** Current firmware version (changes after an upgrade). */
  get version(): string {
    return this.state.version;
  }
  /** True between `welcome` and the socket closing. */
  get connected(): boolean {
    return this.welcomed;
  }

  /** Live streams running now, started so far, binary frames sent and skipped. */
  get video(): Readonly<VideoStats> {
    return this.videoStats;
  }

  /** Listens to `welcome` (frame), `refused` (code), `closed` (DeviceClosedInfo), `command` (cmd frame). */
  on(event: SimulatedDeviceEvent, listener: Listener): () => void {
    return this.emitter.on(event, listener);
  }

  /** Connects and says hello; resolves on welcome, rejects (DeviceRefusedError or the network error) otherwise. */
  start(): Promise<void> {
    if (!this.stopped) return Promise.reject(new Error(`${this.sn} is already started`));
    this.stopped = false;
    this.refusedCode = null;
    return new Promise<void>((resolve, reject) => {
      this.starting = { resolve, reject };
      this.connect();
    });
  }

  /** Closes for good (no reconnect); resolves once the socket is closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.starting?.reject(new Error(`${this.sn} stopped before the server welcomed it`));
    this.starting = null;
    const ws = this.socket;
    if (!ws) return;
    await new Promise<void>((resolve) => {
      ws.once("close", () => resolve());
      if (ws.readyState !== WebSocket.OPEN) return ws.terminate();
      ws.close(1000, "stopped");
      // A server that never answers the close handshake must not hold stop() for ws's 30 s.
      setTimeout(() => ws.terminate(), STOP_GRACE_MS).unref();
    });
  }

  /** An abrupt network drop: the socket dies without a close frame; the device reconnects after back-off. */
  drop(): void {
    this.journal.add("WARN", "net", "network link down");
    this.socket?.terminate();
  }

  /** A recorder's camera (or a camera itself) goes on/offline; reported with a status frame when connected. */
  setChannelOnline(chlIndex: number, online: boolean): void {
    const runtime = this.state.channels.get(chlIndex);
    if (!runtime) throw new RangeError(`${this.sn} has no channel ${chlIndex}`);
    runtime.link = online;
    this.journal.add(online ? "INFO" : "WARN", "event", `video ${online ? "restored" : "loss"} on CH${chlIndex}`);
    this.send({ type: "status", channels: [{ chlIndex, online: this.state.channelOnline(runtime) }] });
    if (!online) this.liveStreams?.endChannel(chlIndex);
  }

  /** Sends one event now (tests force its type or attributes); null when offline or without an AI channel. */
  emitEvent(overrides?: EventOverrides): EventFrame | null {
    const frame = this.welcomed ? this.events.next(overrides) : null;
    if (frame) this.sendEvent(frame);
    return frame;
  }

  /** The camera records around what it detected (pre- and post-event recording), then reports it. */
  private sendEvent(frame: EventFrame): void {
    const runtime = this.state.channels.get(frame.chlIndex);
    if (runtime && recordsVideo(this.state)) recordEventWindow(runtime.eventRecordings, frame.occurredAt, frame.eventType);
    this.send(frame);
  }

  private send(frame: DeviceFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private later(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.connTimers.delete(timer);
      fn();
    }, ms);
    this.connTimers.add(timer);
  }

  private connect(): void {
    this.reconnectTimer = null;
    this.lastError = null;
    const ws = new WebSocket(this.url, { perMessageDeflate: false, handshakeTimeout: HANDSHAKE_TIMEOUT_MS });
    this.socket = ws;
    const runner = new CommandRunner({
      sn: this.sn,
      state: this.state,
      journal: this.journal,
      upgradeStepMs: this.upgradeStepMs,
      failUpgrade: this.options.failUpgrade ?? false,
      send: (frame) => this.socket === ws && this.send(frame),
      later: (ms, fn) => this.later(ms, fn),
      reboot: (reason) => this.reboot(ws, reason),
      ...this.connectionMedia(ws),
    });
    ws.on("open", () => {
      this.send(this.state.hello(this.descriptor));
      this.later(WELCOME_TIMEOUT_MS, () => !this.welcomed && ws.terminate());
    });
    ws.on("message", (data: RawData, isBinary: boolean) => {
      const frame = isBinary ? null : parse(data);
      if (frame) this.onFrame(ws, frame, runner);
    });
    ws.on("error", (err) => {
      this.lastError = err;
    });
    ws.on("close", (code, reason) => this.onClose(ws, runner, code, reason.toString()));
  }

  private onFrame(ws: WebSocket, frame: ServerFrame, runner: CommandRunner): void {
    if (frame.type === "welcome") {
      this.welcomed = true;
      this.backoff.reset();
      this.journal.add("INFO", "cloud", "connected to the cloud");
      const every = (this.options.keepAliveSec ?? frame.keepAliveSec) * 1000;
      const beat = () => {
        this.send({ type: "keepalive" });
        this.later(every, beat);
      };
      this.later(every, beat);
      this.events.start((event) => this.socket === ws && this.sendEvent(event));
      this.starting?.resolve();
      this.starting = null;
      this.emitter.emit("welcome", frame);
    } else if (frame.type === "refused" && frame.code === Code.TOO_FREQUENT) {
      // The server takes no new devices from this address for now (docs/device-protocol.md): not a
      // verdict on this device, so it backs off and tries again; start() keeps waiting for a welcome.
      this.deferred = true;
      this.journal.add("WARN", "cloud", `registration deferred by the cloud (${frame.code})`);
      this.emitter.emit("refused", frame.code);
      ws.close(1000, "refused");
    } else if (frame.type === "refused") {
      this.refusedCode = frame.code;
      this.journal.add("ERROR", "cloud", `refused by the cloud (${frame.code})`);
      this.starting?.reject(new DeviceRefusedError(frame.code));
      this.starting = null;
      this.emitter.emit("refused", frame.code);
      ws.close(1000, "refused");
    } else {
      this.emitter.emit("command", frame);
      runner.run(frame);
    }
  }

  /** Live streams, exports and playback of one connection, sending only while it is the current one. */
  private connectionMedia(ws: WebSocket): ConnectionMedia {
    const media = createConnectionMedia({
      sn: this.sn,
      state: this.state,
      isCurrent: () => this.socket === ws && ws.readyState === WebSocket.OPEN,
      ws,
      send: (frame) => this.socket === ws && this.send(frame),
      journal: (message) => this.journal.add("INFO", "video", message),
      videoSource: this.options.videoSource ?? createVideoSource,
      videoStats: this.videoStats,
      exportFps: this.options.exportFps,
      playbackClock: this.options.playbackClock,
    });
    this.liveStreams = media.video;
    return media;
  }

  private reboot(ws: WebSocket, reason: string): void {
    if (this.socket !== ws) return;
    this.rebooting = true;
    this.journal.add("INFO", "system", `rebooting: ${reason}`);
    // 1012 "service restart": the gateway treats it like any close; the reason helps logs.
    ws.close(1012, "rebooting");
  }

  private onClose(ws: WebSocket, runner: CommandRunner, code: number, reason: string): void {
    if (this.socket !== ws) return;
    for (const timer of this.connTimers) clearTimeout(timer);
    this.connTimers.clear();
    this.events.stop();
    runner.dispose();
    this.socket = null;
    this.welcomed = false;
    const deferred = this.deferred;
    this.deferred = false;
    const firstStartFailed = this.starting !== null && !deferred;
    if (firstStartFailed) {
      this.starting?.reject(this.lastError ?? new Error(`${this.sn}: connection closed (${code}) before welcome`));
      this.starting = null;
      this.stopped = true;
    }
    if (this.refusedCode !== null) this.stopped = true;
    const willReconnect = !this.stopped;
    this.emitter.emit("closed", { code, reason, willReconnect } satisfies DeviceClosedInfo);
    if (!willReconnect) return;
    const delay = this.rebooting ? this.rebootMs : this.backoff.next();
    if (!this.rebooting) this.journal.add("WARN", "cloud", `disconnected (${code}); retrying in ${delay} ms`);
    this.rebooting = false;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }
}

function parse(data: RawData): ServerFrame | null {
  try {
    const parsed = serverFrameSchema.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
