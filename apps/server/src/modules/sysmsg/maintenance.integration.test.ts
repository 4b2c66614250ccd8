import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Code } from "@vms/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { announceMaintenance } from "../../cli/announce-maintenance.js";
import { createAdmin } from "../../cli/create-admin.js";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { describeOnEngines, testConfig, useServer } from "../../test-support/test-server.js";
import { createMaintenanceRepository } from "./maintenance-repository.js";

const HOUR = 3_600_000;
type Latest = { notice: { id: string; startTime: number; endTime: number; messages: Record<string, string> } | null };

describeOnEngines("maintenance notice", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);

  it("§7 /sysmsg/maintenance/latest: null without a notice, then the newest window not yet ended, in both languages; ended ones are gone", async () => {
    await createTestOrg(server().app.vms.database.db, "Maintenance Co", [{ email: "user@maintenance.test", role: "ordinaryUser" }]);
    const session = await api.login("user@maintenance.test", TEST_PASSWORD);
    expect((await api.call<Latest>("/sysmsg/maintenance/latest", {}, session)).data).toEqual({ notice: null });

    const notices = createMaintenanceRepository(server().app.vms.database.db);
    const now = Date.now();
    await notices.insert({ startsAt: new Date(now - 3 * HOUR), endsAt: new Date(now - HOUR), messageEn: "Ended", messageZh: "已结束" });
    expect((await api.call<Latest>("/sysmsg/maintenance/latest", {}, session)).data.notice).toBeNull();
    await notices.insert({ startsAt: new Date(now + HOUR), endsAt: new Date(now + 2 * HOUR), messageEn: "First", messageZh: "第一次" });
    const id = await notices.insert({ startsAt: new Date(now + 2 * HOUR), endsAt: new Date(now + 3 * HOUR), messageEn: "Upgrade", messageZh: "升级" });
    const latest = await api.call<Latest>("/sysmsg/maintenance/latest", {}, session);
    expect(latest.data.notice).toEqual({ id, startTime: now + 2 * HOUR, endTime: now + 3 * HOUR, messages: { "en-US": "Upgrade", "zh-CN": "升级" } });
  });

  it("§7: only a signed-in console reads it", async () => {
    expect((await api.call("/sysmsg/maintenance/latest", {})).code).toBe(Code.TOKEN_MISSING);
  });
});

describe("announce-maintenance CLI", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "vms-announce-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("§7: stores the window the operator announces, which a signed-in user then reads; refuses bad input", async () => {
    const env = { VMS_DATA_DIR: "data" };
    const now = Date.UTC(2026, 10, 24, 12);
    await expect(announceMaintenance(["--start", "2026-12-01T02:00Z"], env, dir, now)).rejects.toThrow(/usage/);
    await expect(announceMaintenance(["--start", "2026-12-01T02:00", "--end", "2026-12-01T04:00Z", "--message-en", "a", "--message-zh", "b"], env, dir, now)).rejects.toThrow(/time zone/);
    await expect(announceMaintenance(["--start", "2026-12-01T04:00Z", "--end", "2026-12-01T02:00Z", "--message-en", "a", "--message-zh", "b"], env, dir, now)).rejects.toThrow(/after --start/);
    await expect(announceMaintenance(["--start", "2026-11-01T02:00Z", "--end", "2026-11-01T04:00Z", "--message-en", "a", "--message-zh", "b"], env, dir, now)).rejects.toThrow(/past/);
    const start = new Date(Date.now() + HOUR).toISOString();
    const end = new Date(Date.now() + 2 * HOUR).toISOString();
    const announced = await announceMaintenance(["--", "--start", start, "--end", end, "--message-en", "Database upgrade", "--message-zh", "数据库升级"], env, dir);
    await createAdmin(["--email", "ops@announce.test", "--password", "Ops-Pass-1", "--org", "Ops Co"], env, dir);

    const app = await buildApp(testConfig({ dataDir: path.join(dir, "data") }));
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      const api = testApi(() => (typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : ""));
      const session = await api.login("ops@announce.test", "Ops-Pass-1");
      const latest = await api.call<Latest>("/sysmsg/maintenance/latest", {}, session);
      expect(latest.data.notice).toEqual({ id: announced.id, startTime: Date.parse(start), endTime: Date.parse(end), messages: { "en-US": "Database upgrade", "zh-CN": "数据库升级" } });
    } finally {
      await app.close();
    }
    // Three PGlite opens with migrations: slow on a busy machine.
  }, 180_000);
});
