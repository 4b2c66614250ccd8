import { Code, type LicenceChannelList, type LicenceQuery, type LoginResult, type TreeSite } from "@vms/api-client";
import { generateFleet, SimulatedDevice, type SimDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { buyTestLicence } from "../../test-support/licences.js";
import { openLiveClient } from "../../test-support/live-client.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

/** Single-camera devices whose camera is online and enabled (so a licensed one really plays). */
function liveCameras(count: number, seed: string): SimDevice[] {
  const picked = generateFleet({ count: count * 6, seed }).filter((d) => d.status === 1 && d.channels.length === 1 && d.channels[0]!.status === 1 && d.channels[0]!.enabled);
  if (picked.length < count) throw new Error(`only ${picked.length} live cameras in the fleet`);
  return picked.slice(0, count);
}

// Issue 27, spec §1 (licences per camera, 4 free), §4 (licence directive), §8 (33014): the server
// refuses every licensed action on a camera beyond the free plus licensed count, and a purchase
// makes it usable.
describeOnEngines("licences per channel", (engine) => {
  const server = useServer(engine, { liveLimits: { handshakeTimeoutMs: 5_000 } });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const cameras = liveCameras(10, `licence-channels-${engine}`);
  const devices: SimulatedDevice[] = [];
  let admin: LoginResult;
  const tenth = () => cameras[9]!;
  const token = (sn: string, session = admin) => api.call<{ path: string }>("/device/access-token/get", { sn, chlIndex: 1, stream: "sub" }, session);
  const licensedFlags = async () => {
    const { list } = await steps.ok<{ list: TreeSite[] }>("/merchant-site-chl/list", {}, admin);
    return new Map(list.flatMap((s) => s.devices).map((d) => [d.sn, d.channels[0]!.licensed]));
  };

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Ten Cams", [{ email: "admin@ten.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "ten.test", ["admin"])).admin;
    const siteId = await steps.addSite(admin, "Yard");
    for (const d of cameras) {
      const device = new SimulatedDevice(d, { serverUrl: server().baseUrl });
      devices.push(device);
      await device.start();
      await steps.ok("/device/bind", { sn: d.sn, securityCode: d.securityCode, siteId, name: d.name }, admin);
    }
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("§1 §4: with 4 free channels only the first 4 cameras in bind order are usable; the list says what is licensed", async () => {
    const flags = await licensedFlags();
    expect(cameras.map((c) => flags.get(c.sn))).toEqual([true, true, true, true, false, false, false, false, false, false]);
    const query = await steps.ok<LicenceQuery>("/license-inst/query", {}, admin);
    expect({ used: query.usedChlNum, licensed: query.licensedChlNum }).toEqual({ used: 10, licensed: 4 });
    expect((await token(cameras[4]!.sn)).code).toBe(Code.NOT_LICENSED);
  });

  it("§1 §4 §8: a 10th camera beyond 4 free and 5 licensed is refused live, in playback, downloads and archives with 33014; after buying more it plays", async () => {
    await buyTestLicence(api, server().app, admin, 5);
    const query = await steps.ok<LicenceQuery>("/license-inst/query", {}, admin);
    // "Licensed cameras" is what is licensed, whatever is in use.
    expect(query.licensedChlNum).toBe(9);
    expect((await licensedFlags()).get(tenth().sn)).toBe(false);
    expect((await token(cameras[8]!.sn)).code).toBe(Code.OK);

    const refused = await token(tenth().sn);
    expect(refused.code, refused.text).toBe(Code.NOT_LICENSED);
    const batch = await steps.ok<{ list: Array<{ sn: string; code: number }> }>("/device/access-token/batch", { list: cameras.slice(8).map((c) => ({ sn: c.sn, chlIndex: 1, stream: "sub" })) }, admin);
    expect(batch.list.map((a) => a.code)).toEqual([Code.OK, Code.NOT_LICENSED]);
    const now = Math.floor(Date.now() / 1000);
    const range = { sn: tenth().sn, chlIndex: 1, startTime: now - 600, endTime: now - 300 };
    expect((await api.call("/device/playback-token/get", { ...range, source: "local" }, admin)).code).toBe(Code.NOT_LICENSED);
    expect((await api.call("/download-task/create", { ...range, source: "device" }, admin)).code).toBe(Code.NOT_LICENSED);
    expect((await api.call("/archives/create", { ...range, title: "Gate", source: "local" }, admin)).code).toBe(Code.NOT_LICENSED);

    await buyTestLicence(api, server().app, admin, 6);
    expect((await licensedFlags()).get(tenth().sn)).toBe(true);
    const ticket = await token(tenth().sn);
    expect(ticket.code, ticket.text).toBe(Code.OK);
    const client = await openLiveClient(server().baseUrl, ticket.data.path);
    client.requestMse();
    expect((await client.waitForBinaries(2, 15_000)).length).toBe(2);
    await client.close();
  });

  it("§4: /ws-live asks the licence again: a ticket taken before the camera lost its place opens nothing", async () => {
    const ticket = await token(tenth().sn);
    expect(ticket.code).toBe(Code.OK);
    const list = await steps.ok<LicenceChannelList>("/license-chl/list", {}, admin);
    expect(list.list.map((c) => c.licence)).toEqual([...Array(4).fill("free"), ...Array(6).fill("licensed")]);
    // An 11th camera, put first in the licence order, pushes the 10th beyond the 4 free + 6 licensed.
    const extra = liveCameras(11, `licence-extra-${engine}`)[10]!;
    const device = new SimulatedDevice(extra, { serverUrl: server().baseUrl });
    devices.push(device);
    await device.start();
    const siteId = (await steps.ok<{ list: TreeSite[] }>("/merchant-site-chl/list", {}, admin)).list[0]!.siteId;
    await steps.ok("/device/bind", { sn: extra.sn, securityCode: extra.securityCode, siteId, name: extra.name }, admin);
    await steps.ok("/license-chl/move", { sn: extra.sn, chlIndex: 1, position: 1 }, admin);
    const client = await openLiveClient(server().baseUrl, ticket.data.path);
    client.requestMse();
    expect(await client.firstText()).toMatchObject({ type: "error", code: Code.NOT_LICENSED });
    await client.closed;
  });
});
