/**
 * The shapes the bridge's parts agree on (docs/bridge.md): the RTSP client (`../rtsp/`) delivers a
 * camera's H.264 as access units; the camera hub shares one session among live viewers and the
 * recorder (`../recording/`); the device connection (`../device/`) relays them in the device
 * protocol's binary frames (docs/device-protocol.md "Live video").
 */

/**
 * One H.264 access unit as the bridge relays it: Annex B (start codes), SPS and PPS before every IDR.
 * Its bytes are never changed once delivered: every subscriber, the GOP cache and the recording share
 * them without copying.
 */
export interface AccessUnit {
  data: Uint8Array;
  /** An IDR picture (with its SPS and PPS in front). */
  keyframe: boolean;
  /** Capture time in Unix ms: the RTCP sender report's mapping of the RTP clock, else the arrival time of the first packet. */
  wallMs: number;
  /** Presentation time in ms from the session's first access unit, on the RTP clock (90 kHz). */
  ptsMs: number;
}

/**
 * A camera's sound as the bridge relays it (issue 31): AAC, one raw access unit (no ADTS header, no
 * RTP AU headers) per unit, the same shape as the device protocol's `streamStart` answer `audio`.
 */
export interface AudioFormat {
  /** RFC 6381, "mp4a.40.2" (AAC-LC: the only AAC the relay's 1024-sample units fit). */
  codec: string;
  sampleRate: number;
  channels: number;
  /** The AudioSpecificConfig (ISO 14496-3 1.6.2.1) in lower-case hex, e.g. "1408". */
  config: string;
}

/** One raw AAC access unit of the camera's sound. Never changed once delivered (shared like AccessUnit). */
export interface AudioUnit {
  data: Uint8Array;
  /** On the video's presentation timeline (AccessUnit.ptsMs), so the relay keeps lip sync. */
  ptsMs: number;
}

/** What a stream carries, read from its SPS (and the SDP's framerate when present). */
export interface VideoFormat {
  /** RFC 6381, e.g. "avc1.640028". */
  codec: string;
  width: number;
  height: number;
  /** Frames per second: the SDP's a=framerate, the SPS timing, else measured from the first second. */
  fps: number;
}

/** A camera's two streams. */
export type CameraStreamKind = "main" | "sub";

/** Why a camera stream could not open or ended. Each maps to one catalogue code (docs/api.md, 33770-33773). */
export type CameraFailure = "codecH265" | "codecMjpeg" | "unauthorized" | "unreachable" | "protocol";

export class CameraError extends Error {
  constructor(
    readonly failure: CameraFailure,
    message: string,
  ) {
    super(message);
    this.name = "CameraError";
  }
}

/**
 * The longest wait before asking a camera that stopped answering again (its back-off goes no higher):
 * a connection attempt on the LAN costs next to nothing, and a camera back from a power cut should
 * be on the console within seconds (issue 30: its picture back within 30 s). A camera refusing the
 * credentials keeps the full back-off, since many cameras lock an account after a few failed logins.
 */
export const AWAY_RETRY_MAX_MS = 5_000;

/** The back-off ceiling after a failure: short for a camera that is away, the full range otherwise. */
export function retryCeiling(failure: CameraFailure | null): number | undefined {
  return failure === "unreachable" ? AWAY_RETRY_MAX_MS : undefined;
}

/** One open RTSP session of one camera stream, delivering H.264 access units (and AAC units, when it has sound) in order. */
export interface CameraStream {
  readonly format: VideoFormat;
  /** The camera's AAC, when its SDP offers it and the session set it up; absent for video only. */
  readonly audio?: AudioFormat | undefined;
  /** Adds a listener; answers the function that removes it. */
  onAccessUnit(listener: (au: AccessUnit) => void): () => void;
  /** Adds a listener of the sound (only a stream with `audio` calls it); answers the function that removes it. */
  onAudioUnit?(listener: (unit: AudioUnit) => void): () => void;
  /** Settles when the session ends: by close() (null) or by the camera or the network (the error). */
  readonly ended: Promise<CameraError | null>;
  /** Tears the session down (RTSP TEARDOWN, then the socket). */
  close(): Promise<void>;
}

/** RTSP credentials: from the config, never sent to the cloud. */
export interface CameraCredentials {
  username?: string | undefined;
  password?: string | undefined;
}

/** Opens one camera stream: RTSP over TCP, falling back to UDP; rejects with a CameraError. */
export type OpenCameraStream = (url: string, credentials: CameraCredentials, options?: { signal?: AbortSignal; timeoutMs?: number }) => Promise<CameraStream>;
