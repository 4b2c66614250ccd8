import { parse, parseParams, parsePayloads } from "sdp-transform";
import { CameraError } from "../media/camera-stream.js";
import { resolveControl } from "./rtsp-url.js";

/** The SDP's first video media, once it is known to be H.264. */
export interface VideoTrack {
  /** The SETUP URL. */
  control: string;
  /** The PLAY URL: the session's aggregate control. */
  aggregate: string;
  payloadType: number;
  clockRate: number;
  /** From sprop-parameter-sets, when the SDP has them. */
  sps?: Buffer;
  pps?: Buffer;
  /** a=framerate. */
  fps?: number;
}

const STATIC_JPEG = 26;

/** Reads the DESCRIBE answer; refuses H.265 and MJPEG with their own failures, anything else not H.264 as a protocol error. */
export function videoTrackFromSdp(text: string, base: string): VideoTrack {
  const sdp = parse(text);
  const media = sdp.media.find((m) => m.type === "video");
  if (!media) throw new CameraError("protocol", "the stream has no video");
  const payloadType = parsePayloads(String(media.payloads ?? ""))[0] ?? Number.NaN;
  const rtpmap = media.rtp.find((r) => r.payload === payloadType);
  const codec = (rtpmap?.codec ?? (payloadType === STATIC_JPEG ? "JPEG" : "")).toUpperCase();
  if (codec === "H265" || codec === "HEVC") throw new CameraError("codecH265", "the camera sends H.265");
  if (codec === "JPEG" || codec === "MJPEG") throw new CameraError("codecMjpeg", "the camera sends MJPEG");
  if (codec !== "H264") throw new CameraError("protocol", `unsupported video codec ${codec || "(none)"}`);
  const sessionControl = sdp.control !== undefined && /^rtsp:\/\//i.test(sdp.control) ? sdp.control : undefined;
  const aggregate = sessionControl ?? base;
  const track: VideoTrack = { control: resolveControl(media.control, aggregate), aggregate, payloadType, clockRate: rtpmap?.rate ?? 90_000 };
  const fmtp = media.fmtp.find((f) => f.payload === payloadType);
  const sprop = fmtp ? parseParams(fmtp.config)["sprop-parameter-sets"] : undefined;
  for (const set of typeof sprop === "string" ? sprop.split(",") : []) {
    const nal = Buffer.from(set.trim(), "base64");
    if ((nal[0]! & 0x1f) === 7) track.sps = nal;
    if ((nal[0]! & 0x1f) === 8) track.pps = nal;
  }
  const fps = Number(media.framerate);
  if (Number.isFinite(fps) && fps > 0) track.fps = fps;
  return track;
}
