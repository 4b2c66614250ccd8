import { LIVE_MUX_PATH, LIVE_SOCKET_PATH, MUX_HEADER_BYTES, type LiveMuxClientFrame, type LiveMuxServerFrame } from "@vms/api-client";

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;
/** A wall socket with no window left stays this long, so switching layouts does not pay a new handshake. */
export const WALL_IDLE_MS = 5_000;

/** What the wall needs of the browser (unit tests pass fakes). */
export interface WallEnv {
  createSocket(url: string): WebSocket;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}
/** After a wall socket that never opened (a server without the wall path), windows use sockets of their own this long. */
const FALLBACK_MS = 60_000;

/**
 * One window's stream on the wall socket, shaped as the WebSocket the MSE player already speaks to:
 * it opens when the wall socket is open, its `mse` request opens the channel with the window's ticket,
 * and it hears its own frames only (without the channel id).
 */
class WallChannel {
  binaryType = "arraybuffer";
  readyState = CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(
    private readonly wall: WallSocket,
    readonly id: number,
    private readonly ticket: string,
  ) {}

  send(text: string): void {
    if (this.readyState !== OPEN) return;
    const frame = JSON.parse(text) as { type?: unknown; value?: unknown };
    if (frame.type === "mse") this.wall.send({ type: "open", id: this.id, ticket: this.ticket, value: typeof frame.value === "string" ? frame.value : "" });
  }

  close(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.wall.release(this.id);
  }

  opened(): void {
    if (this.readyState !== CONNECTING) return;
    this.readyState = OPEN;
    this.onopen?.();
  }

  deliver(data: string | ArrayBuffer): void {
    if (this.readyState === OPEN) this.onmessage?.({ data } as MessageEvent);
  }

  /** The server ended the channel, or the wall socket is gone: the player reconnects as from a closed socket. */
  lost(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.onclose?.();
  }
}

/** The wall socket to one server (the page's origin, or the instance a device is served by). */
class WallSocket {
  private socket: WebSocket | null = null;
  private readonly channels = new Map<number, WallChannel>();
  private nextId = 1;
  private idle: unknown = null;
  private everOpened = false;
  /** Until then the server is served socket by socket: its wall socket closed before it ever opened. */
  fallbackUntil = 0;

  constructor(
    private readonly url: string,
    private readonly env: WallEnv,
  ) {}

  channel(ticket: string): WallChannel {
    const channel = new WallChannel(this, this.nextId++, ticket);
    this.channels.set(channel.id, channel);
    if (this.idle !== null) this.env.clearTimeout(this.idle);
    this.idle = null;
    const socket = this.socket ?? this.connect();
    // After the caller set its handlers, as a WebSocket's open event would come.
    if (socket.readyState === OPEN) void Promise.resolve().then(() => channel.opened());
    return channel;
  }

  send(frame: LiveMuxClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  release(id: number): void {
    if (!this.channels.delete(id)) return;
    this.send({ type: "close", id });
    if (this.channels.size > 0) return;
    this.idle = this.env.setTimeout(() => {
      this.idle = null;
      if (this.channels.size === 0) this.socket?.close();
    }, WALL_IDLE_MS);
  }

  private connect(): WebSocket {
    const socket = this.env.createSocket(this.url);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.onopen = () => {
      this.everOpened = true;
      for (const channel of [...this.channels.values()]) channel.opened();
    };
    socket.onmessage = (event: MessageEvent) => this.route(event.data as string | ArrayBuffer);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (!this.everOpened) this.fallbackUntil = this.env.now() + FALLBACK_MS;
      const lost = [...this.channels.values()];
      this.channels.clear();
      for (const channel of lost) channel.lost();
    };
    return socket;
  }

  private route(data: string | ArrayBuffer): void {
    if (typeof data === "string") {
      const { id, ...frame } = JSON.parse(data) as LiveMuxServerFrame;
      const channel = this.channels.get(id);
      if (!channel) return;
      if (frame.type !== "closed") return channel.deliver(JSON.stringify(frame));
      this.channels.delete(id);
      return channel.lost();
    }
    if (data.byteLength < MUX_HEADER_BYTES) return;
    this.channels.get(new DataView(data).getUint32(0))?.deliver(data.slice(MUX_HEADER_BYTES));
  }
}

/**
 * `createSocket` for the live windows (issue 31): a `/ws-live?ticket=…` URL becomes a channel of the
 * wall socket of its server (one WebSocket per server for every window; Chromium opens WebSockets to
 * a host one handshake at a time, so 16 sockets took seconds); any other URL, or a server that never
 * opened a wall socket, gets a socket of its own.
 */
export function wallSockets(env: WallEnv): (url: string) => WebSocket {
  const walls = new Map<string, WallSocket>();
  return (url) => {
    const parsed = new URL(url);
    const ticket = parsed.searchParams.get("ticket");
    if (parsed.pathname !== LIVE_SOCKET_PATH || !ticket) return env.createSocket(url);
    const base = `${parsed.protocol}//${parsed.host}`;
    let wall = walls.get(base);
    if (!wall) {
      wall = new WallSocket(`${base}${LIVE_MUX_PATH}`, env);
      walls.set(base, wall);
    }
    if (env.now() < wall.fallbackUntil) return env.createSocket(url);
    return wall.channel(ticket) as unknown as WebSocket;
  };
}
