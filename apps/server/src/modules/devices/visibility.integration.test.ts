import { Code, type Device, type LoginResult, type ReportedChannel } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const channel = (chlIndex: number, configured = true): ReportedChannel => ({
  chlIndex, number: chlIndex, name: `Cam ${chlIndex}`, configured, online: true, enabled: true, supportFun: [], mainStream: null, subStream: null,
});
type Page<T> = { total: number; list: T[] };
const sns = (page: Page<{ sn: string }>) => page.list.map((d) => d.sn).sort();

// Decision 0003 "Visibility": every device, channel and site query is scoped by organization AND by
// the sites the caller may see.
describeOnEngines("device and channel visibility", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let a: Record<"admin" | "viewer" | "live", LoginResult>;
  let b: LoginResult;
  const site: Record<string, string> = {};

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    const orgA = await createTestOrg(db, "Alpha Co", [
      { email: "admin@alpha.test", role: "orgAdmin" },
      { email: "viewer@alpha.test", role: "siteOperator" },
      { email: "live@alpha.test", role: "liveOnlyViewer" },
    ]);
    await createTestOrg(db, "Beta Co", [{ email: "admin@beta.test", role: "orgAdmin" }]);
    a = await signIn(api, "alpha.test", ["admin", "viewer", "live"]);
    b = (await signIn(api, "beta.test", ["admin"])).admin;
    site.a1 = await steps.addSite(a.admin, "A1");
    site.a1a = await steps.addSite(a.admin, "A1a", site.a1);
    site.a2 = await steps.addSite(a.admin, "A2");
    site.b1 = await steps.addSite(b, "B1");
    await steps.bind(a.admin, site.a1, { sn: "ALPHA-IPC-1", model: "IPC-B4F-IR" }, "Front door");
    await steps.bind(a.admin, site.a1a, { sn: "ALPHA-NVR-2", devType: 2, model: "NVR-04-1H", channels: [channel(1), channel(2), channel(3), channel(4, false)], storage: { kind: "disks", disks: [{ index: 1, status: "normal", health: "good", capacityMB: 1000, freeMB: 400 }, { index: 2, status: "full", health: "good", capacityMB: 1000, freeMB: 0 }] } });
    await steps.bind(a.admin, site.a2, { sn: "ALPHA-IPC-3" });
    await steps.bind(a.admin, site.a1, { sn: "ALPHA-VS-4", devType: 13, model: "VS-4K-D", channels: [], storage: { kind: "none" }, outputs: [{ index: 1, resolution: "1920x1080" }, { index: 2, resolution: "1920x1080" }] });
    await steps.bind(b, site.b1, { sn: "BETA-IPC-1" });
    await steps.grant(a.admin, orgA.userIds["viewer@alpha.test"]!, [{ siteId: site.a1, role: "SITE_VIEWER" }]);
  });

  it("§6: a user sees only the devices of the sites granted to them (and their sub-sites)", async () => {
    expect(sns(await steps.ok<Page<Device>>("/device/page", {}, a.admin))).toEqual(["ALPHA-IPC-1", "ALPHA-IPC-3", "ALPHA-NVR-2", "ALPHA-VS-4"]);
    const mine = await steps.ok<Page<Device>>("/device/page", { pageSize: 50 }, a.viewer);
    expect(sns(mine)).toEqual(["ALPHA-IPC-1", "ALPHA-NVR-2", "ALPHA-VS-4"]);
    expect(mine.total).toBe(3);
    expect(mine.list.find((d) => d.sn === "ALPHA-NVR-2")).toMatchObject({
      siteId: site.a1a, siteName: "A1a", devType: 2, status: 1, chlCount: 4, onlineChlCount: 4, storage: { kind: "disks", status: "full", capacityMB: 2000, freeMB: 400 },
    });
    // Live-only viewers hold no vms_device_qry (the asset page); their cameras come from /camera/list.
    expect((await api.call("/device/page", {}, a.live)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/device/page", { siteId: site.a2 }, a.viewer)).code).toBe(Code.NO_SITE_PERMISSION);
    expect((await api.call("/device/detail", { sn: "ALPHA-IPC-3" }, a.viewer)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await api.call("/device/info/get", { sn: "ALPHA-IPC-3" }, a.viewer)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await api.call("/channel/list/detail", { sn: "ALPHA-IPC-3" }, a.viewer)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await api.call("/site/device/chl", { siteId: site.a2 }, a.viewer)).code).toBe(Code.NO_SITE_PERMISSION);
    const detail = await steps.ok<Record<string, unknown>>("/device/detail", { sn: "ALPHA-IPC-1" }, a.viewer);
    expect(detail).toMatchObject({ name: "Front door", mac: "00:11:22:33:44:55", ip: "10.0.0.7", outputs: [], storageDetail: { kind: "sdCard" } });
  });

  it("§7: /device/page filters by site (with or without sub-sites), type, status and name or SN, and pages", async () => {
    const page = (data: object) => steps.ok<Page<Device>>("/device/page", data, a.viewer);
    expect(sns(await page({ siteId: site.a1 }))).toEqual(["ALPHA-IPC-1", "ALPHA-NVR-2", "ALPHA-VS-4"]);
    expect(sns(await page({ siteId: site.a1, includeSubSites: false }))).toEqual(["ALPHA-IPC-1", "ALPHA-VS-4"]);
    expect(sns(await page({ devTypes: [2, 13] }))).toEqual(["ALPHA-NVR-2", "ALPHA-VS-4"]);
    expect(sns(await page({ keyword: "front" }))).toEqual(["ALPHA-IPC-1"]);
    expect(sns(await page({ keyword: "nvr-2" }))).toEqual(["ALPHA-NVR-2"]);
    expect(sns(await page({ keyword: "%" }))).toEqual([]);
    await fake.drop("ALPHA-IPC-1");
    expect(sns(await page({ status: 2 }))).toEqual(["ALPHA-IPC-1"]);
    expect((await page({ status: 2 })).list[0]).toMatchObject({ status: 2, onlineChlCount: 0 });
    const first = await page({ pageSize: 10, pageNum: 1 });
    expect(first.list.map((d) => d.deviceId)).toEqual([...first.list.map((d) => d.deviceId)].sort((x, y) => x - y));
    expect(await page({ pageNum: 2 })).toEqual({ total: 3, list: [] });
    expect((await api.call("/device/page", { pageSize: 25 }, a.viewer)).code).toBe(Code.INVALID_DATA);
  });

  it("§6: channel lists, cameras and the site lists hold only visible channels", async () => {
    type Chl = { sn: string; chlIndex: number; siteName: string };
    const page = await steps.ok<Page<Chl>>("/channel/page", { pageSize: 100 }, a.viewer);
    expect(page.total).toBe(5);
    expect(new Set(page.list.map((c) => c.sn))).toEqual(new Set(["ALPHA-IPC-1", "ALPHA-NVR-2"]));
    expect((await steps.ok<Page<Chl>>("/channel/page", { pageSize: 100 }, a.admin)).total).toBe(6);
    expect((await steps.ok<Page<Chl>>("/channel/page", { keyword: "front" }, a.viewer)).list.map((c) => c.sn)).toEqual(["ALPHA-IPC-1"]);
    const cameras = await steps.ok<{ list: Chl[] }>("/camera/list", {}, a.viewer);
    expect(cameras.list.map((c) => `${c.sn}/${c.chlIndex}`)).toEqual(["ALPHA-IPC-1/1", "ALPHA-NVR-2/1", "ALPHA-NVR-2/2", "ALPHA-NVR-2/3"]);
    expect((await api.call("/camera/list", { siteIds: [site.a2] }, a.viewer)).code).toBe(Code.NO_SITE_PERMISSION);
    expect((await steps.ok<{ list: Chl[] }>("/camera/list", { siteIds: [site.a1a] }, a.viewer)).list).toHaveLength(3);
    expect((await steps.ok<{ list: Chl[] }>("/site/channel-list", { siteId: site.a1 }, a.viewer)).list).toHaveLength(5);
    expect((await steps.ok<{ list: Chl[] }>("/site/channel-list", { siteId: site.a1, includeSubSites: false }, a.viewer)).list).toHaveLength(1);
    expect((await api.call("/site/channel-list", { siteId: site.a2 }, a.viewer)).code).toBe(Code.NO_SITE_PERMISSION);
    const devices = await steps.ok<{ list: Array<{ sn: string; channels: Chl[] }> }>("/site/device/chl", { siteId: site.a1 }, a.viewer);
    expect(devices.list.map((d) => [d.sn, d.channels.length])).toEqual([["ALPHA-IPC-1", 1], ["ALPHA-VS-4", 0]]);
    const stations = await steps.ok<{ list: Array<{ sn: string; outputs: unknown[] }> }>("/vs-device/list", {}, a.viewer);
    expect(stations.list).toEqual([expect.objectContaining({ sn: "ALPHA-VS-4", outputs: [{ index: 1, resolution: "1920x1080" }, { index: 2, resolution: "1920x1080" }] })]);
    expect(await steps.ok("/camera/list", {}, a.live)).toEqual({ list: [] });
  });

  it("§6: organization A never sees organization B's sites, devices or channels (and the other way round)", async () => {
    expect(sns(await steps.ok<Page<Device>>("/device/page", {}, b))).toEqual(["BETA-IPC-1"]);
    expect((await steps.ok<Page<unknown>>("/channel/page", {}, b)).total).toBe(1);
    expect((await steps.ok<{ list: unknown[] }>("/camera/list", {}, b)).list).toHaveLength(1);
    expect((await steps.ok<{ total: number }>("/user/site/tree", {}, b)).total).toBe(1);
    expect((await api.call("/device/detail", { sn: "ALPHA-IPC-1" }, b)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await api.call("/device/edit", { sn: "ALPHA-IPC-1", name: "Mine" }, b)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await api.call("/device/unbind", { sn: "ALPHA-IPC-1" }, b)).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await api.call("/site/detail", { siteId: site.a1 }, b)).code).toBe(Code.SITE_MISSING);
    expect((await api.call("/device/page", { siteId: site.a1 }, b)).code).toBe(Code.SITE_MISSING);
    expect((await api.call("/camera/list", { siteIds: [site.a1] }, b)).code).toBe(Code.SITE_MISSING);
    expect((await api.call("/site/device/chl", { siteId: site.a1 }, b)).code).toBe(Code.SITE_MISSING);
    expect((await api.call("/site/add", { siteName: "Sneaky", scene: 1, city: "X", contactPerson: "Y", contactPhone: "12345", parentId: site.a1 }, b)).code).toBe(Code.SITE_MISSING);
    expect((await api.call("/device/page", {}, a.admin)).data).toMatchObject({ total: 4 });
  });
});
