import type { CameraSource } from "../media/camera-hub.js";
import type { CameraCredentials } from "../media/camera-stream.js";
import { cameraTarget, type BridgeConfig } from "./bridge-config.js";
import { assignChannels } from "./channel-map.js";
import type { DataFolder } from "./data-folder.js";

/** One RTSP stream to open: the URL without credentials, and the credentials apart. */
export interface StreamEndpoint {
  url: string;
  credentials: CameraCredentials;
}

/** A camera as the bridge runs it: its channel, name, streams and ONVIF address. */
export interface BridgeCamera {
  chlIndex: number;
  name: string;
  main: StreamEndpoint;
  sub: StreamEndpoint | null;
  /** "host:port" of its ONVIF service, when configured. */
  onvif: string | null;
}

function endpoint(target: ReturnType<typeof cameraTarget>): StreamEndpoint | null {
  if (!target) return null;
  const { url, username, password } = target;
  return { url, credentials: { username, password } };
}

/** The config's cameras with their channel numbers (kept in the data folder, so they stay stable). */
export async function resolveCameras(config: BridgeConfig, data: DataFolder): Promise<BridgeCamera[]> {
  const known = await data.channelMap();
  const { assigned, map } = assignChannels(config.cameras, known);
  if (!sameMap(known, map)) await data.saveChannelMap(map);
  return assigned.map(({ chlIndex, camera }) => ({
    chlIndex,
    name: camera.name,
    main: endpoint(cameraTarget(camera, "main"))!,
    sub: endpoint(cameraTarget(camera, "sub")),
    onvif: camera.onvif ?? null,
  }));
}

function sameMap(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}

/** The camera as the hub opens it. */
export function toCameraSource(camera: BridgeCamera): CameraSource {
  return { chlIndex: camera.chlIndex, main: camera.main.url, sub: camera.sub?.url, credentials: camera.main.credentials, subCredentials: camera.sub?.credentials };
}
