import { Code, type LoginResult, type StreamTicketBatch } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { openLiveClient } from "../../test-support/live-client.js";
import { buyTestLicence } from "../../test-support/licences.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { useServer } from "../../test-support/test-server.js";

// `/device/access-token/batch`: the tickets of a whole layout in one call (issue 11: 16 windows
// should all play within about a second; one call replaces a redirect and a ticket per window).
describe("live ticket batch [PGlite]", () => {
  const server = useServer("pglite", {}, { maxLiveStreamsPerOrg: 4 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const [nvr, other] = generateFleet({ count: 2, seed: "live-batch" }) as [ReturnType<typeof generateFleet>[0] & object, ReturnType<typeof generateFleet>[0] & object];
  const devices: SimulatedDevice[] = [];
  let alpha: Record<"admin" | "viewer", LoginResult>;
  let beta: LoginResult;
  const batch = (session: LoginResult, list: Array<{ sn: string; chlIndex: number; stream?: "main" | "sub" }>) =>
    api.call<StreamTicketBatch>("/device/access-token/batch", { list }, session);

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const orgA = await createTestOrg(db, "Alpha Batch", [
      { email: "admin@batch-a.test", role: "orgAdmin" },
      { email: "viewer@batch-a.test", role: "liveOnlyViewer" },
    ]);
    await createTestOrg(db, "Beta Batch", [{ email: "admin@batch-b.test", role: "orgAdmin" }]);
    alpha = await signIn(api, "batch-a.test", ["admin", "viewer"]);
    // More cameras than the free channels are watched (issue 27): the organization buys a licence.
    await buyTestLicence(api, server().app, alpha.admin);
    beta = (await signIn(api, "batch-b.test", ["admin"])).admin;
    const granted = await steps.addSite(alpha.admin, "Granted");
    const ungranted = await steps.addSite(alpha.admin, "Not granted");
    for (const [descriptor, siteId] of [[nvr, granted], [other, ungranted]] as const) {
      const device = new SimulatedDevice(descriptor, { serverUrl: server().baseUrl });
      devices.push(device);
      await device.start();
      await steps.ok("/device/bind", { sn: descriptor.sn, securityCode: descriptor.securityCode, siteId, name: descriptor.name }, alpha.admin);
    }
    await steps.grant(alpha.admin, orgA.userIds["viewer@batch-a.test"]!, [{ siteId: granted, role: "LIVE_ONLY_VIEWER" }]);
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("§7: one call answers a ticket and the serving instance per stream, in order; the ticket opens a socket", async () => {
    const online = nvr.channels.filter((c) => c.status === 1 && c.enabled).slice(0, 2);
    const answer = await batch(alpha.viewer, online.map((c) => ({ sn: nvr.sn, chlIndex: c.chlIndex, stream: "sub" })));
    expect(answer.code, answer.text).toBe(200);
    expect(answer.data.list).toEqual(online.map((c) => expect.objectContaining({ sn: nvr.sn, chlIndex: c.chlIndex, stream: "sub", code: 200, wsBase: "", path: expect.stringMatching(/^\/ws-live\?ticket=/) })));
    const opened = Date.now();
    const client = await openLiveClient(server().baseUrl, answer.data.list[0]!.path!);
    client.requestMse();
    expect((await client.waitForBinaries(2)).length).toBe(2);
    // The relay passes the device's capture clock on: the first fragment (media time 0) was captured
    // moments ago, which is what the live latency bench compares with the page's presentation time.
    // Frames may outrun the device's answer to the start; the clock then comes a frame or two later.
    await client.waitForBinaries(6);
    const clock = client.texts.find((t) => t.type === "clock") as { wallMs: number; mediaTime: number } | undefined;
    expect(clock?.mediaTime).toBeGreaterThanOrEqual(0);
    expect(Math.abs(clock!.wallMs - clock!.mediaTime * 1000 - opened)).toBeLessThan(5_000);
    await client.close();
  });

  it("§8 IDOR: another organization's device, an ungranted site's device and an unknown channel are refused item by item", async () => {
    const chl = nvr.channels.find((c) => c.status === 1 && c.enabled)!.chlIndex;
    const mixed = await batch(alpha.viewer, [{ sn: nvr.sn, chlIndex: chl }, { sn: other.sn, chlIndex: 1 }, { sn: nvr.sn, chlIndex: 250 }]);
    expect(mixed.data.list.map((a) => a.code)).toEqual([200, Code.NO_DEVICE_PERMISSION, Code.NO_CHANNEL_PERMISSION]);
    expect(mixed.data.list[1]).not.toHaveProperty("ticket");
    const foreign = await batch(beta, [{ sn: nvr.sn, chlIndex: chl }]);
    expect(foreign.data.list).toEqual([expect.objectContaining({ code: Code.NO_DEVICE_PERMISSION })]);
    expect(foreign.data.list[0]).not.toHaveProperty("ticket");
  });

  it("§8: an empty list or more than 16 streams is a catalogue error, not a 500", async () => {
    expect((await batch(alpha.admin, [])).code).toBe(Code.INVALID_DATA);
    expect((await batch(alpha.admin, Array.from({ length: 17 }, () => ({ sn: nvr.sn, chlIndex: 1 })))).code).toBe(Code.INVALID_DATA);
  });
});
