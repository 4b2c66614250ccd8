import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import * as xml from "./onvif-responder-xml.test-support.js";

/** A JPEG the responder serves at its snapshot URI (one of the simulator's committed event images). */
export const SNAPSHOT_JPEG = readFileSync(new URL("../../../../packages/device-sim/assets/events/common-1-snapshot.jpg", import.meta.url));

/** One request the responder received, for tests to check what the bridge sent. */
export interface RecordedRequest {
  path: string;
  action: string;
  body: string;
}

export interface ResponderOptions {
  username?: string;
  password?: string;
  ptz?: boolean;
  maker?: string;
  model?: string;
  /** RTSP URIs GetStreamUri answers per profile token (the lead points these at GStreamer). */
  streams?: Readonly<Record<string, string>>;
  profiles?: readonly xml.ResponderProfile[];
  /** The bytes at the snapshot URI. */
  jpeg?: Buffer;
  /** How the snapshot URI asks for credentials (Digest by default, as most cameras). */
  snapshotAuth?: "digest" | "basic";
  /** Listen on this port (0: a free one), e.g. to come back where a test had stopped it. */
  port?: number;
  /** False for a camera from before ONVIF 2.0, which only answers GetCapabilities. */
  getServices?: boolean;
  /** False for a camera that refuses Renew (it only lets subscriptions run out). */
  renew?: boolean;
  /** How long an empty PullMessages is held before it answers (a camera holds up to its Timeout). */
  pullHoldMs?: number;
}

const DEFAULT_PROFILES: readonly xml.ResponderProfile[] = [
  { token: "Profile_1", name: "mainStream", width: 1920, height: 1080, encoding: "H264" },
  { token: "Profile_2", name: "subStream", width: 640, height: 360, encoding: "H264" },
];
const TERMINATION_MS = 60_000;
const REALM = "IP Camera(C1234)";

/** The text of the first `<tag>` (any prefix) in a SOAP body, or null. */
export function field(body: string, tag: string): string | null {
  return new RegExp(`<(?:\\w+:)?${tag}\\b[^>]*>([^<]*)<`).exec(body)?.[1] ?? null;
}

/** The attributes of the first `<tag …/>` (any prefix), e.g. the x/y of a PanTilt velocity. */
export function attributes(body: string, tag: string): Record<string, string> {
  const open = new RegExp(`<(?:\\w+:)?${tag}\\b([^>]*)>`).exec(body)?.[1] ?? "";
  return Object.fromEntries([...open.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1] ?? "", m[2] ?? ""]));
}

/**
 * A real HTTP server answering the ONVIF device, media, PTZ and event services as a camera does:
 * WS-Security UsernameToken on every call but GetSystemDateAndTime, Digest on the snapshot URI.
 * It records every request and keeps presets, so tests check what the bridge sent at the camera.
 */
