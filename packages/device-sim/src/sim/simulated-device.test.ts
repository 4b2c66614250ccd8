import { afterEach, describe, expect, it, vi } from "vitest";
import { DEVICE_KEEPALIVE_SEC, helloFrameSchema } from "@vms/api-client";
import { generateFleet } from "../fleet.js";
import { startFakeGateway, type FakeGateway } from "../test-support/fake-gateway.js";
import { DeviceRefusedError, SimulatedDevice, deviceGatewayUrl, type DeviceClosedInfo, type SimulatedDeviceOptions } from "./simulated-device.js";

const FLEET = generateFleet({ count: 7, seed: "sim-test" });
const [FIXED, PTZ, NVR, , , , STATION] = FLEET as [typeof FLEET[0], typeof FLEET[0], typeof FLEET[0], unknown, unknown, unknown, typeof FLEET[0]];

let gateway: FakeGateway | null = null;
const devices: SimulatedDevice[] = [];
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.stop()));
  await gateway?.close();
  gateway = null;
});

async function setup(descriptor = NVR!, options: Partial<SimulatedDeviceOptions> = {}, keepAliveSec?: number) {
  gateway = await startFakeGateway({ keepAliveSec });
  const device = new SimulatedDevice(descriptor, { serverUrl: gateway.url, rebootMs: 50, upgradeStepMs: 10, reconnect: { minMs: 20, maxMs: 200 }, ...options });
  devices.push(device);
  await device.start();
  return { device, connection: await gateway.nextConnection(), gateway };
}

const nextEvent = <T>(device: SimulatedDevice, event: "welcome" | "closed" | "refused") =>
  new Promise<T>((resolve) => {
    const off = device.on(event, (arg: T) => {
      off();
      resolve(arg);
    });
  });

