export { CameraError, type AccessUnit, type CameraCredentials, type CameraFailure, type CameraStream, type CameraStreamKind, type OpenCameraStream, type VideoFormat } from "./media/camera-stream.js";
