import { Code, type DeviceTask, type HelloFrame, type LoginResult } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway, helloFrame } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { latestFirmware } from "./firmware-catalogue.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Check = { online: boolean; supported: boolean; latestVersion: string; upgradable: boolean; task: DeviceTask | null };

// Device operations (spec §4: success, timeout or failure; decision 0003 "Tasks") with short timeouts,
// yet long enough that a busy machine does not turn a success into a timeout.
describeOnEngines("device tasks", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, {
    deviceGateway: fake.gateway,
    deviceTasks: { commandTimeoutMs: 300, rebootTimeoutMs: 2_000, upgradeTimeoutMs: 10_000, logUploadTimeoutMs: 1_000, progressWriteMs: 0 },
  });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let s: Record<"admin" | "viewer", LoginResult>;
  const latest = latestFirmware("IPC-B4F-IR")!.version;

  /** The device drops and says hello again `afterMs` later (a restart), with `changes`. */
  const restart = (hello: HelloFrame, afterMs: number, changes: Partial<HelloFrame> = {}) =>
    void later(afterMs).then(async () => {
      await fake.drop(hello.sn);
      await later(afterMs);
      await fake.connect({ ...hello, ...changes });
    });
  const execute = (sn: string, cmd: string, session = s.admin) => api.call<{ task: DeviceTask }>("/dev-cmd/execute", { sn, cmd }, session);
  /** Polls /dev-cmd/check until the latest task of `cmd` has ended. */
  async function ended(sn: string, cmd: string): Promise<DeviceTask> {
    for (let i = 0; i < 200; i++) {
      const check = await steps.ok<Check>("/dev-cmd/check", { sn, cmd }, s.admin);
      if (check.task && check.task.state !== "running") return check.task;
      await later(25);
    }
    throw new Error(`${cmd} of ${sn} still running`);
  }

  beforeAll(async () => {
    const org = await createTestOrg(server().app.vms.database.db, "Task Co", [
      { email: "admin@task.test", role: "orgAdmin" },
      { email: "viewer@task.test", role: "siteOperator" },
    ]);
    s = await signIn(api, "task.test", ["admin", "viewer"]);
    const siteId = await steps.addSite(s.admin, "Plant");
    await steps.grant(s.admin, org.userIds["viewer@task.test"]!, [{ siteId, role: "SITE_VIEWER" }]);
    for (const sn of ["TASK-REBOOT", "TASK-UP", "TASK-FAIL", "TASK-SLOW", "TASK-LOG"]) await steps.bind(s.admin, siteId, { sn });
    await steps.bind(s.admin, siteId, { sn: "TASK-LATEST", version: latest });
  });

  it("§4: a reboot succeeds when the device says hello again", async () => {
    const hello = helloFrame({ sn: "TASK-REBOOT" });
    fake.setHandler(hello.sn, (name) => {
      if (name === "reboot") restart(hello, 30);
      return { code: 200, data: {} };
    });
    const started = await execute(hello.sn, "reboot");
    expect(started.code).toBe(200);
    expect(started.data.task).toMatchObject({ sn: hello.sn, cmd: "reboot", state: "running", endTime: null });
    expect(await ended(hello.sn, "reboot")).toMatchObject({ taskId: started.data.task.taskId, state: "success", code: null });
    expect((await api.call("/dev-cmd/execute", { sn: hello.sn, cmd: "reboot" }, s.viewer)).code).toBe(Code.NO_PERMISSION);
  });

  it("§4: an upgrade reports progress and succeeds when the device comes back with the latest version", async () => {
    const hello = helloFrame({ sn: "TASK-UP" });
    const before = await steps.ok<Check>("/dev-cmd/check", { sn: hello.sn, cmd: "upgrade" }, s.viewer);
    expect(before).toMatchObject({ online: true, supported: true, latestVersion: latest, upgradable: true, task: null });
    const progress: number[] = [];
    fake.setHandler(hello.sn, async (name, params, options) => {
      if (name !== "upgrade") return { code: 200, data: {} };
      expect(params).toEqual({ version: latest, url: expect.stringContaining(latest) });
      for (const percent of [0, 40, 80, 100]) {
        options.onProgress?.(percent);
        await later(30);
        const check = await steps.ok<Check>("/dev-cmd/check", { sn: hello.sn, cmd: "upgrade" }, s.admin);
        progress.push(check.task?.progress ?? -1);
      }
      restart(hello, 30, { version: String(params["version"]) });
      return { code: 200, data: {} };
    });
    expect((await execute(hello.sn, "upgrade")).code).toBe(200);
    expect(await ended(hello.sn, "upgrade")).toMatchObject({ state: "success", progress: 100, code: null });
    expect(progress).toEqual([0, 40, 80, 100]);
    expect((await api.call("/device/detail", { sn: hello.sn }, s.admin)).data).toMatchObject({ version: latest, status: 1 });
    expect(await steps.ok<Check>("/dev-cmd/check", { sn: hello.sn, cmd: "upgrade" }, s.admin)).toMatchObject({ upgradable: false });
    expect((await execute(hello.sn, "upgrade")).code).toBe(Code.INVALID_DATA);
    expect((await execute("TASK-LATEST", "upgrade")).code).toBe(Code.INVALID_DATA);
  });

  it("§4: a device error fails the upgrade with its code", async () => {
    fake.setHandler("TASK-FAIL", (name) => ({ code: name === "upgrade" ? Code.FIRMWARE_TOO_OLD : 200, data: {} }));
    expect((await execute("TASK-FAIL", "upgrade")).code).toBe(200);
    expect(await ended("TASK-FAIL", "upgrade")).toMatchObject({ state: "failure", code: Code.FIRMWARE_TOO_OLD });
  });

  it("§4/§8 7064: a reboot that never comes back times out; meanwhile the device is busy", async () => {
    fake.setHandler("TASK-SLOW", () => ({ code: 200, data: {} }));
    expect((await execute("TASK-SLOW", "reboot")).code).toBe(200);
    expect((await execute("TASK-SLOW", "logUpload")).code).toBe(Code.DEVICE_BUSY);
    expect(await ended("TASK-SLOW", "reboot")).toMatchObject({ state: "timeout", code: Code.DEVICE_TIMEOUT });
    await fake.drop("TASK-SLOW");
    expect((await execute("TASK-SLOW", "reboot")).code).toBe(Code.DEVICE_OFFLINE);
  });

  it("§2: a log upload is stored and listed; the text downloads", async () => {
    fake.setHandler("TASK-LOG", (name) => (name === "logUpload" ? { code: 200, data: { fileName: "system.log", content: "boot ok\nlink up\n" } } : { code: 200, data: {} }));
    expect((await execute("TASK-LOG", "logUpload")).code).toBe(200);
    expect(await ended("TASK-LOG", "logUpload")).toMatchObject({ state: "success" });
    const logs = await steps.ok<{ total: number; list: Array<{ logId: string; fileName: string; size: number }> }>("/device-logs/list", { sn: "TASK-LOG" }, s.viewer);
    expect(logs).toMatchObject({ total: 1, list: [{ fileName: "system.log", size: 16 }] });
    const file = await steps.ok("/device-logs/download", { logId: logs.list[0]!.logId }, s.viewer);
    expect(file).toEqual({ fileName: "system.log", content: "boot ok\nlink up\n" });
    expect((await api.call("/device-logs/download", { logId: "00000000-0000-4000-8000-000000000000" }, s.viewer)).code).toBe(Code.NO_DEVICE_PERMISSION);
    fake.setHandler("TASK-LOG", async () => {
      await later(3_000);
      return { code: 200, data: {} };
    });
    expect((await execute("TASK-LOG", "logUpload")).code).toBe(200);
    expect(await ended("TASK-LOG", "logUpload")).toMatchObject({ state: "timeout", code: Code.DEVICE_TIMEOUT });
  });
});
