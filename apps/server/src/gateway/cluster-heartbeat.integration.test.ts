import { Code, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isAppError } from "../core/app-error.js";
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

const HEARTBEAT_MS = 200;
const DEADLINE_MS = 1_000;

// Issue 32 / decision 0039: instance B dies (its heartbeat stops) holding a camera that does not
// come back; instance A, whose console watches the camera, notices within the deadline.
describePostgres("a dead instance's devices", () => {
  const cluster = useCluster(2, {}, { heartbeatMs: HEARTBEAT_MS, heartbeatDeadlineMs: DEADLINE_MS });
  const a = () => cluster()[0]!;
  const b = () => cluster()[1]!;
  const apiA = testApi(() => a().baseUrl);
  const stepsA = siteSteps(apiA);
  const camera = generateFleet({ count: 3, seed: "cluster-heartbeat" }).find((d) => d.devType === 1)!;
  let device: SimulatedDevice;
  let admin: LoginResult;
  let console: PushTestClient;

  beforeAll(async () => {
    await createTestOrg(a().app.vms.database.db, "Heartbeat Co", [{ email: "admin@heartbeat.test", role: "orgAdmin" }]);
    admin = (await signIn(apiA, "heartbeat.test", ["admin"])).admin;
    const siteId = await stepsA.addSite(admin, "Yard");
    device = new SimulatedDevice(camera, { serverUrl: b().baseUrl, reconnect: { minMs: 50, maxMs: 100 } });
    await device.start();
    await waitFor(() => a().app.vms.cluster.isOnline(camera.sn), "A learns that B holds the camera");
    await stepsA.ok("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId, name: camera.name }, admin);
    console = await openPushClient(a().baseUrl);
    expect(await console.auth(admin.token)).toMatchObject({ code: 200 });
  });
  afterAll(async () => {
    console?.close();
    await device?.stop();
  });

  it("A marks the camera offline within the deadline, its console hears it, and a command answers 7062 at once", async () => {
    expect((await stepsA.ok<{ status: number }>("/device/detail", { sn: camera.sn }, admin)).status).toBe(1);
    const offline = nextDeviceStatus(console, camera.sn, 2);
    // B is killed: it stops beating and never marks anything offline. (In this process its socket
    // to the camera stays open, so the camera does not reconnect elsewhere either.)
    b().app.vms.heartbeat!.stop();
    const killedAt = Date.now();
    await offline;
    const noticedAfter = Date.now() - killedAt;
    // Not before B's last beat expired, and within the deadline plus one beat (and a busy machine's slack).
    expect(noticedAfter).toBeGreaterThanOrEqual(DEADLINE_MS - HEARTBEAT_MS);
    expect(noticedAfter).toBeLessThan(DEADLINE_MS + HEARTBEAT_MS + 2_000);
    expect((await stepsA.ok<{ status: number }>("/device/detail", { sn: camera.sn }, admin)).status).toBe(2);
    expect(a().app.vms.cluster.isOnline(camera.sn)).toBe(false);
    expect(await a().app.vms.cluster.holder(camera.sn)).toBeNull();

    const started = Date.now();
    const failure = await a().app.vms.cluster.command(camera.sn, "reboot", {}).catch((err: unknown) => err);
    expect(isAppError(failure) && failure.code).toBe(Code.DEVICE_OFFLINE);
    // Without the heartbeat this waited for B's acknowledgement (3 s) over the bus.
    expect(Date.now() - started).toBeLessThan(500);
  });
});
