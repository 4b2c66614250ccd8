import { afterEach, describe, expect, it } from "vitest";
import { DEVICE_LANGUAGES, TIME_ZONES } from "@vms/api-client";
import { generateFleet } from "../fleet.js";
import { startFakeGateway, type FakeGateway } from "../test-support/fake-gateway.js";
import { SimulatedDevice, type SimulatedDeviceOptions } from "./simulated-device.js";

const [FIXED, , NVR] = generateFleet({ count: 3, seed: "commands" }) as [ReturnType<typeof generateFleet>[0], unknown, ReturnType<typeof generateFleet>[0]];

let gateway: FakeGateway | null = null;
const devices: SimulatedDevice[] = [];
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.stop()));
  await gateway?.close();
  gateway = null;
});

async function setup(descriptor = NVR, options: Partial<SimulatedDeviceOptions> = {}) {
  gateway = await startFakeGateway();
  const device = new SimulatedDevice(descriptor, { serverUrl: gateway.url, rebootMs: 30, upgradeStepMs: 5, reconnect: { minMs: 20, maxMs: 50 }, ...options });
  devices.push(device);
  await device.start();
  return { device, connection: await gateway.nextConnection(), gateway };
}

describe("SimulatedDevice: upgrade", () => {
  it("§4: reports progress 0→100, answers, reboots and reconnects reporting the new version", async () => {
    const { device, connection, gateway: gw } = await setup(FIXED);
    const answer = await connection.command("upgrade", { version: "9.9.9.20260101", url: "https://fw.example/x.bin" });
    expect(answer.code).toBe(200);
    expect(answer.progress).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect((await connection.closed).code).toBe(1012);
    const again = await gw.nextConnection();
    expect(again.hello.version).toBe("9.9.9.20260101");
    expect(device.version).toBe("9.9.9.20260101");
  });

  it("§4: failUpgrade answers 7065 half-way and keeps the old version and connection", async () => {
    const { device, connection } = await setup(FIXED, { failUpgrade: true });
    const answer = await connection.command("upgrade", { version: "9.9.9", url: "u" });
    expect(answer).toMatchObject({ code: 7065, progress: [0, 10, 20, 30, 40, 50] });
    expect(device.version).toBe(FIXED.firmwareVersion);
    expect(device.connected).toBe(true);
  });

  it("§8: a second long operation while upgrading answers 7064; a missing version 1000", async () => {
    const { connection } = await setup(FIXED, { upgradeStepMs: 100 });
    const first = connection.command("upgrade", { version: "9.9.9", url: "u" });
    expect((await connection.command("reboot")).code).toBe(7064);
    expect((await connection.command("upgrade", { url: "u" })).code).toBe(1000);
    expect((await first).code).toBe(200);
  });
});

