import type { DeviceCommandName, EventFrame, HelloFrame, PlaybackStartParams, PlaybackStartResult, RecExportParams, RecExportResult, ReportedStorage, StreamStartParams, StreamStartResult } from "@vms/api-client";
import type { VideoSink } from "./device-connection.js";

export type { VideoSink } from "./device-connection.js";

// The seam between the device gateway (this folder) and the sites/devices/channels modules
// (decision 0003 "Gateway", docs/device-protocol.md). Modules depend on this interface only.

/**
 * What the gateway tells the modules. Listeners are awaited one after another, per device, in the
 * order the frames arrived (a device's `connected` is handled before its `status`). `status`,
 * `storage` and `config` come coalesced, every 100 ms at most per device, latest state winning
 * (decision 0021). A throwing listener is logged and does not stop the others.
 */
export interface DeviceGatewayEvents {
  /**
   * A device said hello and was accepted: its registry row is written. The device is welcomed
   * only after these listeners finish, so a device whose start() resolved is fully taken in.
   * `report.securityCode` is redacted (empty): use verifySecurityCode.
   */
  connected: (report: HelloFrame) => void | Promise<void>;
  /** The device dropped, closed or missed its keep-alives (not when a new connection replaced it, nor at shutdown). */
  disconnected: (sn: string) => void | Promise<void>;
  /** Channels went on/offline (device `status` frames, each channel's latest state; also after `channelSet`). */
  status: (sn: string, channels: { chlIndex: number; online: boolean }[]) => void | Promise<void>;
  /** Storage changed on the device (format progress and end, disk errors). */
  storage: (sn: string, storage: ReportedStorage) => void | Promise<void>;
  /** A setting changed on the device itself (not as the result of configSet: the caller has that answer). */
  config: (sn: string, section: string, value: unknown) => void | Promise<void>;
  /** An AI detection, common or device-health event (images base64 in the frame). */
  event: (sn: string, event: EventFrame) => void | Promise<void>;
}

/** Options of one command. */
export interface DeviceCommandOptions {
  /** Default 10 s (DEFAULT_COMMAND_TIMEOUT_MS); upgrades need minutes. */
  timeoutMs?: number;
  /** Upgrade and format progress, 0–100. */
  onProgress?: (percent: number) => void;
}

/** A device's answer to a command. */
export interface DeviceCommandResult {
  /** 200 success, else the device's catalogue code (7064 busy, 7065 refused, 1000 bad parameters …). */
  code: number;
  data: unknown;
}

/** A live stream running on a device (docs/device-protocol.md "Live video"). */
export interface DeviceStream extends StreamStartResult {
  /** Detaches the sink and sends `streamStop` (fire and forget: a gone device has stopped anyway). */
  stop(): void;
}

/** A recording export running on a device (docs/device-protocol.md "Recordings on the device"). */
export interface DeviceExport extends RecExportResult {
  /** Detaches the sink and sends `streamStop` (abort). */
  stop(): void;
  /** Detaches the sink after the last frame (the device has ended the export itself). */
  release(): void;
}

/** What `playbackControl` sends: the stream id is the playback's own. */
export type PlaybackCommand = { action: "seek"; position: number } | { action: "pause" } | { action: "resume" } | { action: "speed"; speed: number };

/** A playback running on a device (docs/device-protocol.md "Playback"). */
export interface DevicePlayback extends PlaybackStartResult {
  /**
   * Sends `playbackControl`. `onAnswer` runs synchronously with the result frame, before any later
   * binary frame is delivered (so a seek's caller can tell old frames from new); the promise follows.
   * Rejects AppError with the device's code (7066 a seek past the end), 7062 or 7069.
   */
  control(command: PlaybackCommand, onAnswer?: (position: number) => void): Promise<number>;
  /** Detaches the sink and sends `streamStop`. */
  stop(): void;
}

/** The device gateway of one server instance (`app.vms.gateway`). */
export interface DeviceGateway {
  /** True while the device holds an accepted connection to this instance. */
  isOnline(sn: string): boolean;
  /** Devices connected to this instance. */
  onlineCount(): number;
  /** Subscribes; returns the unsubscribe function. */
  on<E extends keyof DeviceGatewayEvents>(event: E, listener: DeviceGatewayEvents[E]): () => void;
  /**
   * Sends a command; rejects AppError(7062) when offline (or when the device drops before
   * answering), AppError(7069) on timeout; resolves with the device's result (code may be non-200).
   * A successful `securityCode` command also updates the registry, so the device's next hello
   * with the new code is accepted.
   */
  command(sn: string, name: DeviceCommandName, params: Record<string, unknown>, options?: DeviceCommandOptions): Promise<DeviceCommandResult>;
  /**
   * Starts a channel stream (`streamStart`) and feeds its binary frames to `sink` until stop() or
   * until the connection ends (then `sink.ended(7062)`). Rejects AppError(7062) offline, 7069 no
   * answer, or the device's refusal code (7071 channel closed or offline, 1000 bad parameters).
   */
  startStream(sn: string, params: StreamStartParams, sink: VideoSink): Promise<DeviceStream>;
  /**
   * Exports a recorded range (`recExport`): `result.frames` binary frames reach `sink` faster than
   * real time; then call release(). Rejects like startStream (7066: nothing recorded in the range).
   */
  exportRecording(sn: string, params: RecExportParams, sink: VideoSink): Promise<DeviceExport>;
  /**
   * Plays a recorded range back (`playbackStart`): binary frames stamped with their wall-clock time
   * reach `sink`, paced at the speed, until stop() or `sink.ended(7066)` at the end of the range.
   * Rejects like startStream (7150: nothing recorded from the position on).
   */
  startPlayback(sn: string, params: PlaybackStartParams, sink: VideoSink): Promise<DevicePlayback>;
  /** The instance holding the device's connection (this one when online here), null when offline everywhere. */
  holder(sn: string): Promise<string | null>;
  /** Resolves on the device's next accepted hello (reboot/upgrade completion); rejects AppError(7069) after timeoutMs. */
  waitForHello(sn: string, timeoutMs: number): Promise<HelloFrame>;
  /** Binding check against the registry (trust on first use). */
  verifySecurityCode(sn: string, securityCode: string): Promise<"ok" | "unknown" | "wrong">;
  /** The last report (hello with later status/storage/config changes applied), securityCode redacted; null for an unknown SN. */
  lastReport(sn: string): Promise<HelloFrame | null>;
  /** Closes every device socket; pending commands and waits reject with 7062. */
  close(): Promise<void>;
}

/** Default command timeout (docs/device-protocol.md). */
export const DEFAULT_COMMAND_TIMEOUT_MS = 10_000;
