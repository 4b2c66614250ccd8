import onvif, { type Cam, type CamProfile, type RequestCallback } from "onvif";
import { httpGet } from "./http-get.js";

/** Where a camera's ONVIF device service is and how to log in (WS-Security UsernameToken). */
export interface OnvifTarget {
  /** `host:port` (port 80 when absent). */
  address: string;
  username?: string | undefined;
  password?: string | undefined;
  /** Per-request timeout; cameras answer in well under a second when they answer at all. */
  timeoutMs?: number;
}

/** One media profile with its RTSP stream and JPEG snapshot URIs. */
export interface OnvifProfile {
  token: string;
  name: string;
  streamUri: string;
  snapshotUri: string | null;
  width: number;
  height: number;
  /** As the camera names it: H264, H265, JPEG, … */
  encoding: string;
}

export interface OnvifDeviceInfo {
  maker: string;
  model: string;
  /** Largest resolution first: the first is the main stream, the second the sub stream. */
  profiles: OnvifProfile[];
  mainStreamUri: string;
  subStreamUri: string;
  snapshotUri: string | null;
  /** A PTZ service and a PTZ configuration on the main profile. */
  hasPtz: boolean;
}

/** A pan/tilt/zoom velocity, each −1…1 in the generic velocity space. */
export interface Velocity {
  x: number;
  y: number;
  zoom: number;
}

/** A preset as the camera lists it; `position` in the generic spaces, when the camera says. */
export interface CameraPreset {
  token: string;
  name: string;
  position: Velocity | null;
}

/** What the PTZ port asks of a camera (ONVIF PTZ service calls on the main profile). */
export interface PtzCamera {
  continuousMove(velocity: Velocity, timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
  getPresets(): Promise<CameraPreset[]>;
  /** Stores the current position; overwrites (and renames) `token` when given. Answers the token. */
  setPreset(name: string, token?: string): Promise<string>;
  /** `speed` 0…1 for pan, tilt and zoom; the camera's default when absent. */
  gotoPreset(token: string, speed?: number): Promise<void>;
  removePreset(token: string): Promise<void>;
  /** Where the head is (generic position space) and whether it still moves. */
  status(): Promise<{ position: Velocity; moving: boolean }>;
  absoluteMove(position: Velocity): Promise<void>;
}

type Raw = Record<string, unknown>;

/** The node-style callback call of `onvif`, as a promise. */
export function invoke<T>(run: (callback: RequestCallback<T>) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    run((err, data) => (err ? reject(err) : resolve(data as T)));
  });
}

/** `[0].key[0]` steps of xml2js output (what `onvif` passes through for actions it does not parse). */
function dig(data: unknown, ...keys: string[]): unknown {
  let node = data;
  for (const key of keys) {
    if (Array.isArray(node)) node = node[0];
    node = (node as Raw | undefined)?.[key];
  }
  return Array.isArray(node) ? node[0] : node;
}

const text = (value: unknown): string => (typeof value === "object" && value !== null ? String((value as Raw)["_"] ?? "") : String(value ?? ""));

function splitAddress(address: string): { hostname: string; port: number } {
  const match = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(address.trim());
  if (!match?.[1]) throw new Error(`not a host:port address: "${address}"`);
  return { hostname: match[1], port: match[2] ? Number(match[2]) : 80 };
}

/**
 * One ONVIF camera, connected: device information, profiles with their stream and snapshot URIs,
 * PTZ on the main profile, snapshots, and the PullPoint calls the event loop uses.
 */
export class OnvifCamera implements PtzCamera {
  private constructor(
    readonly cam: Cam,
    readonly info: OnvifDeviceInfo,
    private readonly target: OnvifTarget,
    private readonly mainToken: string,
  ) {}

  /** Connects (GetSystemDateAndTime, GetServices/GetCapabilities, GetProfiles) and reads what the bridge needs. */
  static async connect(target: OnvifTarget): Promise<OnvifCamera> {
    const { hostname, port } = splitAddress(target.address);
    const cam = new onvif.Cam({
      hostname,
      port,
      ...(target.username === undefined ? {} : { username: target.username }),
      ...(target.password === undefined ? {} : { password: target.password }),
      timeout: target.timeoutMs ?? 10_000,
      autoconnect: false,
    });
    await handshake(cam);
    const device = await invoke<Raw>((cb) => cam.getDeviceInformation(cb));
    const profiles = await readProfiles(cam);
    const main = profiles[0];
    if (!main) throw new Error(`${target.address} offers no video profile`);
    const hasPtz = Boolean(cam.uri?.ptz) && Boolean((cam.profiles ?? []).find((p) => p["$"]?.token === main.token)?.PTZConfiguration);
    const info: OnvifDeviceInfo = {
      maker: text(device["manufacturer"]),
      model: text(device["model"]),
      profiles,
      mainStreamUri: main.streamUri,
      subStreamUri: (profiles[1] ?? main).streamUri,
      snapshotUri: main.snapshotUri,
      hasPtz,
    };
    return new OnvifCamera(cam, info, target, main.token);
  }