describe("SimulatedDevice: logs, configuration, channels, security code", () => {
  it("§4: logUpload answers a multi-line text log with timestamps, model, firmware and recent events", async () => {
    const { connection } = await setup(NVR);
    await connection.command("configGet", { section: "language" });
    const { code, data } = await connection.command("logUpload");
    const log = data as { fileName: string; content: string };
    expect(code).toBe(200);
    expect(log.fileName).toMatch(new RegExp(`^${NVR.sn}_\\d{14}\\.log$`));
    const lines = log.content.trim().split("\n");
    expect(lines.length).toBeGreaterThan(10);
    expect(log.content).toContain(NVR.model);
    expect(log.content).toContain(NVR.firmwareVersion);
    expect(log.content).toContain("command configGet");
    expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} \[/);
  });

  it("§5 §9: language must be one of the 21, the time zone one of the 53 (GMT±hh[:mm])", async () => {
    const { connection, gateway: gw } = await setup(NVR);
    expect((await connection.command("configGet", { section: "language" })).data).toEqual({ language: NVR.language });
    const lang = DEVICE_LANGUAGES[3]!.code;
    expect(await connection.command("configSet", { section: "language", value: { language: lang } })).toMatchObject({ code: 200, data: { language: lang } });
    expect((await connection.command("configSet", { section: "language", value: { language: "xx-XX" } })).code).toBe(1000);
    const zone = TIME_ZONES.find((z) => z.gmt === "GMT+05:45")!;
    expect(await connection.command("configSet", { section: "timeZone", value: { timeZone: zone.gmt, dst: true } })).toMatchObject({ code: 200, data: { timeZone: "GMT+05:45", dst: true } });
    for (const timeZone of ["GMT+5", "GMT+14", "UTC+08", "GMT+05:15"]) {
      expect((await connection.command("configSet", { section: "timeZone", value: { timeZone } })).code, timeZone).toBe(1000);
    }
    expect((await connection.command("configGet", { section: "nope" })).code).toBe(1000);
    // The settings survive a reboot and are reported in the next hello.
    await connection.command("reboot");
    const again = await gw.nextConnection();
    expect(again.hello).toMatchObject({ language: lang, timeZone: "GMT+05:45" });
  });

  it("§5: network settings need valid IPv4 addresses and mask", async () => {
    const { connection } = await setup(FIXED);
    const current = (await connection.command("configGet", { section: "network" })).data as Record<string, unknown>;
    expect(current).toMatchObject({ mask: "255.255.255.0", mac: expect.stringMatching(/^02:/) });
    const next = { dhcp: false, ip: "10.1.2.3", mask: "255.255.0.0", gateway: "10.1.0.1", dns1: "10.1.0.1", dns2: "" };
    expect(await connection.command("configSet", { section: "network", value: next })).toMatchObject({ code: 200, data: { ...next, mac: current["mac"] } });
    for (const bad of [{ ip: "10.1.2.256" }, { gateway: "10.1.0" }, { mask: "255.0.255.0" }, { dns1: "" }]) {
      expect((await connection.command("configSet", { section: "network", value: { ...next, ...bad } })).code, JSON.stringify(bad)).toBe(1000);
    }
  });

  it("§4: channelSet disables a channel, answers, then sends a status frame", async () => {
    const { connection } = await setup(NVR);
    const online = NVR.channels.find((c) => c.status === 1 && c.enabled)!;
    const answer = await connection.command("channelSet", { chlIndex: online.chlIndex, enabled: false });
    expect(answer).toMatchObject({ code: 200, data: { chlIndex: online.chlIndex, enabled: false, online: false } });
    expect(await connection.next("status")).toEqual({ type: "status", channels: [{ chlIndex: online.chlIndex, online: false }] });
    await connection.command("channelSet", { chlIndex: online.chlIndex, enabled: true });
    expect(await connection.next("status")).toEqual({ type: "status", channels: [{ chlIndex: online.chlIndex, online: true }] });
    expect((await connection.command("channelSet", { chlIndex: 999, enabled: true })).code).toBe(1000);
  });

  it("§4: setChannelOnline sends a status frame and changes the next hello", async () => {
    const { device, connection, gateway: gw } = await setup(NVR);
    const channel = NVR.channels.find((c) => c.status === 1 && c.enabled)!;
    device.setChannelOnline(channel.chlIndex, false);
    expect(await connection.next("status")).toEqual({ type: "status", channels: [{ chlIndex: channel.chlIndex, online: false }] });
    expect(() => device.setChannelOnline(999, true)).toThrow(RangeError);
    device.drop();
    const again = await gw.nextConnection();
    expect(again.hello.channels.find((c) => c.chlIndex === channel.chlIndex)?.online).toBe(false);
  });

  it("§4: securityCode changes the code presented at the next hello", async () => {
    const { device, connection, gateway: gw } = await setup(FIXED);
    expect((await connection.command("securityCode", { newSecurityCode: "abc" })).code).toBe(1000);
    expect((await connection.command("securityCode", { newSecurityCode: "NEWCODE42" })).code).toBe(200);
    expect(device.securityCode).toBe("NEWCODE42");
    device.drop();
    expect((await gw.nextConnection()).hello.securityCode).toBe("NEWCODE42");
  });

  it("§4: emits every command it receives", async () => {
    const { device, connection } = await setup(FIXED);
    const seen: string[] = [];
    device.on("command", (cmd: { name: string }) => seen.push(cmd.name));
    await connection.command("configGet", { section: "timeZone" });
    expect(seen).toEqual(["configGet"]);
  });
});
