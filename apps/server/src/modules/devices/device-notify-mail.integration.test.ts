import { Code, type LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Device detail with real @vms/device-sim devices over the real gateway: what the notify and
// network tabs change must show where a person looks next (mail inbox, overview tab).
describeOnEngines("device notifications and network settings", (engine) => {
  const mail = capturingMailer();
  const server = useServer(engine, { mailer: mail.mailer });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const [first, second] = generateFleet({ count: 4, seed: "notify-mail" }).filter((d) => d.devType === 1 || d.devType === 2);
  let admin: LoginResult;
  let ids: Record<string, string>;
  const devices: SimulatedDevice[] = [];

  const statusOf = async (sn: string) => (await api.call<{ status: number }>("/device/detail", { sn }, admin)).data.status;
  async function waitForStatus(sn: string, status: number) {
    for (let i = 0; i < 200 && (await statusOf(sn)) !== status; i++) await later(25);
    expect(await statusOf(sn)).toBe(status);
    await server().app.vms.devices.idle();
  }

  beforeAll(async () => {
    ids = (
      await createTestOrg(server().app.vms.database.db, "Notify Co", [
        { email: "admin@notify.test", role: "orgAdmin" },
        { email: "watcher@notify.test", role: "ordinaryUser" },
        { email: "bystander@notify.test", role: "ordinaryUser" },
      ])
    ).userIds;
    admin = (await signIn(api, "notify.test", ["admin"])).admin;
    const siteId = await steps.addSite(admin, "Yard");
    for (const descriptor of [first!, second!]) {
      const device = new SimulatedDevice(descriptor, { serverUrl: server().baseUrl, reconnect: { minMs: 50, maxMs: 100 } });
      devices.push(device);
      await device.start();
      await steps.ok("/device/bind", { sn: descriptor.sn, securityCode: descriptor.securityCode, siteId, name: descriptor.name }, admin);
    }
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("§2 device detail notify: a device going offline mails the chosen recipients, and only them", async () => {
    const sn = first!.sn;
    const settings = { sn, enabled: true, events: ["offline", "online"], recipients: [ids["watcher@notify.test"]] };
    await steps.ok("/monitor/dev-notify/add", settings, admin);
    mail.mails.length = 0;

    await devices[0]!.stop();
    await waitForStatus(sn, 2);
    expect(mail.mails.map((m) => m.to)).toEqual(["watcher@notify.test"]);
    expect(mail.mails[0]!.subject).toContain("offline");
    expect(mail.mails[0]!.text).toContain(sn);

    await devices[0]!.start();
    await waitForStatus(sn, 1);
    expect(mail.mails.map((m) => m.subject)).toEqual([expect.stringContaining("offline"), expect.stringContaining("online")]);
  });

  it("§2 device detail notify: nothing is sent when the setting is off or the event is not chosen", async () => {
    const sn = second!.sn;
    await steps.ok("/monitor/dev-notify/add", { sn, enabled: true, events: ["online"], recipients: [ids["watcher@notify.test"]] }, admin);
    mail.mails.length = 0;
    await devices[1]!.stop();
    await waitForStatus(sn, 2);
    await devices[1]!.start();
    await waitForStatus(sn, 1);
    expect(mail.mails.map((m) => m.subject)).toEqual([expect.stringContaining("online")]);

    await steps.ok("/monitor/dev-notify/edit", { sn, enabled: false, events: ["offline", "online"], recipients: [ids["watcher@notify.test"]] }, admin);
    mail.mails.length = 0;
    await devices[1]!.stop();
    await waitForStatus(sn, 2);
    await devices[1]!.start();
    await waitForStatus(sn, 1);
    expect(mail.mails).toEqual([]);
  });

  it("§5/§8: switched on, the settings need an event and a recipient (7000)", async () => {
    const sn = first!.sn;
    const on = { sn, enabled: true, events: ["offline"], recipients: [ids["bystander@notify.test"]] };
    const noEvents = await api.call<{ issues: Array<{ path: string }> }>("/monitor/dev-notify/edit", { ...on, events: [] }, admin);
    expect(noEvents.code).toBe(Code.INVALID_DATA);
    expect(noEvents.data.issues.map((i) => i.path)).toEqual(["events"]);
    const nobody = await api.call<{ issues: Array<{ path: string }> }>("/monitor/dev-notify/add", { ...on, recipients: [] }, admin);
    expect(nobody.code).toBe(Code.INVALID_DATA);
    expect(nobody.data.issues.map((i) => i.path)).toEqual(["recipients"]);
    // Switched off, empty lists are fine: nothing is to be sent.
    expect((await api.call("/monitor/dev-notify/edit", { sn, enabled: false, events: [], recipients: [] }, admin)).code).toBe(200);
  });

  it("§2 device detail network: a new IP saved on the device is the one /device/detail reports", async () => {
    const sn = second!.sn;
    const current = await steps.ok<{ value: Record<string, unknown> }>("/config/device/get", { sn, section: "network" }, admin);
    const ip = current.value["ip"] === "10.20.30.40" ? "10.20.30.41" : "10.20.30.40";
    await steps.ok("/config/device/set", { sn, config: { section: "network", value: { ...current.value, dhcp: false, ip } } }, admin);
    expect((await steps.ok<{ ip: string }>("/device/detail", { sn }, admin)).ip).toBe(ip);
  });
});
