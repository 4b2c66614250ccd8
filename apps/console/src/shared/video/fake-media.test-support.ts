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
  serverBinary(bytes = 16) {
    this.onmessage?.({ data: new ArrayBuffer(bytes) } as MessageEvent);
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
