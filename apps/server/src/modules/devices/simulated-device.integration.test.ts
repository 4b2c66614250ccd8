import { Code, type DeviceTask, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it, onTestFinished } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { latestFirmware } from "./firmware-catalogue.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// End to end with the real gateway and @vms/device-sim devices over /ws-device (the gateway's own
// tests cover the socket; this covers binding, sync and tasks through it).
describeOnEngines("devices with simulated devices", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const fleet = generateFleet({ count: 3, seed: "sim-e2e" });
  const ipc = fleet.find((d) => d.devType === 1);
  const nvr = fleet.find((d) => d.devType === 2);
  let admin: LoginResult;
  let siteId = "";
  const devices: SimulatedDevice[] = [];

  async function ended(sn: string, cmd: string): Promise<DeviceTask> {
    for (let i = 0; i < 300; i++) {
      const check = await steps.ok<{ task: DeviceTask | null }>("/dev-cmd/check", { sn, cmd }, admin);
      if (check.task && check.task.state !== "running") return check.task;
      await later(50);
    }
    throw new Error(`${cmd} of ${sn} still running`);
  }

  /** Binds the device unless an earlier test did (each test runs alone too). */
  async function ensureBound(d: NonNullable<typeof ipc>): Promise<void> {
    if ((await api.call("/device/detail", { sn: d.sn }, admin)).code === Code.OK) return;
    await steps.ok("/device/bind", { sn: d.sn, securityCode: d.securityCode, siteId, name: d.name }, admin);
  }

  /** Polls the device's status until it is `status` (or 10 s passed); answers the last one seen. */
  async function waitForStatus(sn: string, status: number): Promise<number> {
    let seen = -1;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await later(20)) {
      seen = (await api.call<{ status: number }>("/device/detail", { sn }, admin)).data.status;
      if (seen === status) break;
    }
    return seen;
  }

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Sim Co", [{ email: "admin@sim.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "sim.test", ["admin"])).admin;
    siteId = await steps.addSite(admin, "Lab");
    for (const descriptor of [ipc!, nvr!]) {
      // The recorder waits 0.5-1 s before reconnecting after a drop, so its offline state is observable.
      const reconnect = descriptor === nvr ? { minMs: 1_000, maxMs: 2_000 } : { minMs: 50, maxMs: 100 };
      const device = new SimulatedDevice(descriptor, { serverUrl: server().baseUrl, rebootMs: 100, upgradeStepMs: 20, reconnect });
      devices.push(device);
      await device.start();
    }
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("§3/§7: a connected device binds with its security code and shows its own report", async () => {
    // Starts from unbound devices, whichever tests ran before.
    for (const d of [ipc!, nvr!]) {
      if ((await api.call("/device/detail", { sn: d.sn }, admin)).code === Code.OK) await steps.ok("/device/unbind", { sn: d.sn }, admin);
    }
    expect((await api.call("/device/bind", { sn: ipc!.sn, securityCode: "WRONGCODE", siteId }, admin)).code).toBe(Code.DEVICE_BAD_CREDENTIALS);
    for (const d of [ipc!, nvr!]) await steps.ok("/device/bind", { sn: d.sn, securityCode: d.securityCode, siteId, name: d.name }, admin);
    const detail = await steps.ok<Record<string, unknown>>("/device/detail", { sn: nvr!.sn }, admin);
    expect(detail).toMatchObject({ devType: 2, model: nvr!.model, version: nvr!.firmwareVersion, status: 1, chlCount: nvr!.channels.length, timeZone: nvr!.timeZone });
    const channels = await steps.ok<{ list: unknown[] }>("/channel/list/detail", { sn: nvr!.sn }, admin);
    expect(channels.list).toHaveLength(nvr!.channels.length);
  });

  it("§4: reboot and upgrade run on the device and succeed when it comes back", async () => {
    await ensureBound(ipc!);
    expect((await api.call("/dev-cmd/execute", { sn: ipc!.sn, cmd: "reboot" }, admin)).code).toBe(200);
    expect(await ended(ipc!.sn, "reboot")).toMatchObject({ state: "success" });
    const latest = latestFirmware(ipc!.model)!.version;
    expect((await api.call("/dev-cmd/execute", { sn: ipc!.sn, cmd: "upgrade" }, admin)).code).toBe(200);
    expect(await ended(ipc!.sn, "upgrade")).toMatchObject({ state: "success", progress: 100 });
    expect((await api.call("/device/detail", { sn: ipc!.sn }, admin)).data).toMatchObject({ version: latest, status: 1 });
  });

  it("§7: a log upload, a configuration change and a channel switch reach the device", async () => {
    await ensureBound(nvr!);
    expect((await api.call("/dev-cmd/execute", { sn: nvr!.sn, cmd: "logUpload" }, admin)).code).toBe(200);
    expect(await ended(nvr!.sn, "logUpload")).toMatchObject({ state: "success" });
    expect((await steps.ok<{ total: number }>("/device-logs/list", { sn: nvr!.sn }, admin)).total).toBe(1);
    // The device keeps its state across tests: give it back its own time zone and channel 1 afterwards.
    onTestFinished(async () => {
      await steps.ok("/config/device/set", { sn: nvr!.sn, config: { section: "timeZone", value: { timeZone: nvr!.timeZone, dst: false } } }, admin);
      await steps.ok("/channel/open", { sn: nvr!.sn, chlIndex: 1 }, admin);
    });
    await steps.ok("/config/device/set", { sn: nvr!.sn, config: { section: "timeZone", value: { timeZone: "GMT+05:45", dst: false } } }, admin);
    expect(await steps.ok("/config/device/get", { sn: nvr!.sn, section: "timeZone" }, admin)).toMatchObject({ value: { timeZone: "GMT+05:45" } });
    expect((await api.call("/device/detail", { sn: nvr!.sn }, admin)).data).toMatchObject({ timeZone: "GMT+05:45" });
    await steps.ok("/channel/close", { sn: nvr!.sn, chlIndex: 1 }, admin);
    const list = await steps.ok<{ list: Array<{ chlIndex: number; enabled: boolean }> }>("/channel/list/detail", { sn: nvr!.sn }, admin);
    expect(list.list.find((c) => c.chlIndex === 1)?.enabled).toBe(false);
  });

  it("§4: a device that drops goes offline; its reconnection brings it back online", async () => {
    await ensureBound(nvr!);
    expect(await waitForStatus(nvr!.sn, 1)).toBe(1);
    devices[1]!.drop();
    expect(await waitForStatus(nvr!.sn, 2)).toBe(2);
    expect(await waitForStatus(nvr!.sn, 1)).toBe(1);
  });
});