describe("SimulatedDevice: connecting", () => {
  it("builds the gateway URL from http or ws addresses", () => {
    expect(deviceGatewayUrl("http://h:1")).toBe("ws://h:1/ws-device");
    expect(deviceGatewayUrl("https://h/")).toBe("wss://h/ws-device");
    expect(deviceGatewayUrl("ws://h:2/ws-device")).toBe("ws://h:2/ws-device");
  });

  it("§3: says hello with the descriptor's report (channels, storage, network) and resolves on welcome", async () => {
    const { device, connection } = await setup(NVR);
    expect(device.connected).toBe(true);
    const hello = helloFrameSchema.parse(connection.hello);
    expect(hello).toMatchObject({ sn: NVR.sn, securityCode: NVR.securityCode, devType: 2, model: NVR.model, version: NVR.firmwareVersion, timeZone: NVR.timeZone, language: NVR.language });
    expect(hello.channels).toHaveLength(NVR.channels.length);
    expect(hello.channels.map((c) => c.chlIndex)).toEqual(NVR.channels.map((c) => c.chlIndex));
    expect(hello.storage.kind).toBe("disks");
    expect(hello.mac).toMatch(/^02:56:4D(:[0-9A-F]{2}){3}$/);
    expect(hello.ip).toMatch(/^192\.168\.\d+\.\d+$/);
    expect(gateway!.invalid).toEqual([]);
  });

  it("§9: a viewing station reports its 2 outputs and no channels or storage", async () => {
    const { connection } = await setup(STATION);
    expect(connection.hello).toMatchObject({ devType: 13, channels: [], storage: { kind: "none" } });
    expect(connection.hello.outputs).toEqual([{ index: 1, resolution: "1920x1080" }, { index: 2, resolution: "1920x1080" }]);
  });

  it("rejects start() with DeviceRefusedError(7068) and does not reconnect", async () => {
    gateway = await startFakeGateway({ refuse: () => 7068 });
    const device = new SimulatedDevice(FIXED, { serverUrl: gateway.url, reconnect: { minMs: 10, maxMs: 10 } });
    devices.push(device);
    const refused = nextEvent<number>(device, "refused");
    const closed = nextEvent<DeviceClosedInfo>(device, "closed");
    await expect(device.start()).rejects.toEqual(new DeviceRefusedError(7068));
    expect(await refused).toBe(7068);
    expect((await closed).willReconnect).toBe(false);
  });

  it("§4: refused with 6001 (the server's limit on new SNs from one address), backs off and tries again; start() resolves on the welcome", async () => {
    let hellos = 0;
    gateway = await startFakeGateway({ refuse: () => (++hellos <= 2 ? 6001 : null) });
    const device = new SimulatedDevice(FIXED, { serverUrl: gateway.url, reconnect: { minMs: 40, maxMs: 1_000 } });
    devices.push(device);
    const refusals: number[] = [];
    const closes: DeviceClosedInfo[] = [];
    device.on("refused", (code: number) => refusals.push(code));
    device.on("closed", (info: DeviceClosedInfo) => closes.push(info));
    const started = Date.now();
    await device.start();
    expect(device.connected).toBe(true);
    expect(refusals).toEqual([6001, 6001]);
    expect(closes.every((c) => c.willReconnect)).toBe(true);
    // Back-off, not a tight loop: half of 40 ms, then half of 80 ms at least.
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    expect((await gateway.nextConnection()).hello.sn).toBe(FIXED.sn);
  });

  it("rejects start() when nothing listens", async () => {
    const device = new SimulatedDevice(FIXED, { serverUrl: "http://127.0.0.1:1" });
    await expect(device.start()).rejects.toThrow();
    expect(device.connected).toBe(false);
  });

  it("§4: sends a keep-alive every keepAliveSec the server asks for", async () => {
    const { connection } = await setup(FIXED, {}, 1);
    const started = Date.now();
    await connection.next("keepalive", 2_000);
    await connection.next("keepalive", 2_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  });

  it("§4: keepAliveSec in the options overrides the server's", async () => {
    const { connection } = await setup(FIXED, { keepAliveSec: 1 }, DEVICE_KEEPALIVE_SEC);
    await expect(connection.next("keepalive", 1_500)).resolves.toEqual({ type: "keepalive" });
  });

  it("stop() closes for good", async () => {
    const { device, connection } = await setup(FIXED);
    await device.stop();
    expect((await connection.closed).code).toBe(1000);
    expect(device.connected).toBe(false);
    await expect(gateway!.nextConnection(300)).rejects.toThrow(/timed out/);
  });
});

describe("SimulatedDevice: drops and reboots", () => {
  it("§4: drop() reconnects after the back-off", async () => {
    const { device, connection, gateway: gw } = await setup(FIXED, { reconnect: { minMs: 100, maxMs: 100 } });
    const closed = nextEvent<DeviceClosedInfo>(device, "closed");
    const welcomed = nextEvent(device, "welcome");
    const droppedAt = Date.now();
    device.drop();
    expect((await closed).willReconnect).toBe(true);
    expect((await connection.closed).code).toBe(1006);
    const again = await gw.nextConnection();
    // Equal jitter: between half and all of minMs on the first attempt.
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(45);
    expect(again.hello.sn).toBe(FIXED.sn);
    await welcomed;
    expect(device.connected).toBe(true);
  });

  it("§4: keeps retrying with back-off while the server is away, then comes back", async () => {
    const { device, gateway: gw } = await setup(FIXED, { reconnect: { minMs: 20, maxMs: 40 } });
    const closes: DeviceClosedInfo[] = [];
    device.on("closed", (info: DeviceClosedInfo) => closes.push(info));
    const url = new URL(gw.url);
    await gw.close();
    await vi.waitFor(() => expect(closes.length).toBeGreaterThan(2), { timeout: 5_000, interval: 20 });
    expect(closes.every((c) => c.willReconnect)).toBe(true);
    // A new gateway on the same port: the device finds it.
    const { WebSocketServer } = await import("ws");
    const wss = new WebSocketServer({ host: "127.0.0.1", port: Number(url.port), path: "/ws-device" });
    const hello = await new Promise<string>((resolve) => wss.on("connection", (s) => s.once("message", (d) => resolve(d.toString()))));
    expect(JSON.parse(hello)).toMatchObject({ type: "hello", sn: FIXED.sn });
    for (const c of wss.clients) c.terminate();
    await device.stop();
    await new Promise<void>((r) => wss.close(() => r()));
  });

  it("§4: reboot answers, closes, waits rebootMs and says hello again", async () => {
    const { device, connection, gateway: gw } = await setup(PTZ, { rebootMs: 150 });
    const welcomed = nextEvent(device, "welcome");
    const answer = await connection.command("reboot");
    expect(answer).toMatchObject({ code: 200, data: {} });
    const closed = await connection.closed;
    expect(closed.code).toBe(1012);
    const at = Date.now();
    const again = await gw.nextConnection();
    expect(Date.now() - at).toBeGreaterThanOrEqual(100);
    expect(again.hello.sn).toBe(PTZ.sn);
    await welcomed;
    expect(device.connected).toBe(true);
  });
});
