import type { ChannelStatus, DevType, DeviceStatus, SupportFun } from "@vms/api-client";

/** What one stream of a channel can carry (spec §3: main and sub stream capability). */
export interface StreamCapability {
  /** "WIDTHxHEIGHT". */
  resolution: string;
  maxFps: number;
  codecs: ReadonlyArray<"H.264" | "H.265">;
  maxBitrateKbps: number;
}

/** A simulated channel (spec §3 Channel). */
export interface SimChannel {
  chlIndex: number;
  /** Channel number as shown to users; equal to chlIndex here. */
  number: number;
  name: string;
  /** A camera is attached and set up (recorders may have empty channels). */
  configured: boolean;
  status: ChannelStatus;
  enabled: boolean;
  supportFun: SupportFun[];
  mainStream: StreamCapability;
  subStream: StreamCapability;
}

/** SD card state (spec §3 "SD card or disk status"). */
export type MediaStatus = "normal" | "none" | "unformatted" | "formatting" | "full" | "error";

/** A storage medium with its size; capacity and free are 0 when absent. */
export interface StorageMedium {
  status: MediaStatus;
  capacityMB: number;
  freeMB: number;
}

/** A recorder disk. */
export interface SimDisk extends StorageMedium {
  /** 1-based bay number. */
  index: number;
  /** SMART health summary. */
  health: "good" | "warning" | "bad";
}

/** Where a device records: an SD card (cameras), disks (recorders) or nothing (viewing stations). */
export type SimStorage = { kind: "sdCard"; sdCard: StorageMedium } | { kind: "disks"; disks: SimDisk[] } | { kind: "none" };

/** A viewing-station video output. */
export interface VideoOutput {
  index: number;
  resolution: string;
}

/** A simulated device (spec §3 Device), deterministic for a seed. */
export interface SimDevice {
  sn: string;
  securityCode: string;
  devType: DevType;
  /** IPCs come as PTZ or fixed cameras. */
  variant: "ptz" | "fixed" | null;
  model: string;
  firmwareVersion: string;
  /** Device name, 0-32 characters. */
  name: string;
  status: DeviceStatus;
  /** Id in TIME_ZONES. */
  timeZoneId: number;
  /** "GMT±hh[:mm]". */
  timeZone: string;
  /** Code in DEVICE_LANGUAGES. */
  language: string;
  channels: SimChannel[];
  storage: SimStorage;
  /** Viewing stations only: 2 outputs. */
  outputs: VideoOutput[];
}
