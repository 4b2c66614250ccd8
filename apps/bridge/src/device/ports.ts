import { Code, SUCCESS_CODE, type DeviceFrame, type EventFrame, type ServerFrame } from "@vms/api-client";

// The parts of the bridge other folders provide, as the device connection sees them. The lead
// wires them in `src/cli/run-bridge.ts`; until then the bridge answers as a device without them.

/** A command frame of the server. */
export type DeviceCommand = Extract<ServerFrame, { type: "cmd" }>;

/** What a port may do on the connection a command arrived on. */
export interface CommandHost {
  /** The one `result` of this command. */
  reply(code: number, data?: unknown): void;
  /** Any other JSON frame (`streamEnd`, `progress`). */
  send(frame: DeviceFrame): void;
  /** One binary video frame; false when the connection is gone. */
  sendBinary(bytes: Uint8Array): boolean;
  /** Bytes queued on the socket and not yet sent (wait while more than 1 MiB is queued). */
  buffered(): number;
  /** Calls `listener` once when this connection ends (its streams end with it). */
  onClose(listener: () => void): void;
}

/**
 * The site recording (`../recording/`): recSearchDate, recSearchLog, recExport, playbackStart,
 * playbackControl, and `streamStop` for its own stream ids (exports from 0x40000001, playbacks
 * from 0x20000001; live ids stay below).
 */
export interface RecordingPort {
  handles(name: string): boolean;
  run(cmd: DeviceCommand, host: CommandHost): void;
  /** Disk use and the oldest recording (Unix ms) for queryBridgeCameras. */
  usage?(): { diskUsedBytes: number; oldestRecording: number | null };
}

/** PTZ of a bridged camera through ONVIF (`../onvif/`). */
export interface PtzPort {
  handles(api: string): boolean;
  run(chlIndex: number, api: string, params: Record<string, unknown>): Promise<{ status: "success" | "failed"; data: unknown; reason?: string }>;
}

/** What a camera can do beyond video (from its ONVIF capabilities): `["ptz"]` for a PTZ camera. */
export type CapabilityLookup = (chlIndex: number) => readonly string[];

/** A camera event as the ONVIF part reports it (motion, tampering); the bridge gives it its id. */
export interface CameraEvent {
  chlIndex: number;
  eventType: EventFrame["eventType"];
  /** Unix ms; now when absent. */
  occurredAt?: number;
  /** Base64 JPEG of the scene (≤ 160,000 characters). */
  snapshot?: string | null;
}

/** Where the ONVIF part sends camera events; the connection sends them while the cloud is there. */
export type EventSink = (event: CameraEvent) => void;

/** The device without storage: empty searches, nothing to export or play (docs/device-protocol.md). */
export const NO_RECORDING: RecordingPort = {
  handles: (name) => ["recSearchDate", "recSearchLog", "recExport", "playbackStart", "playbackControl"].includes(name),
  run: (cmd, host) => {
    if (cmd.name === "recSearchDate") return host.reply(SUCCESS_CODE, { days: [] });
    if (cmd.name === "recSearchLog") return host.reply(SUCCESS_CODE, { segments: [] });
    if (cmd.name === "playbackStart") return host.reply(Code.PLAYBACK_NO_RECORDING, { reason: "no recording" });
    if (cmd.name === "playbackControl") return host.reply(Code.MALFORMED, { reason: "no such playback" });
    host.reply(Code.PLAYBACK_END, { reason: "no recording" });
  },
};

/** PTZ before the ONVIF part is wired: every call fails as on a camera without a head. */
export const NO_PTZ: PtzPort = {
  handles: () => false,
  run: () => Promise.resolve({ status: "failed", data: null, reason: "not supported" }),
};
