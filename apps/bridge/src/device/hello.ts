import { statfs } from "node:fs/promises";
import { BRIDGE_MODEL, DEV_TYPE, type HelloFrame, type ReportedChannel, type ReportedStorage } from "@vms/api-client";
import type { BridgeCamera } from "../config/bridge-cameras.js";
import type { CameraStatus } from "../media/camera-hub.js";
import { cameraOnline } from "../media/camera-hub.js";
import type { Settings } from "./device-settings.js";

/** What a bridged camera's stream can be, as far as the bridge knows before it has watched it. */
function streamDescriptor(status: CameraStatus | null, kind: "main" | "sub"): ReportedChannel["mainStream"] {
  const known = kind === "main" && status?.width && status.height;
  return {
    resolution: known ? `${status.width}x${status.height}` : kind === "main" ? "1920x1080" : "640x360",
    maxFps: Math.round(status?.fps ?? 25),
    codecs: ["H.264"],
    maxBitrateKbps: kind === "main" ? 8192 : 1024,
  };
}

/** A camera's channel: online until the camera is proven away (or the channel is disabled). */
export function reportedChannel(camera: BridgeCamera, status: CameraStatus | null, enabled: boolean, supportFun: readonly string[]): ReportedChannel {
  return {
    chlIndex: camera.chlIndex,
    number: camera.chlIndex,
    name: camera.name,
    configured: true,
    online: enabled && (status === null || cameraOnline(status.state)),
    enabled,
    supportFun: supportFun.slice(0, 8),
    mainStream: streamDescriptor(status, "main"),
    subStream: streamDescriptor(status, "sub"),
  };
}

/** The data folder's disk as a recorder's one disk: capacity and free space in MB. */
export async function diskStorage(dir: string): Promise<ReportedStorage> {
  try {
    const fs = await statfs(dir);
    const mb = (blocks: number) => Math.floor((blocks * fs.bsize) / (1024 * 1024));
    const freeMB = mb(fs.bavail);
    return { kind: "disks", disks: [{ index: 1, status: freeMB > 0 ? "normal" : "full", health: "good", capacityMB: mb(fs.blocks), freeMB }] };
  } catch {
    return { kind: "disks", disks: [{ index: 1, status: "error", health: "bad", capacityMB: 0, freeMB: 0 }] };
  }
}

export interface HelloInput {
  sn: string;
  securityCode: string;
  version: string;
  settings: Settings;
  channels: ReportedChannel[];
  storage: ReportedStorage;
}

/** The bridge's hello: one recorder (NVR), one channel per camera, in the config's order. */
export function helloFrame(input: HelloInput): HelloFrame {
  const { settings } = input;
  return {
    type: "hello",
    sn: input.sn,
    securityCode: input.securityCode,
    devType: DEV_TYPE.NVR,
    model: BRIDGE_MODEL,
    version: input.version,
    timeZone: settings.timeZone,
    language: settings.language,
    mac: settings.network.mac,
    ip: settings.network.ip,
    channels: input.channels,
    storage: input.storage,
    outputs: [],
  };
}
