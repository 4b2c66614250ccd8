import { SimulatedDevice, type SimDevice } from "@vms/device-sim";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { deviceRegistry } from "../db/schema/index.js";
import { helloFor, openRawDevice, testDevices, type RawDeviceClient } from "../test-support/device-client.js";
import { describeOnEngines, useServer } from "../test-support/test-server.js";

describeOnEngines("device gateway: commands", (engine) => {
  const server = useServer(engine, { gatewayLimits: { commandTimeoutMs: 2_000 } });
  const gateway = () => server().app.vms.gateway;
  // A fleet's first three devices are always a fixed IPC, a PTZ IPC and an NVR.
  const [fixed, ptz, nvr] = testDevices(`cmd-${engine}`, 3) as [SimDevice, SimDevice, SimDevice];
  const devices: SimulatedDevice[] = [];
  const raw: RawDeviceClient[] = [];

  beforeAll(async () => {
    for (const descriptor of [fixed, ptz, nvr]) {
      const device = new SimulatedDevice(descriptor, { serverUrl: server().baseUrl, rebootMs: 100, upgradeStepMs: 20, reconnect: { minMs: 50, maxMs: 200 } });
      devices.push(device);
      await device.start();
    }
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.stop()));
    for (const client of raw) client.socket.terminate();
  });

  /** A device that says hello and then never answers. */
  async function deafDevice(seed: string): Promise<{ sn: string; client: RawDeviceClient }> {
    const [descriptor] = testDevices(seed, 1);
    const client = await openRawDevice(server().baseUrl);
    raw.push(client);
    client.send(helloFor(descriptor!));
    await client.next("welcome");
    return { sn: descriptor!.sn, client };
  }

  it("§4: reboot answers 200; waitForHello resolves when the device is back", async () => {
    const back = gateway().waitForHello(ptz.sn, 5_000);
    expect(await gateway().command(ptz.sn, "reboot", {})).toEqual({ code: 200, data: {} });
    const hello = await back;
    expect(hello).toMatchObject({ sn: ptz.sn, securityCode: "" });
    expect(gateway().isOnline(ptz.sn)).toBe(true);
  });

  it("§4: upgrade forwards progress, then the device reconnects reporting the new version", async () => {
    const progress: number[] = [];
    const back = gateway().waitForHello(fixed.sn, 10_000);
    const result = await gateway().command(fixed.sn, "upgrade", { version: "5.9.9.20260101", url: "https://fw/x" }, { timeoutMs: 10_000, onProgress: (p) => progress.push(p) });
    expect(result.code).toBe(200);
    expect(progress).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect((await back).version).toBe("5.9.9.20260101");
    await gateway().idle();
    const [row] = await server().app.vms.database.db.select().from(deviceRegistry).where(eq(deviceRegistry.sn, fixed.sn));
    expect(row?.version).toBe("5.9.9.20260101");
  });

  it("§7: transport pass-through: PTZ presets in both dialects and the limits' failures", async () => {
    const t = (api: string, params: Record<string, unknown> = {}) => gateway().command(ptz.sn, "transport", { api, params });
    expect(await t("PtzModifyPresetPosition_I", { index: 1, name: "Door" })).toEqual({ code: 200, data: { status: "success", data: { index: 1 } } });
    expect((await t("queryChlPresetList")).data).toMatchObject({ status: "success", data: { presets: [{ index: 1, name: "Door" }], maxCount: 255 } });
    expect((await t("PtzModifyPresetPosition_I", { index: 256, name: "X" })).data).toMatchObject({ status: "failed", reason: expect.stringMatching(/out of range/) });
    const onFixed = await gateway().command(fixed.sn, "transport", { api: "PtzGetPresets_I", params: {} });
    expect(onFixed).toEqual({ code: 200, data: { status: "failed", reason: "not supported", data: null } });
  });

  it("§4: storage format forwards progress and emits storage events", async () => {
    const storage = new Promise((resolve) => {
      const off: () => void = gateway().on("storage", (sn, value) => void (sn === nvr.sn && value.kind === "disks" && value.disks[0]?.status === "normal" && (off(), resolve(value))));
    });
    const progress: number[] = [];
    const result = await gateway().command(nvr.sn, "transport", { api: "formatDisk", params: { index: 1 } }, { onProgress: (p) => progress.push(p) });
    expect(result.data).toMatchObject({ status: "success", data: { index: 1, status: "normal" } });
    expect(progress.at(-1)).toBe(100);
    await storage;
  });

  it("§5: configSet answers the new value and updates the last report", async () => {
    expect(await gateway().command(nvr.sn, "configSet", { section: "timeZone", value: { timeZone: "GMT+05:30", dst: false } })).toEqual({ code: 200, data: { timeZone: "GMT+05:30", dst: false } });
    expect((await gateway().command(nvr.sn, "configSet", { section: "timeZone", value: { timeZone: "GMT+5" } })).code).toBe(1000);
    expect((await gateway().lastReport(nvr.sn))?.timeZone).toBe("GMT+05:30");
    const channel = nvr.channels.find((c) => c.enabled)!;
    await gateway().command(nvr.sn, "channelSet", { chlIndex: channel.chlIndex, enabled: false });
    expect((await gateway().lastReport(nvr.sn))?.channels.find((c) => c.chlIndex === channel.chlIndex)).toMatchObject({ enabled: false, online: false });
  });

  it("§4: securityCode updates the registry so the next hello with the new code is accepted", async () => {
    const device = devices[2]!;
    expect(await gateway().command(nvr.sn, "securityCode", { newSecurityCode: "FRESH-CODE-1" })).toEqual({ code: 200, data: {} });
    expect(await gateway().verifySecurityCode(nvr.sn, "FRESH-CODE-1")).toBe("ok");
    expect(await gateway().verifySecurityCode(nvr.sn, nvr.securityCode)).toBe("wrong");
    const back = gateway().waitForHello(nvr.sn, 5_000);
    device.drop();
    await back;
    expect(device.securityCode).toBe("FRESH-CODE-1");
  });

  it("§8: no result in time → 7069; unknown or offline device → 7062", async () => {
    const { sn } = await deafDevice(`deaf-${engine}`);
    const started = Date.now();
    await expect(gateway().command(sn, "configGet", { section: "language" }, { timeoutMs: 300 })).rejects.toMatchObject({ code: 7069 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await expect(gateway().command("NO-SUCH-SN", "reboot", {})).rejects.toMatchObject({ code: 7062 });
    await expect(gateway().waitForHello("NO-SUCH-SN", 100)).rejects.toMatchObject({ code: 7069 });
  });

  it("§8: a drop rejects the device's pending commands with 7062", async () => {
    const { sn, client } = await deafDevice(`dropped-${engine}`);
    const pending = [gateway().command(sn, "logUpload", {}), gateway().command(sn, "reboot", {})];
    await client.next("cmd");
    client.socket.terminate();
    for (const p of pending) await expect(p).rejects.toMatchObject({ code: 7062 });
    expect(gateway().stats().pendingCommands).toBe(0);
  });

  it("a result for another device's command id is ignored", async () => {
    const a = await deafDevice(`owner-a-${engine}`);
    const b = await deafDevice(`owner-b-${engine}`);
    const pending = gateway().command(a.sn, "configGet", { section: "language" }, { timeoutMs: 500 });
    const cmd = await a.client.next("cmd");
    b.client.send({ type: "result", id: cmd.id, code: 200, data: { hijacked: true } });
    await expect(pending).rejects.toMatchObject({ code: 7069 });
  });

  it("§4: logUpload returns the device's text log", async () => {
    const { code, data } = await gateway().command(nvr.sn, "logUpload", {});
    expect(code).toBe(200);
    expect((data as { content: string }).content).toContain(nvr.model);
  });
});
