import { randomUUID } from "node:crypto";
import { Code, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { liveStreamLeases } from "../../db/schema/index.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { useCluster } from "../../test-support/cluster.js";
import { buyTestLicence } from "../../test-support/licences.js";
import { openLiveClient, type LiveClient } from "../../test-support/live-client.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describePostgres } from "../../test-support/test-server.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !check(); await later(20)) if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
}
type Ticket = { ticket: string; expiresAt: number; path: string };

// Issue 32: VMS_MAX_LIVE_STREAMS_PER_ORG counts the device streams of every instance (leases in PostgreSQL).
describePostgres("live stream limit across instances", () => {
  const cluster = useCluster(2, {}, { maxLiveStreamsPerOrg: 2 });
  const a = () => cluster()[0]!;
  const b = () => cluster()[1]!;
  const api = [testApi(() => a().baseUrl), testApi(() => b().baseUrl)] as const;
  const fleet = generateFleet({ count: 12, seed: "cluster-live" }).filter((d) => d.devType === 2);
  const [nvrA, nvrB] = [fleet[0]!, fleet[1]!];
  const onlineChannels = (d: typeof nvrA) => d.channels.filter((c) => c.status === 1 && c.enabled).map((c) => c.chlIndex);
  const devices: SimulatedDevice[] = [];
  const clients: LiveClient[] = [];
  let admin: LoginResult;
  let orgId = "";

  /** A ticket from the instance holding the device (the one that serves its video). */
  const ticket = (on: 0 | 1, sn: string, chlIndex: number) => api[on].call<Ticket>("/device/access-token/get", { sn, chlIndex, stream: "sub" }, admin);
  async function watch(on: 0 | 1, sn: string, chlIndex: number): Promise<LiveClient> {
    const answer = await ticket(on, sn, chlIndex);
    expect(answer.code, answer.text).toBe(200);
    const client = await openLiveClient(cluster()[on]!.baseUrl, answer.data.path);
    clients.push(client);
    client.requestMse();
    await client.waitForBinaries(2);
    return client;
  }

  beforeAll(async () => {
    expect(fleet.length).toBeGreaterThanOrEqual(2);
    orgId = (await createTestOrg(a().app.vms.database.db, "Cluster Live", [{ email: "admin@cluster-live.test", role: "orgAdmin" }])).orgId;
    admin = (await signIn(api[0], "cluster-live.test", ["admin"])).admin;
    await buyTestLicence(api[0], a().app, admin);
    const siteId = await siteSteps(api[0]).addSite(admin, "Hall");
    for (const [descriptor, on] of [[nvrA, a()], [nvrB, b()]] as const) {
      const device = new SimulatedDevice(descriptor, { serverUrl: on.baseUrl });
      devices.push(device);
      await device.start();
    }
    await waitFor(() => a().app.vms.cluster.isOnline(nvrB.sn), "A learns that B holds the second recorder");
    for (const d of [nvrA, nvrB]) await siteSteps(api[0]).ok("/device/bind", { sn: d.sn, securityCode: d.securityCode, siteId, name: d.name }, admin);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("one stream on A and one on B fill a limit of 2: a third is refused on either; joining a running one is not", async () => {
    const [a1, a2] = onlineChannels(nvrA);
    const [b1, b2] = onlineChannels(nvrB);
    await watch(0, nvrA.sn, a1!);
    const onB = await watch(1, nvrB.sn, b1!);
    expect(a().app.vms.live.stats().streams).toBe(1);
    expect(b().app.vms.live.stats().streams).toBe(1);
    expect((await ticket(0, nvrA.sn, a2!)).code).toBe(Code.LIVE_STREAM_LIMIT);
    expect((await ticket(1, nvrB.sn, b2!)).code).toBe(Code.LIVE_STREAM_LIMIT);
    expect((await ticket(1, nvrB.sn, b1!)).code).toBe(200);

    await onB.close();
    await waitFor(() => b().app.vms.live.stats().streams === 0, "B's stream to stop");
    expect((await ticket(0, nvrA.sn, a2!)).code).toBe(200);
  });

  it("the leases of an instance that stopped renewing them (killed) no longer count", async () => {
    const [, a2, a3] = onlineChannels(nvrA);
    const { db } = a().app.vms.database;
    // A dead instance's row: its heartbeat stopped a minute ago.
    await db.insert(liveStreamLeases).values({ id: randomUUID(), instanceId: "inst-dead", orgId, sn: "DEAD-SN", chlIndex: 1, heartbeatAt: new Date(Date.now() - 60_000) });
    await watch(0, nvrA.sn, a2!);
    expect(a().app.vms.live.stats().streams).toBe(2);
    expect((await ticket(0, nvrA.sn, a3!)).code).toBe(Code.LIVE_STREAM_LIMIT);
  });
});
