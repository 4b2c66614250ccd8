import type { HelloFrame } from "@vms/api-client";
import { DeviceRefusedError, SimulatedDevice } from "@vms/device-sim";
import { eq, inArray } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { deviceRegistry } from "../db/schema/index.js";
import { helloFor, openRawDevice, testDevices } from "../test-support/device-client.js";
import { describeOnEngines, useServer } from "../test-support/test-server.js";
import { createDeviceGateway } from "./gateway-service.js";

const LIMITS = { keepAliveSec: 1, helloTimeoutMs: 400, maxBadFrames: 3 };

describeOnEngines("device gateway: connections", (engine) => {
  const server = useServer(engine, { gatewayLimits: LIMITS });
  const gateway = () => server().app.vms.gateway;
  const registryRow = async (sn: string) => (await server().app.vms.database.db.select().from(deviceRegistry).where(eq(deviceRegistry.sn, sn)))[0];
  const devices: SimulatedDevice[] = [];
  const sim = (descriptor: ConstructorParameters<typeof SimulatedDevice>[0], options: Partial<ConstructorParameters<typeof SimulatedDevice>[1]> = {}) => {
    const device = new SimulatedDevice(descriptor, { serverUrl: server().baseUrl, reconnect: { minMs: 50, maxMs: 200 }, ...options });
    devices.push(device);
    return device;
  };
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((d) => d.stop()));
  });

  it("§4: a hello writes the registry row (salted code hash, online, instance) and emits connected before welcome", async () => {
    const [descriptor] = testDevices(`connect-${engine}`, 1);
    const seen: HelloFrame[] = [];
    const off = gateway().on("connected", async (report) => {
      // The device is welcomed only after this listener finished.
      expect(device.connected).toBe(false);
      expect((await registryRow(report.sn))?.online).toBe(true);
      seen.push(report);
    });
    const device = sim(descriptor!);
    await device.start();
    off();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ sn: descriptor!.sn, securityCode: "", model: descriptor!.model, devType: descriptor!.devType });
    const row = await registryRow(descriptor!.sn);
    expect(row).toMatchObject({ online: true, instanceId: "test-instance", model: descriptor!.model, version: descriptor!.firmwareVersion });
    expect(row!.securityCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(descriptor!.securityCode);
    expect(gateway().isOnline(descriptor!.sn)).toBe(true);
    expect(await gateway().verifySecurityCode(descriptor!.sn, descriptor!.securityCode)).toBe("ok");
    expect(await gateway().verifySecurityCode(descriptor!.sn, "WRONGCODE")).toBe("wrong");
    expect(await gateway().verifySecurityCode("NO-SUCH-SN", "WRONGCODE")).toBe("unknown");
  });

  it("§8: a known SN with another security code is refused with 7068 and closed", async () => {
    const [descriptor] = testDevices(`refuse-${engine}`, 1);
    await sim(descriptor!).start();
    await devices.pop()!.stop();
    const before = gateway().stats().refused;
    const impostor = sim({ ...descriptor!, securityCode: "NOTTHECODE" });
    await expect(impostor.start()).rejects.toEqual(new DeviceRefusedError(7068));
    expect(gateway().stats().refused).toBe(before + 1);
    expect(gateway().isOnline(descriptor!.sn)).toBe(false);
    expect((await registryRow(descriptor!.sn))?.online).toBe(false);
  });

  it("§4: a second connection with the same SN replaces the first without a disconnect", async () => {
    const [descriptor] = testDevices(`replace-${engine}`, 1);
    const disconnects: string[] = [];
    const off = gateway().on("disconnected", (sn) => void disconnects.push(sn));
    const first = await openRawDevice(server().baseUrl);
    first.send(helloFor(descriptor!));
    await first.next("welcome");
    const second = await openRawDevice(server().baseUrl);
    second.send(helloFor(descriptor!));
    await second.next("welcome");
    expect((await first.closed).code).toBe(4000);
    await gateway().idle();
    off();
    expect(disconnects).toEqual([]);
    expect(gateway().isOnline(descriptor!.sn)).toBe(true);
    // Commands go to the new socket.
    const answered = new Promise((resolve) => second.socket.once("message", (d) => resolve(JSON.parse(d.toString()))));
    const pending = gateway().command(descriptor!.sn, "configGet", { section: "language" });
    const cmd = (await answered) as { id: string };
    second.send({ type: "result", id: cmd.id, code: 200, data: { language: "en-US" } });
    await expect(pending).resolves.toEqual({ code: 200, data: { language: "en-US" } });
    second.socket.close();
    await second.closed;
  });

  it("§4: a device silent for 3 × keepAliveSec is dropped: disconnected, registry offline", async () => {
    const [descriptor] = testDevices(`silent-${engine}`, 1);
    const device = sim(descriptor!, { keepAliveSec: 100, reconnect: { minMs: 60_000, maxMs: 60_000 } });
    const gone = new Promise<number>((resolve) => {
      const off: () => void = gateway().on("disconnected", (sn) => {
        if (sn !== descriptor!.sn) return;
        off();
        resolve(Date.now());
      });
    });
    await device.start();
    const started = Date.now();
    const at = await gone;
    expect(at - started).toBeGreaterThanOrEqual(2_500);
    await gateway().idle();
    expect(gateway().isOnline(descriptor!.sn)).toBe(false);
    expect((await registryRow(descriptor!.sn))?.online).toBe(false);
  });

  it("§4: a device keeping alive stays online past the watchdog", async () => {
    const [descriptor] = testDevices(`alive-${engine}`, 1);
    // The watchdog and the device's keep-alive run on a fake clock (which also follows real time,
    // so the database keeps working); frames travel over the real socket.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"], shouldAdvanceTime: true });
    try {
      await sim(descriptor!).start();
      // 3.5 s in steps: after each, a command round trip on the same socket proves the server has
      // read the keep-alives sent before it, so each step's watchdog sees them.
      for (let step = 0; step < 7; step++) {
        vi.advanceTimersByTime(500);
        await gateway().command(descriptor!.sn, "configGet", { section: "language" });
      }
      expect(gateway().isOnline(descriptor!.sn)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes sockets without a hello in time, and after too many invalid frames", async () => {
    const mute = await openRawDevice(server().baseUrl);
    expect((await mute.closed).code).toBe(4001);
    const noisy = await openRawDevice(server().baseUrl);
    const before = gateway().stats().badFrames;
    noisy.send("not json");
    noisy.send({ type: "keepalive" });
    noisy.send({ type: "hello", sn: "" });
    expect((await noisy.closed).code).toBe(1008);
    expect(gateway().stats().badFrames).toBe(before + 3);
  });

  it("§8: a hello with NUL, a lone surrogate or a duplicate key is refused with 1007 and nothing reaches the registry", async () => {
    const [a, b, c, d] = testDevices(`bad-text-${engine}`, 4);
    const connected: string[] = [];
    const off = gateway().on("connected", (report) => void connected.push(report.sn));
    const hellos = [
      JSON.stringify(helloFor(a!, { sn: `${a!.sn}\u0000` })),
      JSON.stringify(helloFor(b!, { model: "IPC\ud800" })),
      JSON.stringify(helloFor(c!, { channels: helloFor(c!).channels.map((ch) => ({ ...ch, name: "Gate\udc00" })) })),
      // The /vms envelope refuses a repeated key: JSON.parse would keep the last, a reader the first.
      JSON.stringify(helloFor(d!)).replace('{"type":"hello",', `{"type":"hello","sn":"${d!.sn}-FIRST",`),
    ];
    for (const text of hellos) {
      const device = await openRawDevice(server().baseUrl);
      device.send(text);
      expect((await device.closed).code).toBe(1007);
    }
    await gateway().idle();
    off();
    expect(connected).toEqual([]);
    const sns = [a, b, c, d].map((x) => x!.sn);
    const rows = await server().app.vms.database.db.select({ sn: deviceRegistry.sn }).from(deviceRegistry).where(inArray(deviceRegistry.sn, [...sns, `${d!.sn}-FIRST`]));
    expect(rows).toEqual([]);
  });

  it("§8: after the welcome, a frame with a NUL in a text field is an invalid frame: ignored and counted", async () => {
    const [descriptor] = testDevices(`bad-frame-${engine}`, 1);
    const device = await openRawDevice(server().baseUrl);
    device.send(helloFor(descriptor!));
    await device.next("welcome");
    const before = gateway().stats().badFrames;
    device.send({ type: "config", section: "time\u0000Zone", value: { timeZone: "GMT+01" } });
    await vi.waitFor(() => expect(gateway().stats().badFrames).toBe(before + 1), { timeout: 5_000, interval: 20 });
    expect(gateway().isOnline(descriptor!.sn)).toBe(true);
    device.socket.close();
    await device.closed;
  });

  it("§4: drop() → disconnected → back online by itself, registry consistent", async () => {
    const [descriptor] = testDevices(`drop-${engine}`, 1);
    const device = sim(descriptor!);
    await device.start();
    const events: string[] = [];
    const offs = [gateway().on("disconnected", (sn) => void (sn === descriptor!.sn && events.push("disconnected"))), gateway().on("connected", (r) => void (r.sn === descriptor!.sn && events.push("connected")))];
    const back = new Promise((resolve) => device.on("welcome", resolve));
    device.drop();
    await back;
    await gateway().idle();
    offs.forEach((off) => off());
    expect(events).toEqual(["disconnected", "connected"]);
    expect(gateway().isOnline(descriptor!.sn)).toBe(true);
    expect(await registryRow(descriptor!.sn)).toMatchObject({ online: true, instanceId: "test-instance" });
  });

  it("status, storage and config frames reach the listeners and the last report", async () => {
    const nvr = testDevices(`frames-${engine}`, 3)[2]!;
    const device = sim(nvr);
    await device.start();
    const got = new Promise<{ chlIndex: number; online: boolean }[]>((resolve) => {
      const off: () => void = gateway().on("status", (sn, channels) => void (sn === nvr.sn && (off(), resolve(channels))));
    });
    device.setChannelOnline(1, false);
    expect(await got).toEqual([{ chlIndex: 1, online: false }]);
    await gateway().idle();
    expect((await gateway().lastReport(nvr.sn))?.channels[0]?.online).toBe(false);
    expect(((await registryRow(nvr.sn))?.report as HelloFrame).channels[0]?.online).toBe(false);
    expect(await gateway().lastReport("NO-SUCH-SN")).toBeNull();
  });

  it("at start, rows this instance held are marked offline", async () => {
    const { db } = server().app.vms.database;
    const [descriptor] = testDevices(`stale-${engine}`, 1);
    const report = { ...helloFor(descriptor!), securityCode: "" };
    await db.insert(deviceRegistry).values({ sn: descriptor!.sn, securityCodeHash: "00", salt: "00", devType: 1, model: "m", version: "v", online: true, instanceId: "crashed-instance", report });
    const restarted = await createDeviceGateway({ db, log: server().app.log, instanceId: "crashed-instance" });
    expect((await registryRow(descriptor!.sn))?.online).toBe(false);
    await restarted.close();
  });
});
