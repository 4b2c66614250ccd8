import { DEVICE_STATUS, type LicenceQuery, type OrderDto, type TreeSite } from "@vms/api-client";
import { generateFleet } from "@vms/device-sim";
import { LICENCE_TYPE } from "@vms/licence-pricing";
import { beforeAll, expect, it } from "vitest";
import { DEMO_FLEET_SEED } from "../../gateway/demo-fleet.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway, helloFrame } from "../../test-support/fake-gateway.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { DEMO_PASSWORD } from "../demo/demo-seed.js";
import { DEMO_SPARE_CAMERAS } from "./demo-licence-seed.js";

const DEMO_DEVICES = 12;

// Issue 27: demo mode still watches its whole fleet under the licence directive, because Demo Co
// holds a paid licence bought through the order path, shown on its licence and order lists.
describeOnEngines("the demo organization's licence", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway }, { demo: true, demoDevices: DEMO_DEVICES });
  const api = testApi(() => server().baseUrl);
  const fleet = generateFleet({ count: DEMO_DEVICES, seed: DEMO_FLEET_SEED });
  const cameras = fleet.reduce((n, d) => n + d.channels.filter((c) => c.configured).length, 0);

  beforeAll(async () => {
    for (const device of fleet) {
      const channels = device.channels.map((c) => ({ chlIndex: c.chlIndex, number: c.number, name: c.name, configured: c.configured, online: c.status === 1, enabled: c.enabled, supportFun: [...c.supportFun], mainStream: null, subStream: null }));
      await fake.connect(helloFrame({ sn: device.sn, securityCode: device.securityCode, devType: device.devType, model: device.model, channels }));
      if (device.status === DEVICE_STATUS.OFFLINE) await fake.drop(device.sn);
    }
    await server().app.vms.demo.seedDevices(fleet, { waitMs: 200 });
  });

  it("§1 §4: Demo Co's licence covers every camera of the demo fleet, and every channel of its tree is licensed", async () => {
    const admin = await api.login("admin@demo.local", DEMO_PASSWORD);
    const licences = await api.call<LicenceQuery>("/license-inst/query", {}, admin);
    expect(licences.data.list).toEqual([expect.objectContaining({ licenseType: LICENCE_TYPE.PAID, chlNum: cameras + DEMO_SPARE_CAMERAS, status: 2, durationType: 5 })]);
    const orderNo = licences.data.list[0]!.orderNo!;
    expect((await api.call<OrderDto>("/license-vas-tob-oder/query", { orderNo }, admin)).data).toMatchObject({ status: 2, chlNum: cameras + DEMO_SPARE_CAMERAS });
    const tree = await api.call<{ list: TreeSite[] }>("/merchant-site-chl/list", {}, admin);
    const flags = tree.data.list.flatMap((s) => s.devices).flatMap((d) => d.channels.map((c) => c.licensed));
    expect(flags.length).toBe(cameras);
    expect(flags.every(Boolean)).toBe(true);
  });
});
