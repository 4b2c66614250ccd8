import { DEVICE_GATEWAY_PATH, serverFrameSchema, type HelloFrame, type ServerFrame } from "@vms/api-client";
import { generateFleet, type SimDevice } from "@vms/device-sim";
import { WebSocket } from "ws";

/**
 * A hand-driven device socket for gateway tests: it says exactly what the test tells it and
 * answers nothing by itself (the simulator, @vms/device-sim, is the well-behaved device).
 */
export interface RawDeviceClient {
  socket: WebSocket;
  send(frame: unknown): void;
  /** The next server frame of `type`; rejects after `timeoutMs`. */
  next<T extends ServerFrame["type"]>(type: T, timeoutMs?: number): Promise<Extract<ServerFrame, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A valid hello for `device` (the fleet generator's descriptor) with `overrides`. */
export function helloFor(device: SimDevice, overrides: Partial<HelloFrame> = {}): HelloFrame {
  return {
    type: "hello",
    sn: device.sn,
    securityCode: device.securityCode,
    devType: device.devType,
    model: device.model,
    version: device.firmwareVersion,
    timeZone: device.timeZone,
    language: device.language,
    mac: "02:00:00:00:00:01",
    ip: "192.168.1.10",
    channels: device.channels.map((c) => ({ ...c, online: c.status === 1, mainStream: { ...c.mainStream, codecs: [...c.mainStream.codecs] }, subStream: { ...c.subStream, codecs: [...c.subStream.codecs] } })),
    storage: device.storage,
    outputs: device.outputs,
    ...overrides,
  } as HelloFrame;
}

/** `count` descriptors unique to a test (the seed keeps SNs apart between test files sharing nothing). */
export const testDevices = (seed: string, count = 7): SimDevice[] => generateFleet({ count, seed });

/** Opens a raw device socket on `baseUrl` (http://host:port). */
export async function openRawDevice(baseUrl: string): Promise<RawDeviceClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}${DEVICE_GATEWAY_PATH}`);
  const queue: ServerFrame[] = [];
  const waiters: Array<{ type: string; resolve: (f: ServerFrame) => void }> = [];
  socket.on("message", (data) => {
    const frame = serverFrameSchema.parse(JSON.parse(data.toString()));
    const i = waiters.findIndex((w) => w.type === frame.type);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(frame);
    else queue.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return {
    socket,
    send: (frame) => socket.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    next<T extends ServerFrame["type"]>(type: T, timeoutMs = 3_000) {
      const i = queue.findIndex((f) => f.type === type);
      if (i >= 0) return Promise.resolve(queue.splice(i, 1)[0] as Extract<ServerFrame, { type: T }>);
      return new Promise<Extract<ServerFrame, { type: T }>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          type,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f as Extract<ServerFrame, { type: T }>);
          },
        });
      });
    },
    closed,
  };
}
