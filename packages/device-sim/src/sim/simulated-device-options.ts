import { DEVICE_GATEWAY_PATH } from "@vms/api-client";
import type { SimEventOptions } from "../events/event-ticker.js";
import type { PlaybackClock } from "./playback-streams.js";
import type { StreamSourceFactory } from "./video-streams.js";

/** How a simulated device connects and behaves. */
export interface SimulatedDeviceOptions {
  /** http(s)://host:port or ws(s)://…; the path /ws-device is appended. */
  serverUrl: string;
  /** Time "rebooting" before reconnecting (default 3000). */
  rebootMs?: number;
  /** Progress tick of upgrades and formats (default 400; upgrades take 10 steps of 10 %). */
  upgradeStepMs?: number;
  /** Back-off after drops (default 1000..30000, jittered, deterministic from the SN). */
  reconnect?: { minMs: number; maxMs: number };
  /** Overrides the keep-alive interval the server asks for (tests). */
  keepAliveSec?: number;
  /** Upgrades fail half-way with result code 7065. */
  failUpgrade?: boolean;
  /** Video of `streamStart` (default: the bundled H.264 loops). */
  videoSource?: StreamSourceFactory;
  /** AI detections, common and health events while connected (docs/device-protocol.md "Events"). */
  events?: SimEventOptions;
  /** Caps `recExport` at this many frames per second (default: as fast as the socket drains). */
  exportFps?: number;
  /** The clock playback is paced by (default the real one); a test steps it to let device time pass at once. */
  playbackClock?: PlaybackClock;
}

/** Events of a simulated device. */
export type SimulatedDeviceEvent = "welcome" | "refused" | "closed" | "command";

/** What the `closed` event carries. */
export interface DeviceClosedInfo {
  code: number;
  reason: string;
  /** False after stop(), a refusal, or a failed first start. */
  willReconnect: boolean;
}

/** start() rejects with this when the server answers `refused` (7068: wrong security code). */
export class DeviceRefusedError extends Error {
  constructor(readonly code: number) {
    super(`device refused with code ${code}`);
    this.name = "DeviceRefusedError";
  }
}

// Device-side guards: a server that accepts the socket but never completes the handshake or never
// welcomes must not hang the device. Generous, because a server taking in a thousand devices at
// once (or a loaded CI box) may need several seconds for the last ones.
export const HANDSHAKE_TIMEOUT_MS = 30_000;
export const WELCOME_TIMEOUT_MS = 30_000;
export const STOP_GRACE_MS = 1_000;

/** ws(s)://host:port/ws-device from http(s)://host:port[/] or a ws URL. */
export function deviceGatewayUrl(serverUrl: string): string {
  const base = serverUrl.replace(/^http/i, "ws").replace(/\/+$/, "");
  return base.endsWith(DEVICE_GATEWAY_PATH) ? base : `${base}${DEVICE_GATEWAY_PATH}`;
}
