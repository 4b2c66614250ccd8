// The bridge's parts for whoever composes it (the CLI, tests, the lead's wiring).
export { CameraError, type AccessUnit, type CameraCredentials, type CameraFailure, type CameraStream, type CameraStreamKind, type OpenCameraStream, type VideoFormat } from "./media/camera-stream.js";
export type { CameraHub, CameraState, CameraStatus, HubSubscription, StreamInfo, SubscriberHandlers } from "./media/camera-hub.js";
export type { BridgeCamera, StreamEndpoint } from "./config/bridge-cameras.js";
export type { CameraEvent, CapabilityLookup, CommandHost, DeviceCommand, EventSink, PtzPort, RecordingPort } from "./device/ports.js";
export type { BridgeParts, DiscoverCameras, OnvifFactory, RecordingFactory } from "./cli/bridge-parts.js";
export { runBridge, type RunOptions, type RunningBridge } from "./cli/run-bridge.js";
