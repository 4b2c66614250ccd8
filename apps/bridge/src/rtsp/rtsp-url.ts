import { CameraError, type CameraCredentials } from "../media/camera-stream.js";

/** Where an RTSP URL points, with its credentials taken out (they go in Authorization headers, never in logs). */
interface RtspTarget {
  /** The URL without user and password: what requests carry and what may be logged. */
  url: string;
  host: string;
  port: number;
  credentials: CameraCredentials;
}

const DEFAULT_PORT = 554;

/** Parses rtsp://[user[:pass]@]host[:port]/path; the explicit credentials (the config's) win over the URL's. */
export function parseRtspUrl(raw: string, explicit: CameraCredentials = {}): RtspTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CameraError("protocol", "not a valid RTSP URL");
  }
  if (url.protocol !== "rtsp:" || url.hostname === "") throw new CameraError("protocol", `unsupported URL scheme ${url.protocol}`);
  const fromUrl: CameraCredentials = url.username === "" ? {} : { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
  url.username = "";
  url.password = "";
  return {
    url: url.toString(),
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port === "" ? DEFAULT_PORT : Number(url.port),
    credentials: explicit.username !== undefined ? explicit : fromUrl,
  };
}

/**
 * Resolves an SDP a=control against the base (Content-Base, Content-Location or the request URL).
 * Relative controls are appended with a slash, as cameras and ffmpeg do, rather than RFC 3986's
 * "replace the last segment", which would drop the stream name from bases without a trailing slash.
 */
export function resolveControl(control: string | undefined, base: string): string {
  if (control === undefined || control === "" || control === "*") return base;
  if (/^rtsp:\/\//i.test(control)) return control;
  if (control.startsWith("/")) return new URL(control, base).toString();
  return base.endsWith("/") ? base + control : `${base}/${control}`;
}
