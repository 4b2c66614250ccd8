import type { AddressInfo } from "node:net";
import { DEVICE_GATEWAY_PATH, decodeVideoFrame, deviceFrameSchema, type DeviceCommandName, type DeviceFrame, type HelloFrame, type ServerFrame, type VideoFrameMessage } from "@vms/api-client";
import { WebSocketServer, type WebSocket } from "ws";

/** A device's answer to one command, with the progress it reported on the way. */
export interface CommandAnswer {
  code: number;
  data: unknown;
  progress: number[];
}

/** One device connection as the fake gateway sees it. */
export interface FakeConnection {
  hello: HelloFrame;
  socket: WebSocket;
  /** Every frame after hello (keep-alives included), validated with deviceFrameSchema. */
  frames: DeviceFrame[];
  /** Binary live video frames, decoded (a binary frame that does not decode lands in `invalid`). */
  video: VideoFrameMessage[];
  command(name: DeviceCommandName, params?: Record<string, unknown>, timeoutMs?: number): Promise<CommandAnswer>;
  /** A transport call; resolves with the device's `{status, data, reason?}` (asserting code 200). */
  transport(api: string, params?: Record<string, unknown>, chlIndex?: number): Promise<{ status: string; data: unknown; reason?: string }>;
  /** The next frame of `type` not yet taken. */
  next<T extends DeviceFrame["type"]>(type: T, timeoutMs?: number): Promise<Extract<DeviceFrame, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Options of the fake gateway. */
export interface FakeGatewayOptions {
  keepAliveSec?: number;
  /** Refusal code for a hello, or null to welcome it. */
  refuse?: (hello: HelloFrame) => number | null;
}

/** The server side of docs/device-protocol.md, minimal, for device-sim tests (the real one is the server's gateway). */
export interface FakeGateway {
  url: string;
  /** Frames that failed the shared schema: must stay empty. */
  invalid: unknown[];
  /** Resolves with the next connection that says hello. */
  nextConnection(timeoutMs?: number): Promise<FakeConnection>;
  close(): Promise<void>;
}

function waitFor<T>(register: (resolve: (v: T) => void) => void, timeoutMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
    register((v) => {
      clearTimeout(timer);
      resolve(v);
    });
  });
}

function serve(socket: WebSocket, hello: HelloFrame, invalid: unknown[]): FakeConnection {
  const frames: DeviceFrame[] = [];
  const video: VideoFrameMessage[] = [];
  const queue: DeviceFrame[] = [];
  const waiters: Array<{ type: string; resolve: (f: DeviceFrame) => void }> = [];
  const pending = new Map<string, { resolve: (a: CommandAnswer) => void; progress: number[] }>();
  let seq = 0;
  socket.on("message", (data, isBinary) => {
    if (isBinary) {
      const frame = decodeVideoFrame(new Uint8Array(data as Buffer));
      return void (frame ? video.push(frame) : invalid.push(data));
    }
    const parsed = deviceFrameSchema.safeParse(JSON.parse(data.toString()));
    if (!parsed.success) return void invalid.push(JSON.parse(data.toString()));
    const frame = parsed.data;
    frames.push(frame);
    if (frame.type === "result") pending.get(frame.id)?.resolve({ code: frame.code, data: frame.data, progress: pending.get(frame.id)!.progress });
    if (frame.type === "progress") pending.get(frame.id)?.progress.push(frame.percent);
    const i = waiters.findIndex((w) => w.type === frame.type);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(frame);
    else queue.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  const command = (name: DeviceCommandName, params: Record<string, unknown> = {}, timeoutMs = 5_000) => {
    const id = `c-${++seq}`;
    const answer = waitFor<CommandAnswer>((resolve) => pending.set(id, { resolve, progress: [] }), timeoutMs, `result of ${name}`);
    socket.send(JSON.stringify({ type: "cmd", id, name, params } satisfies ServerFrame));
    return answer;
  };
  return {
    hello,
    socket,
    frames,
    video,
    command,
    async transport(api, params = {}, chlIndex) {
      const answer = await command("transport", { api, params, ...(chlIndex === undefined ? {} : { chlIndex }) });
      if (answer.code !== 200) throw new Error(`transport ${api} answered code ${answer.code}`);
      return answer.data as { status: string; data: unknown; reason?: string };
    },
    next<T extends DeviceFrame["type"]>(type: T, timeoutMs = 3_000) {
      const i = queue.findIndex((f) => f.type === type);
      if (i >= 0) return Promise.resolve(queue.splice(i, 1)[0] as Extract<DeviceFrame, { type: T }>);
      return waitFor((resolve) => waiters.push({ type, resolve: resolve as (f: DeviceFrame) => void }), timeoutMs, `a ${type} frame`);
    },
    closed,
  };
}

/** Starts a fake gateway on an ephemeral port. */
export async function startFakeGateway(options: FakeGatewayOptions = {}): Promise<FakeGateway> {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, path: DEVICE_GATEWAY_PATH });
  await new Promise<void>((resolve) => wss.once("listening", () => resolve()));
  const invalid: unknown[] = [];
  const ready: FakeConnection[] = [];
  const waiting: Array<(c: FakeConnection) => void> = [];
  wss.on("connection", (socket) => {
    socket.once("message", (data) => {
      const parsed = deviceFrameSchema.safeParse(JSON.parse(data.toString()));
      if (!parsed.success || parsed.data.type !== "hello") {
        invalid.push(JSON.parse(data.toString()));
        return socket.close(4400, "hello expected");
      }
      const code = options.refuse?.(parsed.data) ?? null;
      if (code !== null) {
        socket.send(JSON.stringify({ type: "refused", code } satisfies ServerFrame));
        return socket.close(4403, "refused");
      }
      const connection = serve(socket, parsed.data, invalid);
      socket.send(JSON.stringify({ type: "welcome", serverTime: Date.now(), keepAliveSec: options.keepAliveSec ?? 30 } satisfies ServerFrame));
      const waiter = waiting.shift();
      if (waiter) waiter(connection);
      else ready.push(connection);
    });
  });
  const { port } = wss.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    invalid,
    nextConnection(timeoutMs = 5_000) {
      const queued = ready.shift();
      if (queued) return Promise.resolve(queued);
      return waitFor((resolve) => waiting.push(resolve), timeoutMs, "a device hello");
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
