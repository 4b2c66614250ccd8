import { BRIDGE_MODEL, Code, type EventFrame, type ReportedStorage } from "@vms/api-client";
import { toCameraSource, type BridgeCamera } from "../config/bridge-cameras.js";
import type { BridgeIdentity, DataFolder } from "../config/data-folder.js";
import { cameraOnline, type CameraHub, type CameraStatus } from "../media/camera-hub.js";
import { Backoff, type BackoffRange } from "./backoff.js";
import { ClosedChannels } from "./closed-channels.js";
import type { DeviceCore } from "./command-handler.js";
import { DeviceConnection } from "./connection.js";
import type { DeviceLog } from "./device-log.js";
import type { DeviceSettings } from "./device-settings.js";
import { diskStorage, helloFrame, reportedChannel } from "./hello.js";
import type { LiveStats } from "./live-streams.js";
import { NO_PTZ, NO_RECORDING, type CameraEvent, type CapabilityLookup, type PtzPort, type RecordingPort } from "./ports.js";

export interface BridgeDeviceOptions {
  /** ws(s)://…/ws-device */
  gatewayUrl: string;
  identity: BridgeIdentity;
  data: DataFolder;
  settings: DeviceSettings;
  log: DeviceLog;
  version: string;
  hub: CameraHub;
  cameras: readonly BridgeCamera[];
  /** Channels the cloud closed, kept across restarts (default: in memory only). */
  closedChannels?: ClosedChannels | undefined;
  recording?: RecordingPort | undefined;
  ptz?: PtzPort | undefined;
  capabilities?: CapabilityLookup | undefined;
  backoff?: BackoffRange | undefined;
  /** Pause between a `reboot` and the next hello. */
  rebootMs?: number | undefined;
  /** Overrides the server's keepAliveSec (tests). */
  keepAliveSec?: number | undefined;
}

/** What the bridge's connection does, for the status lines. */
export type ConnectionState = { state: "connected" } | { state: "disconnected"; code: number; retryMs: number } | { state: "refused"; code: number };

/** Events queued while the cloud is away, sent after the next welcome (the newest ones). */
const MAX_QUEUED_EVENTS = 100;

/**
 * The bridge as one recorder of the cloud (docs/bridge.md): it says hello with a channel per
 * camera, keeps its connection up with back-off, reports cameras going on/offline, raises a health
 * event per camera outage, and re-announces its channels when the config changes.
 */
export class BridgeDevice implements DeviceCore {
  readonly model = BRIDGE_MODEL;
  readonly liveStats: LiveStats = { active: 0, framesSent: 0, framesSkipped: 0, audioFramesSent: 0 };
  readonly recording: RecordingPort;
  readonly ptz: PtzPort;
  private identity: BridgeIdentity;
  private camerasNow: readonly BridgeCamera[];
  private readonly closedChannels: ClosedChannels;
  private readonly backoff: Backoff;
  private readonly listeners = new Set<(state: ConnectionState) => void>();
  private readonly reportedOnline = new Map<number, boolean>();
  private readonly outages = new Set<number>();
  private readonly queued: EventFrame[] = [];
  private readonly eventPrefix = Date.now().toString(36);
  private eventCount = 0;
  private current: DeviceConnection | null = null;
  private retiring: DeviceConnection | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private rebooting = false;
  /** The channel list of the last hello (names, numbers, capabilities). */
  private announced = "";
  private stopped = true;
  private readonly offStatus: () => void;

  constructor(private readonly options: BridgeDeviceOptions) {
    this.identity = options.identity;
    this.camerasNow = options.cameras;
    this.recording = options.recording ?? NO_RECORDING;
    this.ptz = options.ptz ?? NO_PTZ;
    this.backoff = new Backoff(options.backoff);
    this.closedChannels = options.closedChannels ?? ClosedChannels.inMemory();
    options.hub.setCameras(this.camerasNow.map(toCameraSource));
    this.offStatus = options.hub.onStatus((status) => this.cameraChanged(status));
  }

