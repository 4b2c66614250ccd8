import type { BridgeCamera } from "../config/bridge-cameras.js";
import type { BridgeConfig } from "../config/bridge-config.js";
import type { CapabilityLookup, EventSink, PtzPort, RecordingPort } from "../device/ports.js";
import type { CameraHub } from "../media/camera-hub.js";
import type { OpenCameraStream } from "../media/camera-stream.js";

/** A part that follows the config's cameras and stops with the bridge. */
interface SitePart {
  setCameras?(cameras: readonly BridgeCamera[]): void;
  close?(): Promise<void>;
}

/** The site recording, made once the hub and the data folder exist. */
export type RecordingFactory = (context: { hub: CameraHub; dataDir: string; limits: BridgeConfig["recording"]; cameras: readonly BridgeCamera[] }) => RecordingPort &
  SitePart & {
    /** Marks the recording around an event (its type in the recorded-days search). */
    markEvent(chlIndex: number, wallMs: number, type: string): void;
  };

/** What the ONVIF side is given: the cameras, where events go, and where it may keep its PTZ memory. */
export interface OnvifContext {
  cameras: readonly BridgeCamera[];
  emit: EventSink;
  dataDir: string;
  markEvent(chlIndex: number, wallMs: number, type: string): void;
  /** A camera's capabilities became known or changed: the hello must say so. */
  capabilitiesChanged(): void;
}

/** The ONVIF side: PTZ, the cameras' capabilities, and their events into `emit`. */
export type OnvifFactory = (context: OnvifContext) => SitePart & { ptz: PtzPort; capabilities: CapabilityLookup };

/** `vms-bridge discover`: finds ONVIF cameras, prints them, and writes them into a config when asked. */
export type DiscoverCameras = (options: { writeConfig: string | null; print: (line: string) => void }) => Promise<void>;

/** The parts of the bridge other folders provide (the RTSP client, recording, ONVIF). */
export interface BridgeParts {
  openStream: OpenCameraStream;
  recording?: RecordingFactory | undefined;
  onvif?: OnvifFactory | undefined;
  discover?: DiscoverCameras | undefined;
}
