import type { PlayerEnv } from "./player-env";

// Stand-ins for WebSocket, MediaSource and SourceBuffer (unit tests only: jsdom has no MediaSource).

export class FakeSocket {
  binaryType = "blob";
  readonly sent: string[] = [];
  closed = false;
  /** WebSocket's: 0 connecting, 1 open, 3 closed. */
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverText(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }
  serverBinary(bytes: number | ArrayBuffer = 16) {
    this.onmessage?.({ data: typeof bytes === "number" ? new ArrayBuffer(bytes) : bytes } as MessageEvent);
  }
  serverClose() {
    this.readyState = 3;
    this.onclose?.();
  }
}

export class FakeSourceBuffer extends EventTarget {
  updating = false;
  mode = "sequence";
  readonly appended: ArrayBuffer[] = [];
  private range: [number, number] | null = null;
  /** What the buffer holds (media seconds), as a test sets it. */
  readonly buffered = { length: 0, start: () => this.range![0], end: () => this.range![1] };
  constructor(readonly mime: string) {
    super();
  }
  setBuffered(start: number, end: number) {
    this.range = [start, end];
    this.buffered.length = 1;
  }
  appendBuffer(data: ArrayBuffer) {
    this.appended.push(data);
    this.updating = true;
  }
  remove() {
    this.updating = true;
  }
  /** The browser finished the last append. */
  finish() {
    this.updating = false;
    this.dispatchEvent(new Event("updateend"));
  }
}

export class FakeMediaSource extends EventTarget {
  readyState = "closed";
  buffers: FakeSourceBuffer[] = [];
  addSourceBuffer(mime: string) {
    const buffer = new FakeSourceBuffer(mime);
    this.buffers.push(buffer);
    return buffer;
  }
  open() {
    this.readyState = "open";
    this.dispatchEvent(new Event("sourceopen"));
  }
  endOfStream() {
    this.readyState = "ended";
  }
}

/** An environment with manual time: `advance(ms)` runs due intervals and timeouts. */
export function fakeEnv() {
  const sockets: FakeSocket[] = [];
  const sources: FakeMediaSource[] = [];
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; every: number | null; fn: () => void }>();
  const env: PlayerEnv = {
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    createMediaSource: () => {
      const source = new FakeMediaSource();
      sources.push(source);
      return source as unknown as MediaSource;
    },
    isTypeSupported: (mime) => mime.includes("avc1.42C01E") || mime.includes("avc1.640029"),
    createObjectURL: () => `blob:fake/${nextId++}`,
    revokeObjectURL: () => undefined,
    setInterval: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, every: ms, fn });
      return id;
    },
    clearInterval: (id) => timers.delete(id as number),
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, every: null, fn });
      return id;
    },
    clearTimeout: (id) => timers.delete(id as number),
    now: () => now,
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, t] = due;
      now = t.at;
      if (t.every === null) timers.delete(id);
      else t.at += t.every;
      t.fn();
    }
    now = end;
  };
  return { env, sockets, sources, advance, latest: () => sockets.at(-1)! };
}

/** A video element whose buffered range and play head a test sets. */
export function fakeVideo(): HTMLVideoElement & { setBuffer(start: number, end: number): void } {
  const video = document.createElement("video") as HTMLVideoElement & { setBuffer(start: number, end: number): void };
  let range: [number, number] | null = null;
  Object.defineProperty(video, "buffered", {
    get: () => ({ length: range ? 1 : 0, start: () => range![0], end: () => range![1] }),
  });
  let current = 0;
  Object.defineProperty(video, "currentTime", { get: () => current, set: (v: number) => (current = v) });
  video.play = () => Promise.resolve();
  video.load = () => undefined;
  video.setBuffer = (start, end) => (range = [start, end]);
  return video;
}

/** A box: 32-bit size, type, payload. */
export function mp4Box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set([...type].map((c) => c.charCodeAt(0)), 4);
  let at = 8;
  for (const p of payload) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function words(...values: number[]): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  values.forEach((v, i) => new DataView(out.buffer).setUint32(i * 4, v >>> 0));
  return out;
}

/** A one-sample keyframe fragment as the relay sends it: moof (tfdt version 1, or 0) + mdat. */
export function timedFragment(decodeTime: number, version: 0 | 1 = 1, track = 1): ArrayBuffer {
  const time = new Uint8Array(version === 1 ? 8 : 4);
  if (version === 1) new DataView(time.buffer).setBigUint64(0, BigInt(decodeTime));
  else new DataView(time.buffer).setUint32(0, decodeTime);
  const tfdt = mp4Box("tfdt", words(version << 24), time);
  const traf = mp4Box("traf", mp4Box("tfhd", words(0x02_0000, track)), tfdt, mp4Box("trun", words(0x0000_0005, 1, 0, 0x0200_0000)));
  const moof = mp4Box("moof", mp4Box("mfhd", words(0, 1)), traf);
  const mdat = mp4Box("mdat", new Uint8Array(4));
  const all = new Uint8Array(moof.length + mdat.length);
  all.set(moof);
  all.set(mdat, moof.length);
  return all.buffer;
}
