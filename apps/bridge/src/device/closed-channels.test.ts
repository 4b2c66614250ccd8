import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { helloFrameSchema, type HelloFrame } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocketServer, type WebSocket } from "ws";
import { runBridge, type RunningBridge } from "../cli/run-bridge.js";
import { FakeCameras, until } from "../media/camera-hub.test-support.js";

/**
 * The cloud's side of /ws-device as far as these tests need it: welcomes each hello and sends the
 * commands the test gives to the connection that said the last hello.
 */
class CloudSide {
  readonly hellos: HelloFrame[] = [];
  readonly results = new Map<string, { code: number; data?: unknown }>();
  private readonly server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  private socket: WebSocket | null = null;
  private seq = 0;

  constructor() {
    this.server.on("connection", (socket) => {
      socket.on("message", (data) => {
        const frame = JSON.parse(data.toString()) as { type: string; id?: string; code?: number; data?: unknown };
        if (frame.type === "hello") {
          this.hellos.push(helloFrameSchema.parse(frame));
          this.socket = socket;
          socket.send(JSON.stringify({ type: "welcome", serverTime: Date.now(), keepAliveSec: 30 }));
        } else if (frame.type === "result") {
          this.results.set(frame.id ?? "", { code: frame.code ?? 0, data: frame.data });
        }
      });
    });
  }

  get url(): string {
    const address = this.server.address();
    return `ws://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/ws-device`;
  }

  async command(name: string, params: Record<string, unknown>): Promise<{ code: number; data?: unknown }> {
    const id = `c${++this.seq}`;
    this.socket?.send(JSON.stringify({ type: "cmd", id, name, params }));
    await until(() => this.results.has(id));
    return this.results.get(id)!;
  }

  listening(): Promise<void> {
    return this.server.address() ? Promise.resolve() : new Promise((resolve) => this.server.once("listening", () => resolve()));
  }

  close(): Promise<void> {
    for (const client of this.server.clients) client.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const CONFIG = "cameras:\n  - name: Gate\n    main: rtsp://cam1.test/main\n  - name: Yard\n    main: rtsp://cam2.test/main\n";

describe("channels closed by the cloud", () => {
  let dir = "";
  let cloud: CloudSide;
  let bridge: RunningBridge | null = null;

  const start = async () => {
    const hellos = cloud.hellos.length;
    bridge = await runBridge({ gatewayUrl: cloud.url, config: join(dir, "site.yaml"), data: join(dir, "data"), print: () => undefined }, { openStream: new FakeCameras().open });
    await until(() => cloud.hellos.length > hellos && bridge!.device.connected);
    return cloud.hellos.at(-1)!;
  };
  const channel = (hello: HelloFrame, chlIndex: number) => hello.channels.find((c) => c.chlIndex === chlIndex);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "bridge-closed-"));
    await writeFile(join(dir, "site.yaml"), CONFIG);
    cloud = new CloudSide();
    await cloud.listening();
  });

  afterEach(async () => {
    await bridge?.stop();
    bridge = null;
    await cloud.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("stay closed after the bridge restarts: the next hello reports them disabled and offline", async () => {
    expect(channel(await start(), 2)).toMatchObject({ enabled: true, online: true });
    expect(await cloud.command("channelSet", { chlIndex: 2, enabled: false })).toMatchObject({ code: 200, data: { chlIndex: 2, enabled: false, online: false } });
    // Answered once written: the data folder already holds it.
    expect(JSON.parse(await readFile(join(dir, "data", "closed-channels.json"), "utf8"))).toEqual({ closed: [2] });
    await bridge!.stop();

    const hello = await start();
    expect(channel(hello, 2)).toMatchObject({ name: "Yard", enabled: false, online: false });
    expect(channel(hello, 1)).toMatchObject({ name: "Gate", enabled: true, online: true });
    expect(bridge!.device.channelEnabled(2)).toBe(false);
  });

  it("open again after the cloud reopens one, across a restart too", async () => {
    await start();
    await cloud.command("channelSet", { chlIndex: 1, enabled: false });
    await cloud.command("channelSet", { chlIndex: 2, enabled: false });
    expect(await cloud.command("channelSet", { chlIndex: 1, enabled: true })).toMatchObject({ code: 200, data: { enabled: true, online: true } });
    await bridge!.stop();

    const hello = await start();
    expect(hello.channels.map((c) => [c.chlIndex, c.enabled])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it("refuses to start on a damaged list rather than reopening every channel", async () => {
    await start();
    await bridge!.stop();
    bridge = null;
    await writeFile(join(dir, "data", "closed-channels.json"), '{"closed":["two"]}');
    await expect(runBridge({ gatewayUrl: cloud.url, config: join(dir, "site.yaml"), data: join(dir, "data"), print: () => undefined }, { openStream: new FakeCameras().open })).rejects.toThrow(/closed-channels\.json/);
  });
});
