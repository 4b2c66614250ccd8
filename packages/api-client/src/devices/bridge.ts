import { z } from "zod/mini";
import { DEV_TYPE } from "./device-types.js";

// The site bridge (issue 30, apps/bridge): one recorder (devType 2) whose hello names this model, one
// channel per ordinary RTSP/ONVIF camera. Its status answers the pass-through `queryBridgeCameras`
// (docs/device-protocol.md "Site bridge").

/** The model a site bridge says in its hello. */
export const BRIDGE_MODEL = "VMS-Bridge";

/** True for a site bridge: a recorder (devType 2) of the bridge's model. */
export function isBridge(device: { devType: number; model: string }): boolean {
  return device.devType === DEV_TYPE.NVR && device.model === BRIDGE_MODEL;
}

/** What a bridged camera is doing now. */
export const BRIDGE_CAMERA_STATES = ["streaming", "idle", "unauthorized", "unreachable", "unsupportedCodec"] as const;
export type BridgeCameraState = (typeof BRIDGE_CAMERA_STATES)[number];

const count = () => z.number().check(z.minimum(0));
/** One camera: its state now and the stream figures of its last session (null before the first). */
export const bridgeCameraSchema = z.object({
  chlIndex: z.number().check(z.int(), z.minimum(1), z.maximum(256)),
  name: z.string(),
  state: z.enum(BRIDGE_CAMERA_STATES),
  /** RFC 6381 codec string ("avc1.640028"). */
  codec: z.nullable(z.string().check(z.maxLength(64))),
  width: z.nullable(count().check(z.int())),
  height: z.nullable(count().check(z.int())),
  fps: z.nullable(count()),
  bitrateKbps: z.nullable(count()),
});
export type BridgeCamera = z.infer<typeof bridgeCameraSchema>;

/** `data` of a successful `queryBridgeCameras`: the cameras in channel order and the site recording's disk. */
export const bridgeCamerasSchema = z.object({
  cameras: z.array(bridgeCameraSchema),
  diskUsedBytes: count(),
  /** Unix ms of the oldest recording kept, null when nothing is recorded. */
  oldestRecording: z.nullable(count().check(z.int())),
});
export type BridgeCameras = z.infer<typeof bridgeCamerasSchema>;