  get sn(): string {
    return this.identity.sn;
  }
  get securityCode(): string {
    return this.identity.securityCode;
  }
  get version(): string {
    return this.options.version;
  }
  get log(): DeviceLog {
    return this.options.log;
  }
  get settings(): DeviceSettings {
    return this.options.settings;
  }
  get hub(): CameraHub {
    return this.options.hub;
  }
  /** Between a welcome and the connection closing. */
  get connected(): boolean {
    return this.current?.isWelcomed ?? false;
  }

  onConnection(listener: (state: ConnectionState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  cameras(): readonly BridgeCamera[] {
    return this.camerasNow;
  }

  /** Connects, and keeps connecting after every drop until stop() or a refused security code. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.offStatus();
    await Promise.all([this.current?.close(1001, "bridge stopping"), this.retiring?.close(1001, "bridge stopping")]);
    this.options.hub.close();
  }

  /**
   * The config changed: the hub follows, and the cloud hears the new channels through a new hello
   * (a second connection with the same SN replaces the first without the device going offline).
   */
  setCameras(cameras: readonly BridgeCamera[]): void {
    const announced = this.channelList(this.camerasNow);
    this.camerasNow = cameras;
    this.options.hub.setCameras(cameras.map(toCameraSource));
    for (const chl of [...this.reportedOnline.keys()]) if (!cameras.some((c) => c.chlIndex === chl)) this.reportedOnline.delete(chl);
    // A new password or URL for the same channels changes nothing the cloud sees.
    if (!this.stopped && this.current && this.channelList(cameras) !== announced) this.connect();
  }

  /** The EventSink of the ONVIF part: sent now, or after the next welcome. */
  emitEvent(event: CameraEvent): void {
    this.eventCount += 1;
    const frame: EventFrame = {
      type: "event",
      id: `${this.eventPrefix}-${this.eventCount}`,
      chlIndex: event.chlIndex,
      occurredAt: event.occurredAt ?? Date.now(),
      eventType: event.eventType,
      targetType: null,
      attributes: {},
      plate: null,
      snapshot: event.snapshot ?? null,
      crop: null,
    };
    if (this.current?.isWelcomed) return this.current.send(frame);
    this.queued.push(frame);
    if (this.queued.length > MAX_QUEUED_EVENTS) this.queued.shift();
  }

  channelEnabled(chlIndex: number): boolean {
    return !this.closedChannels.isClosed(chlIndex);
  }

  async setChannelEnabled(chlIndex: number, enabled: boolean): Promise<boolean> {
    const saved = this.closedChannels.set(chlIndex, enabled);
    const online = this.channelOnline(chlIndex);
    this.reportedOnline.set(chlIndex, online);
    // Answered once kept, as a recorder acknowledges a setting after writing it.
    await saved;
    return online;
  }

  async setSecurityCode(code: string): Promise<void> {
    this.identity = { ...this.identity, securityCode: code };
    await this.options.data.saveIdentity(this.identity);
  }

  storage(): Promise<ReportedStorage> {
    return diskStorage(this.options.data.dir);
  }

  reboot(): void {
    this.rebooting = true;
    this.log.add("INFO", "system", "restarting the connection: reboot requested by the cloud");
    void this.current?.close(1012, "rebooting");
  }

  /** What the hello says about the cameras, to tell whether a reload must be announced. */
  private channelList(cameras: readonly BridgeCamera[]): string {
    return JSON.stringify(cameras.map((c) => [c.chlIndex, c.name, this.options.capabilities?.(c.chlIndex) ?? []]));
  }

  private channelOnline(chlIndex: number): boolean {
    const status = this.options.hub.status(chlIndex);
    return this.channelEnabled(chlIndex) && (status === null || cameraOnline(status.state));
  }

  /** A camera's capabilities became known or changed (its ONVIF service answered): a new hello says so. */
  capabilitiesChanged(): void {
    if (!this.stopped && this.current && this.channelList(this.camerasNow) !== this.announced) this.connect();
  }

  private async hello() {
    this.announced = this.channelList(this.camerasNow);
    const capabilities = this.options.capabilities ?? (() => []);
    const channels = this.camerasNow.map((camera) => {
      const channel = reportedChannel(camera, this.options.hub.status(camera.chlIndex), this.channelEnabled(camera.chlIndex), capabilities(camera.chlIndex));
      this.reportedOnline.set(camera.chlIndex, channel.online);
      return channel;
    });
    return helloFrame({ sn: this.sn, securityCode: this.securityCode, version: this.version, settings: this.settings.current, channels, storage: await this.storage() });
  }

  private connect(): void {
    this.reconnectTimer = null;
    if (this.current) {
      // The old connection serves until the new one is welcomed (then the server replaces it).
      void this.retiring?.close(1000, "replaced");
      this.retiring = this.current;
    }
    this.current = new DeviceConnection(this.options.gatewayUrl, this, () => this.hello(), {
      welcome: (connection) => this.welcomed(connection),
      refused: (connection, code) => this.refused(connection, code),
      closed: (connection, code, reason, error) => this.closed(connection, code, reason, error),
    }, this.options.keepAliveSec);
  }

  private welcomed(connection: DeviceConnection): void {
    if (connection !== this.current) return;
    this.backoff.reset();
    void this.retiring?.close(1000, "replaced");
    this.retiring = null;
    this.log.add("INFO", "cloud", `connected to the cloud as ${this.sn} with ${this.camerasNow.length} camera(s)`);
    for (const frame of this.queued.splice(0)) connection.send(frame);
    // A camera found unreachable or refusing us between the hello and the welcome.
    this.reportChanges(connection, this.camerasNow.map((c) => c.chlIndex));
    this.emit({ state: "connected" });
  }

  private refused(connection: DeviceConnection, code: number): void {
    if (connection !== this.current) return;
    // 6001: the server takes no new devices from this address for now; anything else is final.
    if (code === Code.TOO_FREQUENT) return this.log.add("WARN", "cloud", `registration deferred by the cloud (${code})`);
    this.stopped = true;
    this.log.add("ERROR", "cloud", `refused by the cloud (${code}): ${code === Code.DEVICE_BAD_CREDENTIALS ? "the SN is registered with another security code" : "see the server's log"}`);
    this.emit({ state: "refused", code });
  }

  private closed(connection: DeviceConnection, code: number, reason: string, error: Error | null): void {
    if (connection === this.retiring) this.retiring = null;
    if (connection !== this.current) return;
    this.current = null;
    if (this.stopped) return;
    const retryMs = this.rebooting ? (this.options.rebootMs ?? 3_000) : this.backoff.next();
    this.rebooting = false;
    const why = error ? error.message : reason || String(code);
    this.log.add("WARN", "cloud", `disconnected from the cloud (${why}); retrying in ${(retryMs / 1000).toFixed(1)} s`);
    this.emit({ state: "disconnected", code, retryMs });
    this.reconnectTimer = setTimeout(() => this.connect(), retryMs);
  }

  private emit(state: ConnectionState): void {
    for (const listener of this.listeners) listener(state);
  }

  /** A camera's state changed: a status frame when its channel's online flips, a health event per outage. */
  private cameraChanged(status: CameraStatus): void {
    const { chlIndex, state } = status;
    const camera = this.camerasNow.find((c) => c.chlIndex === chlIndex);
    if (!camera) return;
    this.log.add(cameraOnline(state) ? "INFO" : "WARN", "camera", `CH${chlIndex} ${camera.name}: ${state}`);
    if (state === "unreachable" && !this.outages.has(chlIndex)) {
      this.outages.add(chlIndex);
      // Health events are device-level (chlIndex 0) in the protocol; the log line names the camera.
      this.emitEvent({ chlIndex: 0, eventType: "NETWORK_DOWN" });
    } else if (cameraOnline(state)) {
      this.outages.delete(chlIndex);
    }
    // Before the welcome nothing can be sent: welcomed() reports what changed since the hello.
    if (this.current?.isWelcomed) this.reportChanges(this.current, [chlIndex]);
  }

  /** Status frames for the channels whose online state differs from what the server was told. */
  private reportChanges(connection: DeviceConnection, chlIndexes: readonly number[]): void {
    const channels = chlIndexes.map((chlIndex) => ({ chlIndex, online: this.channelOnline(chlIndex) })).filter((c) => this.reportedOnline.get(c.chlIndex) !== c.online);
    if (channels.length === 0) return;
    for (const c of channels) this.reportedOnline.set(c.chlIndex, c.online);
    connection.send({ type: "status", channels });
  }
}