export class OnvifResponder {
  readonly requests: RecordedRequest[] = [];
  readonly presets = new Map<string, { name: string; position: xml.ResponderPosition }>();
  /** Where the head is: AbsoluteMove and GotoPreset move it, SetPreset stores it. */
  position: xml.ResponderPosition = { x: 0, y: 0, zoom: 0 };
  private nextPreset = 1;
  private nextSubscription = 1;
  private readonly queued: xml.ResponderNotification[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly nonces = new Set<string>();

  private constructor(
    private readonly server: Server,
    private readonly options: ResponderOptions,
  ) {}

  static async start(options: ResponderOptions = {}): Promise<OnvifResponder> {
    const server = createServer();
    const self = new OnvifResponder(server, options);
    server.on("request", (req: IncomingMessage, res: ServerResponse) => void self.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, "127.0.0.1", resolve);
    });
    return self;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** `host:port`, as the bridge's config names the camera. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  get snapshotUri(): string {
    return `http://${this.address}/onvif-http/snapshot?Profile_1`;
  }

  /** Requests of one action so far. */
  calls(action: string): RecordedRequest[] {
    return this.requests.filter((r) => r.action === action);
  }

  /** Resolves with the `count`-th request of `action` (1-based) once it has arrived. */
  async waitFor(action: string, count = 1): Promise<RecordedRequest> {
    for (;;) {
      const found = this.calls(action)[count - 1];
      if (found) return found;
      await new Promise<void>((resolve) => this.waiters.add(resolve));
    }
  }

  /** Puts a notification into the next PullMessages answer (one that waits answers at once). */
  pushNotification(topic: string, data: Readonly<Record<string, string>>, source: Readonly<Record<string, string>> = { VideoSourceConfigurationToken: "VideoSourceToken" }): void {
    this.queued.push({ topic, data, source, utcTime: new Date() });
    this.wake();
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.wake();
  }

  private wake(): void {
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const resolve of waiting) resolve();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const path = req.url ?? "/";
    if (req.method === "GET" && path.startsWith("/onvif-http/snapshot")) return this.snapshot(req, res);
    const action = /<(?:\w+:)?Body[^>]*>\s*<(?:\w+:)?(\w+)/.exec(body)?.[1] ?? "";
    this.requests.push({ path, action, body });
    this.wake();
    if (action !== "GetSystemDateAndTime" && !this.authorized(body)) return send(res, 400, xml.notAuthorizedFault());
    const answer = await this.answer(action, body, path);
    send(res, answer.startsWith("<?xml") && answer.includes("SOAP-ENV:Fault") ? 400 : 200, answer);
  }

  /** WS-Security UsernameToken (PasswordDigest = Base64(SHA1(nonce + created + password))), Core spec 5.12. */
  private authorized(body: string): boolean {
    const { username, password } = this.options;
    if (username === undefined || password === undefined) return true;
    const nonce = field(body, "Nonce");
    const created = field(body, "Created");
    if (field(body, "Username") !== username || nonce === null || created === null) return false;
    const digest = createHash("sha1").update(Buffer.concat([Buffer.from(nonce, "base64"), Buffer.from(created), Buffer.from(password)])).digest("base64");
    return field(body, "Password") === digest;
  }

  private async answer(action: string, body: string, path: string): Promise<string> {
    const ptz = this.options.ptz ?? true;
    const list = this.options.profiles ?? DEFAULT_PROFILES;
    const base = `http://${this.address}`;
    switch (action) {
      case "GetSystemDateAndTime": return xml.systemDateAndTime(new Date());
      case "GetServices": return this.options.getServices === false ? xml.actionFault("ActionNotSupported", "GetServices is not supported") : xml.services(base, ptz);
      case "GetCapabilities": return xml.capabilities(base, ptz);
      case "GetDeviceInformation": return xml.deviceInformation(this.options.maker ?? "HIKVISION", this.options.model ?? "DS-2DE4425IW-DE");
      case "GetVideoSources": return xml.videoSources();
      case "GetProfiles": return xml.profiles(list, ptz);
      case "GetStreamUri": {
        const token = field(body, "ProfileToken") ?? "";
        return xml.mediaUri(action, this.options.streams?.[token] ?? `rtsp://${this.address.split(":")[0] ?? ""}:554/Streaming/Channels/${token}`);
      }
      case "GetSnapshotUri": return xml.mediaUri(action, this.snapshotUri);
      default: return ptz || !path.includes("PTZ") ? this.answerPtzOrEvents(action, body) : xml.actionFault("ActionNotSupported", "PTZ is not supported");
    }
  }

  private async answerPtzOrEvents(action: string, body: string): Promise<string> {
    const now = new Date();
    switch (action) {
      case "GetPresets": return xml.presets(this.presets);
      case "SetPreset": {
        const token = field(body, "PresetToken") ?? String(this.nextPreset++);
        if (field(body, "PresetToken") !== null && !this.presets.has(token)) return xml.actionFault("NoToken", "No such preset");
        this.presets.set(token, { name: field(body, "PresetName") ?? `Preset${token}`, position: { ...this.position } });
        return xml.setPreset(token);
      }
      case "GotoPreset":
      case "RemovePreset": {
        const token = field(body, "PresetToken") ?? "";
        const preset = this.presets.get(token);
        if (!preset) return xml.actionFault("NoToken", "No such preset");
        if (action === "RemovePreset") this.presets.delete(token);
        else this.position = { ...preset.position };
        return xml.empty("tptz", action);
      }
      case "GetStatus": return xml.ptzStatus(this.position, now);
      case "AbsoluteMove": {
        const panTilt = attributes(body, "PanTilt");
        this.position = { x: Number(panTilt["x"] ?? 0), y: Number(panTilt["y"] ?? 0), zoom: Number(attributes(body, "Zoom")["x"] ?? 0) };
        return xml.empty("tptz", action);
      }
      case "ContinuousMove":
      case "Stop": return xml.empty("tptz", action);
      case "CreatePullPointSubscription":
        return xml.pullPoint(`http://${this.address}/onvif/Subscription?Idx=${this.nextSubscription++}`, now, TERMINATION_MS);
      case "PullMessages": return xml.pullMessages(new Date(), TERMINATION_MS, await this.takeNotifications());
      case "Renew": return this.options.renew === false ? xml.actionFault("ActionNotSupported", "Renew is not supported") : xml.renew(now, TERMINATION_MS);
      case "Unsubscribe": return xml.empty("wsnt", action);
      default: return xml.actionFault("ActionNotSupported", `${action} is not supported`);
    }
  }

  /** What is queued, or, after holding the pull up to `pullHoldMs` with nothing queued, nothing. */
  private async takeNotifications(): Promise<xml.ResponderNotification[]> {
    if (this.queued.length === 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pullHoldMs ?? 500);
        this.waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.queued.splice(0);
  }

  /** The snapshot URI behind HTTP Digest (MD5, qop=auth), as cameras protect it. */
  private snapshot(req: IncomingMessage, res: ServerResponse): void {
    this.requests.push({ path: req.url ?? "", action: "GET snapshot", body: "" });
    this.wake();
    const { username, password } = this.options;
    const basic = this.options.snapshotAuth === "basic";
    if (basic && username !== undefined && req.headers.authorization !== `Basic ${Buffer.from(`${username}:${password ?? ""}`).toString("base64")}`) {
      res.writeHead(401, { "WWW-Authenticate": `Basic realm="${REALM}"` }).end();
      return;
    }
    if (!basic && username !== undefined && password !== undefined && !this.digestOk(req.headers.authorization ?? "", username, password)) {
      const nonce = randomBytes(16).toString("hex");
      this.nonces.add(nonce);
      res.writeHead(401, { "WWW-Authenticate": `Digest realm="${REALM}", qop="auth", nonce="${nonce}", algorithm=MD5` }).end();
      return;
    }
    const jpeg = this.options.jpeg ?? SNAPSHOT_JPEG;
    res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": jpeg.length }).end(jpeg);
  }

  private digestOk(header: string, username: string, password: string): boolean {
    const p = Object.fromEntries([...header.matchAll(/(\w+)="?([^",]*)"?/g)].map((m) => [m[1] ?? "", m[2] ?? ""]));
    if (!header.startsWith("Digest ") || p["username"] !== username || !this.nonces.has(p["nonce"] ?? "")) return false;
    const md5 = (s: string) => createHash("md5").update(s).digest("hex");
    const ha1 = md5(`${username}:${REALM}:${password}`);
    const ha2 = md5(`GET:${p["uri"] ?? ""}`);
    return p["response"] === md5(`${ha1}:${p["nonce"] ?? ""}:${p["nc"] ?? ""}:${p["cnonce"] ?? ""}:auth:${ha2}`);
  }
}

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "Content-Type": "application/soap+xml; charset=utf-8" }).end(body);
}