  /** The main profile's snapshot as JPEG bytes (HTTP GET with Digest or Basic). */
  async fetchSnapshot(): Promise<Buffer> {
    if (!this.info.snapshotUri) throw new Error("the camera has no snapshot URI");
    const jpeg = await httpGet(this.info.snapshotUri, this.target, this.target.timeoutMs ?? 10_000);
    if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error("the snapshot URI did not answer a JPEG");
    return jpeg;
  }

  async continuousMove(velocity: Velocity, timeoutMs: number): Promise<void> {
    await invoke((cb) => this.cam.continuousMove({ profileToken: this.mainToken, ...velocity, timeout: timeoutMs }, cb));
  }

  async stop(): Promise<void> {
    await invoke((cb) => this.cam.stop({ profileToken: this.mainToken, panTilt: true, zoom: true }, cb));
  }

  async getPresets(): Promise<CameraPreset[]> {
    await invoke((cb) => this.cam.getPresets({ profileToken: this.mainToken }, cb));
    // `onvif` answers presets by name (two of one name would be one); `cam.presets` has them by token.
    const byToken = (this.cam.presets ?? {}) as unknown as Record<string, Raw>;
    return Object.entries(byToken).map(([token, p]) => ({ token, name: text(p["name"]), position: presetPosition(p["PTZPosition"]) }));
  }

  async setPreset(name: string, token?: string): Promise<string> {
    const data = await invoke((cb) => this.cam.setPreset({ profileToken: this.mainToken, presetName: escapeXml(name), ...(token === undefined ? {} : { presetToken: token }) }, cb));
    const answered = text(dig(data, "setPresetResponse", "presetToken"));
    return answered || (token ?? "");
  }

  async gotoPreset(token: string, speed?: number): Promise<void> {
    const velocity = speed === undefined ? {} : { speed: { x: speed, y: speed, zoom: speed } };
    await invoke((cb) => this.cam.gotoPreset({ profileToken: this.mainToken, preset: token, ...velocity }, cb));
  }

  async status(): Promise<{ position: Velocity; moving: boolean }> {
    const status = await invoke<{ position: Velocity; moveStatus?: Raw }>((cb) => this.cam.getStatus({ profileToken: this.mainToken }, cb));
    const moves = Object.values(status.moveStatus ?? {}).map(text);
    return { position: status.position, moving: moves.some((m) => m.toUpperCase() === "MOVING") };
  }

  async absoluteMove(position: Velocity): Promise<void> {
    await invoke((cb) => this.cam.absoluteMove({ profileToken: this.mainToken, ...position }, cb));
  }

  async removePreset(token: string): Promise<void> {
    await invoke((cb) => this.cam.removePreset({ profileToken: this.mainToken, presetToken: token }, cb));
  }
}

function presetPosition(raw: unknown): Velocity | null {
  const panTilt = dig(raw, "panTilt", "$") as Raw | undefined;
  const zoom = dig(raw, "zoom", "$") as Raw | undefined;
  if (!panTilt && !zoom) return null;
  return { x: Number(panTilt?.["x"] ?? 0), y: Number(panTilt?.["y"] ?? 0), zoom: Number(zoom?.["x"] ?? 0) };
}

/** `onvif` writes names into the SOAP body as they are. */
function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * What `Cam.connect` does, less GetVideoSources: its active-source guess throws from inside an HTTP
 * callback on cameras whose profiles name another source token, which would end the process. The
 * bridge names the profile on every call instead.
 */
async function handshake(cam: Cam): Promise<void> {
  await invoke((cb) => cam.getSystemDateAndTime(cb));
  // GetServices since ONVIF 2.0; older cameras only answer GetCapabilities.
  await invoke((cb) => cam.getServices(true, cb)).catch(() => invoke((cb) => cam.getCapabilities(cb)));
  if (cam.media2Support) {
    // Some cameras announce Media2 and fail it (onvif's own workaround for the D-Link DCS-8635LH).
    const works = await invoke((cb) => cam.getProfiles(cb)).then(() => true, () => false);
    if (works) return;
    cam.media2Support = false;
  }
  if (!cam.uri?.media) throw new Error("the camera offers no media service");
  await invoke((cb) => cam.getProfiles(cb));
}

async function readProfiles(cam: Cam): Promise<OnvifProfile[]> {
  const video = (cam.profiles ?? []).filter((p: CamProfile) => p.videoEncoderConfiguration);
  const profiles: OnvifProfile[] = [];
  for (const p of video) {
    const token = String(p["$"]?.token ?? "");
    const encoder = p.videoEncoderConfiguration as Raw;
    const resolution = (encoder["resolution"] ?? {}) as Raw;
    const stream = await invoke<Raw>((cb) => cam.getStreamUri({ protocol: "RTSP", profileToken: token }, cb));
    const snapshot = await invoke<Raw>((cb) => cam.getSnapshotUri({ profileToken: token }, cb)).catch(() => null);
    profiles.push({
      token,
      name: text(p.name),
      streamUri: text(stream["uri"]),
      snapshotUri: snapshot ? text(snapshot["uri"]) || null : null,
      width: Number(resolution["width"] ?? 0),
      height: Number(resolution["height"] ?? 0),
      encoding: text(encoder["encoding"]),
    });
  }
  return profiles.sort((a, b) => b.width * b.height - a.width * a.height);
}
