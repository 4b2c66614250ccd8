import { Code, type DownloadTask, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describePostgres, useServer } from "../../test-support/test-server.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue 32 / decision 0039: a download job for a device whose holder died hands itself on
// (JobElsewhere) only while that holder's heartbeat lasts; then it fails 7062 instead of bouncing.
describePostgres("a download for a device held by a dead instance", () => {
  const OFFLINE_WAIT_MS = 300;
  const server = useServer("postgres", { downloadTuning: { offlineWaitMs: OFFLINE_WAIT_MS } });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const camera = generateFleet({ count: 6, seed: "dead-holder-download" }).find((d) => d.storage.kind !== "none" && d.channels.length > 0)!;
  let admin: LoginResult;

  const task = async (taskId: string) =>
    (await steps.ok<{ list: DownloadTask[] }>("/download-task/list", { pageSize: 100 }, admin)).list.find((t) => t.taskId === taskId);

  beforeAll(async () => {
    const { db } = server().app.vms.database;
    await createTestOrg(db, "Dead Holder Co", [{ email: "admin@dead-holder.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "dead-holder.test", ["admin"])).admin;
    const siteId = await steps.addSite(admin, "Depot");
    const device = new SimulatedDevice(camera, { serverUrl: server().baseUrl });
    await device.start();
    await steps.ok("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId, name: camera.name }, admin);
    await device.stop();
    // The registry then says another instance, "ghost", holds the camera, and ghost is beating.
    await db.execute(sql`insert into instance_heartbeats (instance_id, expires_at) values ('ghost', now() + interval '1 hour')`);
    await db.execute(sql`update device_registry set online = true, instance_id = 'ghost' where sn = ${camera.sn}`);
  });

  it("bounces towards its holder while it lives, and fails 7062 once the holder's heartbeat expired", async () => {
    const now = Math.floor(Date.now() / 1000);
    const { taskId } = await steps.ok<{ taskId: string }>("/download-task/create", { sn: camera.sn, chlIndex: 1, startTime: now - 600, duration: 30 }, admin);
    // A live holder: the job goes to it (nobody takes it here), well past the offline wait.
    await later(OFFLINE_WAIT_MS * 4);
    expect((await task(taskId))?.status).not.toBe("startFailed");
    const { db } = server().app.vms.database;
    await db.execute(sql`update instance_heartbeats set expires_at = now() where instance_id = 'ghost'`);
    const expiredAt = Date.now();
    for (let t = await task(taskId); t?.status !== "startFailed"; t = await task(taskId)) {
      if (Date.now() - expiredAt > 10_000) throw new Error(`still ${t?.status}`);
      await later(50);
    }
    expect((await task(taskId))?.errorCode).toBe(Code.DEVICE_OFFLINE);
  });
});
