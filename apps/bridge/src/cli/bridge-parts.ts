import type { BridgeCamera } from "../config/bridge-cameras.js";
import type { BridgeConfig } from "../config/bridge-config.js";
import type { CapabilityLookup, EventSink, PtzPort, RecordingPort } from "../device/ports.js";
import type { CameraHub } from "../media/camera-hub.js";
import { CameraError, type OpenCameraStream } from "../media/camera-stream.js";

/** A part that follows the config's cameras and stops with the bridge. */
interface SitePart {
  setCameras?(cameras: readonly BridgeCamera[]): void;
  close?(): Promise<void>;
}

/** The site recording, made once the hub and the data folder exist. */
export type RecordingFactory = (context: { hub: CameraHub; dataDir: string; limits: BridgeConfig["recording"]; cameras: readonly BridgeCamera[] }) => RecordingPort & SitePart;

/** The ONVIF side: PTZ, the cameras' capabilities, and their events into `emit`. */
export type OnvifFactory = (context: { cameras: readonly BridgeCamera[]; emit: EventSink }) => SitePart & { ptz: PtzPort; capabilities: CapabilityLookup };

/** `vms-bridge discover`: finds ONVIF cameras, prints them, and writes them into a config when asked. */
export type DiscoverCameras = (options: { writeConfig: string | null; print: (line: string) => void }) => Promise<void>;

/** The parts of the bridge other folders provide (the RTSP client, recording, ONVIF). */
export interface BridgeParts {
  openStream: OpenCameraStream;
  recording?: RecordingFactory | undefined;
  onvif?: OnvifFactory | undefined;
  discover?: DiscoverCameras | undefined;
}

/**
 * What `vms-bridge` runs with. The lead wires the other folders here as they land:
 * `openStream: openRtspStream` from "../rtsp/index.js", the recording and ONVIF factories.
 */
export function defaultParts(): BridgeParts {
  return {
    openStream: () => Promise.reject(new CameraError("protocol", "this build of the bridge has no RTSP client")),
  };
}
