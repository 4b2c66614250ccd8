import { Code, parsePushMessage, type DeviceTask, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isAppError } from "../core/app-error.js";
import { latestFirmware } from "../modules/devices/firmware-catalogue.js";
import { createTestOrg } from "../test-support/accounts.js";
import { testApi } from "../test-support/api.js";
import { useCluster } from "../test-support/cluster.js";
import { nextDeviceStatus, openPushClient, type PushTestClient } from "../test-support/push-client.js";
import { signIn, siteSteps } from "../test-support/sites.js";
import { describePostgres } from "../test-support/test-server.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await later(20)) if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
}

// Issue 32: a console on instance A commands devices held by instance B (decision 0039).
describePostgres("device commands across instances", () => {
  const cluster = useCluster(2);
  const a = () => cluster()[0]!;
  const b = () => cluster()[1]!;
  const apiA = testApi(() => a().baseUrl);
  const stepsA = siteSteps(apiA);
  const [ipc, nvr] = (() => {
    const fleet = generateFleet({ count: 3, seed: "cluster-cmd" });
    return [fleet.find((d) => d.devType === 1)!, fleet.find((d) => d.devType === 2)!];
  })();
  const devices: SimulatedDevice[] = [];
  let admin: LoginResult;
  let console: PushTestClient;

  async function ended(sn: string, cmd: string): Promise<DeviceTask> {
    for (let i = 0; i < 300; i++) {
      const check = await stepsA.ok<{ task: DeviceTask | null }>("/dev-cmd/check", { sn, cmd }, admin);
      if (check.task && check.task.state !== "running") return check.task;
      await later(50);
    }
    throw new Error(`${cmd} of ${sn} still running`);
  }

  /** DEVICE_TASK pushes of `sn`'s `cmd` the console socket receives until that task ends. */
  async function taskPushes(sn: string, cmd: string): Promise<DeviceTask[]> {
    const seen: DeviceTask[] = [];
    while (seen.at(-1)?.state !== "success" && seen.at(-1)?.state !== "failure" && seen.at(-1)?.state !== "timeout") {
      const frame = await console.next(15_000);
      if (frame.type !== "push") continue;
      const parsed = parsePushMessage(frame.message);
      if (parsed?.infoType === "DEVICE_TASK" && parsed.content.sn === sn && parsed.content.cmd === cmd) seen.push(parsed.content);
    }
    return seen;
  }

  beforeAll(async () => {
    await createTestOrg(a().app.vms.database.db, "Cluster Cmd Co", [{ email: "admin@cmd.test", role: "orgAdmin" }]);
    admin = (await signIn(apiA, "cmd.test", ["admin"])).admin;
    const siteId = await stepsA.addSite(admin, "Yard");
    // The devices connect to B only (their reconnections too); the console talks to A only.
    for (const descriptor of [ipc, nvr]) {
      const device = new SimulatedDevice(descriptor, { serverUrl: b().baseUrl, rebootMs: 100, upgradeStepMs: 40, reconnect: { minMs: 50, maxMs: 100 } });
      devices.push(device);
      await device.start();
    }
    await waitFor(() => a().app.vms.cluster.isOnline(ipc.sn) && a().app.vms.cluster.isOnline(nvr.sn), "A learns that B holds the devices");
    expect(a().app.vms.gateway.isOnline(ipc.sn)).toBe(false);
    for (const d of [ipc, nvr]) await stepsA.ok("/device/bind", { sn: d.sn, securityCode: d.securityCode, siteId, name: d.name }, admin);
    console = await openPushClient(a().baseUrl);
    expect(await console.auth(admin.token)).toMatchObject({ code: 200 });
  });
  afterAll(async () => {
    console?.close();
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("a reboot asked on A for a device on B succeeds when the device is back on B", async () => {
    expect((await apiA.call("/dev-cmd/execute", { sn: ipc.sn, cmd: "reboot" }, admin)).code).toBe(200);
    expect(await ended(ipc.sn, "reboot")).toMatchObject({ state: "success" });
    expect(b().app.vms.gateway.isOnline(ipc.sn)).toBe(true);
  });

  it("an upgrade asked on A runs on B and its progress reaches the console socket on A", async () => {
    const latest = latestFirmware(ipc.model)!.version;
    const pushes = taskPushes(ipc.sn, "upgrade");
    expect((await apiA.call("/dev-cmd/execute", { sn: ipc.sn, cmd: "upgrade" }, admin)).code).toBe(200);
    const seen = await pushes;
    const between = seen.filter((t) => t.state === "running" && t.progress > 0 && t.progress < 100);
    expect(between.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toMatchObject({ cmd: "upgrade", state: "success", progress: 100 });
    expect((await apiA.call("/device/detail", { sn: ipc.sn }, admin)).data).toMatchObject({ version: latest, status: 1 });
  });

  it("a log upload, a configuration change and a recording search asked on A reach the recorder on B", async () => {
    expect((await apiA.call("/dev-cmd/execute", { sn: nvr.sn, cmd: "logUpload" }, admin)).code).toBe(200);
    expect(await ended(nvr.sn, "logUpload")).toMatchObject({ state: "success" });
    expect((await stepsA.ok<{ total: number }>("/device-logs/list", { sn: nvr.sn }, admin)).total).toBe(1);
    await stepsA.ok("/config/device/set", { sn: nvr.sn, config: { section: "timeZone", value: { timeZone: "GMT+05:45", dst: false } } }, admin);
    expect(await stepsA.ok("/config/device/get", { sn: nvr.sn, section: "timeZone" }, admin)).toMatchObject({ value: { timeZone: "GMT+05:45" } });
    const now = Math.floor(Date.now() / 1000);
    const days = await stepsA.ok<{ days: string[] }>("/device/rec-date/list", { sn: nvr.sn, chlIndex: 1, startTime: now - 3 * 86_400, endTime: now }, admin);
    expect(days.days.length).toBeGreaterThanOrEqual(3);
  });

  it("a command for a device whose holder does not answer fails with 7062 after the acknowledgement time", async () => {
    const { db } = a().app.vms.database;
    const offline = nextDeviceStatus(console, nvr.sn, 2);
    await devices[1]!.stop();
    // B's device sync tells the console on A; B's presence tells A's gateway.
    await offline;
    await waitFor(() => !a().app.vms.cluster.isOnline(nvr.sn), "A hears that B lost the recorder");
    // Then the registry says an instance that answers nothing holds it: one without a heartbeat row
    // (an older version during a rolling upgrade) counts as alive, so only the acknowledgement time tells.
    await db.execute(sql`update device_registry set online = true, instance_id = 'inst-gone' where sn = ${nvr.sn}`);
    const started = Date.now();
    const failure = await a().app.vms.cluster.command(nvr.sn, "reboot", {}).catch((err: unknown) => err);
    expect(isAppError(failure) && failure.code).toBe(Code.DEVICE_OFFLINE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
  });
});
