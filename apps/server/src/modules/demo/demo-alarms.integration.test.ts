import type { Alarm, AlarmRule, PlateGroup } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { testApi } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { DEMO_RULES, DEMO_WATCH_LIST } from "./demo-alarms-seed.js";
import { DEMO_PASSWORD } from "./demo-seed.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue 13 "Demo": a newcomer's quickstart shows alarms in /alerts within a minute. The demo seed
// gives Demo Co a watch list and two rules over every site; real simulated cameras, bound by the
// demo seed, raise alarms through them.
describeOnEngines("demo alarm rules", (engine) => {
  const server = useServer(engine, {}, { demo: true });
  const api = testApi(() => server().baseUrl);
  const fleet = generateFleet({ count: 30, seed: "demo-alarms-it" })
    .filter((d) => [1, 9, 10].includes(d.devType) && d.status === 1 && d.channels[0]?.status === 1 && d.channels[0].enabled)
    .slice(0, 2);
  const devices: SimulatedDevice[] = [];
  const admin = () => api.login("admin@demo.local", DEMO_PASSWORD);

  beforeAll(async () => {
    for (const descriptor of fleet) {
      const device = new SimulatedDevice(descriptor, { serverUrl: server().baseUrl });
      devices.push(device);
      await device.start();
    }
    await server().app.vms.demo.seedDevices(fleet, { waitMs: 5_000 });
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("§2 demo: Demo Co starts with a watch list of simulator plates and two rules over every site, told to the admin", async () => {
    const session = await admin();
    const groups = await api.call<{ list: PlateGroup[] }>("/vehicle-licence-plate-group/list", {}, session);
    expect(groups.data.list.map((g) => [g.groupName, g.plateCount])).toEqual([[DEMO_WATCH_LIST.name, DEMO_WATCH_LIST.plates.length]]);
    const rules = await api.call<{ list: AlarmRule[] }>("/event/rule/list", { pageSize: 100 }, session);
    expect(rules.data.list.map((r) => [r.ruleName, r.targetType, r.enabled]).sort()).toEqual([
      [DEMO_RULES.people, "person", true],
      [DEMO_RULES.watchList, "motorVehicle", true],
    ]);
    for (const rule of rules.data.list) {
      expect(rule.siteIds).toHaveLength(2);
      expect(rule.recipientIds).toEqual([session.user.userId]);
    }
  });

  it("§2 demo: a watch-listed car and a person on a demo camera raise AI alarms for the admin; a car off the list does not", async () => {
    const [cam] = devices;
    const listed = DEMO_WATCH_LIST.plates[0]!;
    expect(cam!.emitEvent({ targetType: "motorVehicle", eventType: "PLATE", plate: "NOTLISTED1" })).not.toBeNull();
    expect(cam!.emitEvent({ targetType: "motorVehicle", eventType: "PLATE", plate: listed })).not.toBeNull();
    expect(cam!.emitEvent({ targetType: "person", eventType: "PERIMETER" })).not.toBeNull();
    const session = await admin();
    const read = async () => (await api.call<{ total: number; list: Alarm[] }>("/event/alarm/search/list", { kind: "ai", pageSize: 100 }, session)).data;
    let page = await read();
    for (const deadline = Date.now() + 10_000; page.total < 2 && Date.now() < deadline; page = await read()) await later(100);
    await server().app.vms.events.idle();
    await server().app.vmsAlarms.idle();
    page = await read();
    expect(page.list.map((a) => [a.ruleName, a.plate]).sort()).toEqual([
      [DEMO_RULES.people, null],
      [DEMO_RULES.watchList, listed],
    ]);
  });
});
