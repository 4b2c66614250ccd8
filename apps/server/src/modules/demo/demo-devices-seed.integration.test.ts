import { DEVICE_STATUS, type Device, type SiteTreeNode } from "@vms/api-client";
import { generateFleet } from "@vms/device-sim";
import { beforeAll, expect, it } from "vitest";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway, helloFrame } from "../../test-support/fake-gateway.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { DEMO_PASSWORD } from "./demo-seed.js";

const flatten = (nodes: SiteTreeNode[]): SiteTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

// Demo mode (decision 0003 "Simulator"): the site tree, the demo users' roles and the fleet bound.
describeOnEngines("demo sites and devices", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway }, { demo: true });
  const api = testApi(() => server().baseUrl);
  const fleet = generateFleet({ count: 10, seed: "demo-test" });
  const login = (name: string) => api.login(`${name}@demo.local`, DEMO_PASSWORD);

  beforeAll(async () => {
    // Online devices are connected; the first offline one registered and dropped; the last never came.
    for (const device of fleet.slice(0, -1)) {
      const hello = helloFrame({ sn: device.sn, securityCode: device.securityCode, devType: device.devType, model: device.model, version: device.firmwareVersion });
      await fake.connect(hello);
      if (device.status === DEVICE_STATUS.OFFLINE) await fake.drop(device.sn);
    }
    await server().app.vms.demo.seedDevices(fleet, { waitMs: 200 });
  });

  it("§1: Demo Co gets Headquarters (Lobby, Parking) and Warehouse; the fleet is bound across them", async () => {
    const admin = await login("admin");
    const tree = await api.call<{ total: number; list: SiteTreeNode[] }>("/user/site/tree", {}, admin);
    expect(flatten(tree.data.list).map((n) => n.siteName)).toEqual(["Headquarters", "Lobby", "Parking", "Warehouse"]);
    const page = await api.call<{ total: number; list: Device[] }>("/device/page", { pageSize: 50 }, admin);
    expect(page.data.total).toBe(fleet.length - 1);
    const byName = new Map(page.data.list.map((d) => [d.sn, d]));
    for (const device of fleet.slice(0, -1)) expect(byName.get(device.sn)).toMatchObject({ name: device.name, status: device.status });
    expect(new Set(page.data.list.map((d) => d.siteName))).toEqual(new Set(["Headquarters", "Lobby", "Parking", "Warehouse"]));
  });

  it("§6: the demo users get their site roles", async () => {
    const roles = async (name: string) => {
      const tree = await api.call<{ list: SiteTreeNode[] }>("/user/site/tree", {}, await login(name));
      return Object.fromEntries(flatten(tree.data.list).map((n) => [n.siteName, n.role]));
    };
    expect(await roles("siteadmin")).toEqual({ Headquarters: "SITE_ADMIN", Lobby: "SITE_ADMIN", Parking: "SITE_ADMIN" });
    expect(await roles("operator")).toEqual({ Headquarters: "SITE_VIEWER", Lobby: "SITE_VIEWER", Parking: "SITE_VIEWER", Warehouse: "SITE_VIEWER" });
    expect(await roles("live")).toEqual({ Headquarters: "LIVE_ONLY_VIEWER", Lobby: "LIVE_ONLY_VIEWER", Parking: "LIVE_ONLY_VIEWER" });
    expect(await roles("user")).toEqual({ Warehouse: "SITE_VIEWER" });
  });

  it("§1: a second start changes nothing", async () => {
    await server().app.vms.demo.seedDevices(generateFleet({ count: 12, seed: "other" }), { waitMs: 50 });
    const admin = await login("admin");
    expect((await api.call<{ total: number }>("/user/site/tree", {}, admin)).data.total).toBe(4);
    expect((await api.call<{ total: number }>("/device/page", {}, admin)).data.total).toBe(fleet.length - 1);
  });
});
