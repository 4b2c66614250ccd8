import { LIVE_SOCKET_PATH, liveServerFrameSchema, type LiveServerFrame } from "@vms/api-client";
import { WebSocket } from "ws";

/** One box of an MP4 byte string. */
export interface Mp4Box {
  type: string;
  /** The payload after the 8-byte header. */
  body: Uint8Array;
}

/** The boxes at the top level of `bytes` (32-bit sizes only: the relay never writes larger ones). */
export function mp4Boxes(bytes: Uint8Array): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at < bytes.byteLength; ) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > bytes.byteLength) throw new Error(`bad box size ${size} at ${at}`);
    boxes.push({ type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), body: bytes.subarray(at + 8, at + size) });
    at += size;
  }
  return boxes;
}

/** The box at `path` (e.g. ["moof", "traf", "tfdt"]); throws when missing. */
export function mp4Box(bytes: Uint8Array, path: readonly string[]): Uint8Array {
  let body = bytes;
  for (const type of path) {
    const found = mp4Boxes(body).find((b) => b.type === type);
    if (!found) throw new Error(`no ${type} box (path ${path.join("/")})`);
    body = found.body;
  }
  return body;
}

/** What a fragment (moof+mdat) says about its one sample. */
export interface FragmentInfo {
  sequence: number;
  decodeTime: number;
  duration: number;
  sampleSize: number;
  keyframe: boolean;
}

/** Reads mfhd, tfdt (version 1) and the one-sample trun of a relay fragment. */
export function fragmentInfo(bytes: Uint8Array): FragmentInfo {
  const types = mp4Boxes(bytes).map((b) => b.type);
  if (types.join(",") !== "moof,mdat") throw new Error(`not a fragment: ${types.join(",")}`);
  const dv = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);
  const mfhd = dv(mp4Box(bytes, ["moof", "mfhd"]));
  const tfdt = dv(mp4Box(bytes, ["moof", "traf", "tfdt"]));
  const trun = dv(mp4Box(bytes, ["moof", "traf", "trun"]));
  if (tfdt.getUint8(0) !== 1) throw new Error("tfdt is not version 1");
  // trun: version+flags, sample_count, data_offset, then duration, size, flags of the one sample.
  const flags = trun.getUint32(20);
  return {
    sequence: mfhd.getUint32(4),
    decodeTime: Number(tfdt.getBigUint64(4)),
    duration: trun.getUint32(12),
    sampleSize: trun.getUint32(16),
    keyframe: (flags & 0x00010000) === 0,
  };
}

/** A `/ws-live` client as a go2rtc player speaks it. */
export interface LiveClient {
  socket: WebSocket;
  /** Text frames, parsed. */
  texts: LiveServerFrame[];
  /** Binary frames: the init segment first, then fragments. */
  binaries: Uint8Array[];
  /** Sends `{"type":"mse","value":codecs}`. */
  requestMse(codecs?: string): void;
  /** Resolves once `count` binary frames arrived (or rejects after `timeoutMs`). */
  waitForBinaries(count: number, timeoutMs?: number): Promise<Uint8Array[]>;
  /** Resolves with the first text frame. */
  firstText(timeoutMs?: number): Promise<LiveServerFrame>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Codecs Chromium offers (go2rtc's video-rtc.js sends such a list). */
export const CHROMIUM_CODECS = "avc1.640029,avc1.64002A,avc1.640033,avc1.42E01E,avc1.42C01E,avc1.42C01F,mp4a.40.2,opus";

const waitUntil = async (check: () => boolean, timeoutMs: number, what: string) => {
  for (const deadline = Date.now() + timeoutMs; !check(); await new Promise((r) => setTimeout(r, 10))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
};

/**
 * Opens `path` (`/ws-live?ticket=…`, from /device/access-token/get) on `baseUrl`. `autoPong: false`
 * makes a socket that stays open but never answers pings: a dead viewer.
 */
export async function openLiveClient(baseUrl: string, path: string, options: { autoPong?: boolean } = {}): Promise<LiveClient> {
  if (!path.startsWith(LIVE_SOCKET_PATH)) throw new Error(`not a live socket path: ${path}`);
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}${path}`, { autoPong: options.autoPong ?? true });
  const texts: LiveServerFrame[] = [];
  const binaries: Uint8Array[] = [];
  socket.on("message", (data, isBinary) => {
    if (isBinary) binaries.push(new Uint8Array(data as Buffer));
    else texts.push(liveServerFrameSchema.parse(JSON.parse(data.toString())));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return {
    socket,
    texts,
    binaries,
    requestMse: (codecs = CHROMIUM_CODECS) => socket.send(JSON.stringify({ type: "mse", value: codecs })),
    async waitForBinaries(count, timeoutMs = 5_000) {
      await waitUntil(() => binaries.length >= count, timeoutMs, `${count} binary frames (have ${binaries.length})`);
      return binaries.slice(0, count);
    },
    async firstText(timeoutMs = 5_000) {
      await waitUntil(() => texts.length > 0, timeoutMs, "a text frame");
      return texts[0]!;
    },
    closed,
    async close() {
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
      await closed;
    },
  };
}
