import { Code, SUCCESS_CODE, TRANSPORT_APIS, type BridgeCameras, type ReportedStorage } from "@vms/api-client";
import { z } from "zod";
import type { BridgeCamera } from "../config/bridge-cameras.js";
import type { CameraHub } from "../media/camera-hub.js";
import type { PtzPort, RecordingPort } from "./ports.js";

/** The bridge's cameras' states for the device detail (issue 30 "Status"; docs/device-protocol.md "Site bridge"). */
const BRIDGE_CAMERAS_API = "queryBridgeCameras";
const STORAGE_APIS = new Set(["queryStorageDevInfo", "queryAllDisksHealthStatus", "queryDiskSmartInfo", "formatDisk", "GetSdCardStatus_I", "FormatSdCard_I"]);
const KNOWN_APIS = new Set<string>(TRANSPORT_APIS);

// The api and params as a device reads them (an unknown api is answered 1000, not refused as a frame).
const paramsSchema = z.object({
  api: z.string().max(64),
  chlIndex: z.number().int().optional(),
  params: z.record(z.string(), z.unknown()).default({}),
});

export interface TransportContext {
  hub: CameraHub;
  ptz: PtzPort;
  recording: RecordingPort;
  cameras(): readonly BridgeCamera[];
  storage(): Promise<ReportedStorage>;
}

export interface TransportAnswer {
  code: number;
  data: unknown;
}

const success = (data: unknown): TransportAnswer => ({ code: SUCCESS_CODE, data: { status: "success", data } });
const failed = (reason: string): TransportAnswer => ({ code: SUCCESS_CODE, data: { status: "failed", reason, data: null } });

/** The `transport` pass-through (docs/device-protocol.md "Transport APIs") as a bridge answers it. */
export async function runTransport(raw: Record<string, unknown>, ctx: TransportContext): Promise<TransportAnswer> {
  const parsed = paramsSchema.safeParse(raw);
  if (!parsed.success || !KNOWN_APIS.has(parsed.data.api)) return { code: Code.MALFORMED, data: { reason: "unknown api or malformed params" } };
  const { api, chlIndex, params } = parsed.data;
  if (api === BRIDGE_CAMERAS_API) return success(bridgeCameras(ctx));
  if (STORAGE_APIS.has(api)) return storageApi(api, await ctx.storage());
  // PTZ: recorders need the channel (docs/device-protocol.md), so does the bridge.
  if (chlIndex === undefined || !ctx.hub.has(chlIndex)) return failed("channel not found");
  if (!ctx.ptz.handles(api)) return failed("not supported");
  const answer = await ctx.ptz.run(chlIndex, api, params);
  return answer.status === "success" ? success(answer.data) : failed(answer.reason ?? "failed");
}

/** The data folder's disk: listed and healthy, but the bridge never formats the site's disk. */
function storageApi(api: string, storage: ReportedStorage): TransportAnswer {
  if (api === "queryStorageDevInfo") return success(storage);
  if (api === "queryAllDisksHealthStatus" && storage.kind === "disks") {
    return success({ disks: storage.disks.map(({ index, status, health }) => ({ index, status, health })) });
  }
  return failed("not supported");
}

function bridgeCameras(ctx: TransportContext): BridgeCameras {
  const cameras = ctx.cameras().map((camera) => {
    const status = ctx.hub.status(camera.chlIndex);
    return {
      chlIndex: camera.chlIndex,
      name: camera.name,
      state: status?.state ?? "idle",
      codec: status?.codec ?? null,
      width: status?.width ?? null,
      height: status?.height ?? null,
      fps: status?.fps ?? null,
      bitrateKbps: status?.bitrateKbps ?? null,
    };
  });
  const usage = ctx.recording.usage?.() ?? { diskUsedBytes: 0, oldestRecording: null };
  return { cameras, diskUsedBytes: usage.diskUsedBytes, oldestRecording: usage.oldestRecording };
}
