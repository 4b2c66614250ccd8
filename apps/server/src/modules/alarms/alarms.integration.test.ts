import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Code, parseGmtOffset, parsePushMessage, type Alarm, type AlarmDetail, type AlarmRule, type Contact, type LoginResult, type PlateGroup, type PushMessage, type UnreadCount } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { readLatestMail } from "@vms/test-support";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { devices as deviceRows } from "../../db/schema/index.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { recordingLogger } from "../../test-support/smtp-receiver.js";
import { createMailer, type Mailer } from "../mail/mailer.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, testConfig, useServer } from "../../test-support/test-server.js";

type Page = { total: number; list: Alarm[] };
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Spec §2 Alerts and Alarm rules "Evaluation", §3 Push messages, §6 alarm codes, §7 /event/alarm/*:
// real @vms/device-sim cameras emit over the real gateway; the server stores the events, matches
// them against the rules, stores alarms, pushes unread counts and mails the rule's people.
describeOnEngines("alarms from simulated cameras", (engine) => {
  const mail = capturingMailer();
  // Issue 28: every mail also lands as a real .eml in an outbox, read back part by part.
  let outboxDir = "";
  let outbox: Mailer | null = null;
  const tee: Mailer = {
    send: async (m) => {
      await mail.mailer.send(m);
      await outbox?.send(m);
    },
  };
  const publicUrl = "https://vms.example.test";
  const server = useServer(engine, { mailer: tee }, { publicUrl });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const cameras = generateFleet({ count: 30, seed: "alarms-it" }).filter((d) => [1, 9, 10].includes(d.devType) && d.status === 1 && d.channels[0]?.status === 1 && d.channels[0].enabled);
  const devices: SimulatedDevice[] = [];
  let a: Record<"admin" | "guard" | "other", LoginResult>;
  let b: LoginResult;
  let userIds: Record<string, string>;
  let siteA = "";
  let library: PlateGroup;
  let contact: Contact;
  let rule: AlarmRule;
  const pushes: Array<{ userId: string; message: PushMessage }> = [];

  const list = (session: LoginResult, data: object = {}) => steps.ok<Page>("/event/alarm/search/list", { kind: "ai", pageSize: 100, ...data }, session);
  const unread = (session: LoginResult) => steps.ok<UnreadCount>("/event/alarm/unread/count", {}, session);
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (const deadline = Date.now() + 10_000; !done(value) && Date.now() < deadline; value = await read()) await later(100);
    return value;
  }
  /** A plate read, always on the same channel of a camera (the repeat interval is per rule and channel). */
  const channelOf = new Map<string, number>();
  const plateRead = (cam: SimulatedDevice, plate: string) => {
    const frame = cam.emitEvent({ targetType: "motorVehicle", eventType: "PLATE", plate, chlIndex: channelOf.get(cam.sn) })!;
    channelOf.set(cam.sn, frame.chlIndex);
    return frame;
  };
  const settle = async () => {
    await server().app.vms.events.idle();
    await server().app.vmsAlarms.idle();
  };

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-alarm-outbox-"));
    outbox = createMailer(testConfig({ dataDir }), recordingLogger().log);
    outboxDir = path.join(dataDir, "outbox");
    expect(cameras.length).toBeGreaterThanOrEqual(3);
    const db = server().app.vms.database.db;
    userIds = (
      await createTestOrg(db, "Alarm Co", [
        { email: "admin@alarm.test", role: "orgAdmin" },
        { email: "guard@alarm.test", role: "siteOperator" },
        { email: "other@alarm.test", role: "siteOperator" },
      ])
    ).userIds;
    await createTestOrg(db, "Other Co", [{ email: "admin@other-alarm.test", role: "orgAdmin" }]);
    a = await signIn(api, "alarm.test", ["admin", "guard", "other"]);
    b = (await signIn(api, "other-alarm.test", ["admin"])).admin;
    siteA = await steps.addSite(a.admin, "Gate");
    const siteA2 = await steps.addSite(a.admin, "Yard");
    const siteB = await steps.addSite(b, "Elsewhere");
    await steps.grant(a.admin, userIds["guard@alarm.test"]!, [{ siteId: siteA, role: "SITE_VIEWER" }]);
    // "other" may read the yard only: they see nothing of the gate (a rule may not name them there, issue 28).
    await steps.grant(a.admin, userIds["other@alarm.test"]!, [{ siteId: siteA2, role: "SITE_VIEWER" }]);
    const owners: Array<[LoginResult, string]> = [[a.admin, siteA], [a.admin, siteA], [b, siteB]];
    for (const [i, [session, siteId]] of owners.entries()) {
      const device = new SimulatedDevice(cameras[i]!, { serverUrl: server().baseUrl });
      devices.push(device);
      await device.start();
      await steps.ok("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId, name: `Cam ${i}` }, session);
    }
    library = await steps.ok<PlateGroup>("/vehicle-licence-plate-group/add", { groupName: "Library X" }, a.admin);
    await steps.ok("/vehicle-licence-plate/add", { groupId: library.groupId, plateNumber: "WANTED1" }, a.admin);
    contact = await steps.ok<Contact>("/event/contact/add-or-edit", { name: "Night guard", email: "night@example.com" }, a.admin);
    rule = await steps.ok<AlarmRule>(
      "/event/rule/add-or-edit",
      {
        ruleName: "Library X cars",
        targetType: "motorVehicle",
        plates: { mode: "library", groupIds: [library.groupId] },
        siteIds: [siteA],
        recipientIds: [userIds["guard@alarm.test"]],
        contactIds: [contact.contactId],
        repeatInterval: 300,
      },
      a.admin,
    );
    const push = server().app.vms.push;
    const original = push.toUser.bind(push);
    vi.spyOn(push, "toUser").mockImplementation((userId, message) => {
      pushes.push({ userId, message });
      original(userId, message);
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("§2: a motor vehicle with a plate of library X fires the rule: one alarm, a push with the unread counts, exactly one mail per person", async () => {
    const cam = devices[0]!;
    plateRead(cam, "OTHER99");
    const sent = plateRead(cam, "wanted1")!;
    // Wait on the rows, not the total: on PostgreSQL the page and its count run on two connections, and an
    // alarm committed between them is counted a moment before it is listed.
    const page = await until(() => list(a.guard), (p) => p.list.length >= 1);
    await settle();
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ kind: "ai", ruleId: rule.ruleId, ruleName: "Library X cars", plate: "WANTED1", sn: cam.sn, chlIndex: sent.chlIndex, siteId: siteA, siteName: "Gate", read: false, occurredAt: sent.occurredAt });
    expect(page.list[0]!.snapshotUrl).toMatch(/^\/files\/events\//);
    expect((await fetch(server().baseUrl + page.list[0]!.snapshotUrl!)).status).toBe(200);
    expect(await unread(a.guard)).toEqual({ ai: 1, health: 0 });

    // The same plate again within the repeat interval: no second alarm, no second mail.
    plateRead(cam, "WANTED1");
    plateRead(cam, "WANTED1");
    await later(300);
    await settle();
    expect((await list(a.guard)).total).toBe(1);
    const alarmMails = mail.mails.filter((m) => m.subject.startsWith("Alarm: Library X cars"));
    expect(alarmMails.map((m) => m.to).sort()).toEqual(["guard@alarm.test", "night@example.com"]);
    expect(alarmMails[0]!.text).toContain("WANTED1");

    // Issue 28: the mail file carries the snapshot inline, the site, the camera's local time, the type's name and a link to the alarm.
    const eml = (await readLatestMail(outboxDir, "guard@alarm.test"))!;
    const channel = page.list[0]!.channelName;
    expect(eml.subject).toBe(`Alarm: Library X cars on ${channel}`);
    const [device] = await server().app.vms.database.db.select({ timeZone: deviceRows.timeZone }).from(deviceRows).where(eq(deviceRows.sn, cam.sn));
    const offset = parseGmtOffset(device?.timeZone ?? "") ?? 0;
    const local = new Date(sent.occurredAt + offset * 60_000).toISOString().slice(0, 19).replace("T", " ");
    const zone = `GMT${offset < 0 ? "-" : "+"}${String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0")}:${String(Math.abs(offset) % 60).padStart(2, "0")}`;
    expect(eml.text).toContain(`Rule: Library X cars. Event: Plate recognition. Camera: ${channel}. Site: Gate. Time: ${local} (${zone}).`);
    expect(eml.text).toContain(`Open the alarm: ${publicUrl}/alerts?alarm=${page.list[0]!.alarmId}`);
    expect(eml.html).toContain(`<a href="${publicUrl}/alerts?alarm=${page.list[0]!.alarmId}">`);
    expect(eml.html).toContain('<img src="cid:alarm-snapshot@vms"');
    const snapshot = Buffer.from(await (await fetch(server().baseUrl + page.list[0]!.snapshotUrl!)).arrayBuffer());
    expect(eml.attachments).toEqual([{ contentType: "image/jpeg", filename: "snapshot.jpg", cid: "alarm-snapshot@vms", content: snapshot }]);

    // The recipient who cannot see the gate got nothing; the pushed counts are the guard's.
    expect((await list(a.other)).total).toBe(0);
    const guardPush = pushes.filter((p) => p.userId === userIds["guard@alarm.test"]).at(-1)!;
    expect(guardPush.message).toMatchObject({ infoType: "ALARM", alarmPushType: 1, userUnreadMap: { ai: 1, health: 0 } });
    expect(parsePushMessage(guardPush.message)).toMatchObject({ infoType: "ALARM", content: { kind: "ai", ruleName: "Library X cars", unread: { ai: 1, health: 0 } } });
    expect(pushes.some((p) => p.userId === userIds["other@alarm.test"])).toBe(false);
  });

  it("§2: detail shows the images and video window; read status clears the count (one, then all); another org's ids change nothing (IDOR)", async () => {
    const [alarm] = (await list(a.guard)).list;
    const detail = await steps.ok<AlarmDetail>("/event/alarm/detail", { alarmId: alarm!.alarmId }, a.guard);
    expect(detail.video).toEqual({ sn: alarm!.sn, chlIndex: alarm!.chlIndex, startTime: alarm!.occurredAt - 10_000, endTime: alarm!.occurredAt + 20_000 });
    expect(detail.cropUrl).toMatch(/-crop\.jpg/);

    // Another organization: no list, no detail, no read change, no count.
    expect((await api.call("/event/alarm/detail", { alarmId: alarm!.alarmId }, b)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await api.call("/event/alarm/detail", { alarmId: "00000000-0000-4000-8000-000000000000" }, b)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await api.call("/event/alarm/detail", { alarmId: "not-a-uuid" }, b)).code).toBe(Code.INVALID_DATA);
    expect((await list(b)).total).toBe(0);
    expect(await steps.ok("/event/alarm/update/read/status", { alarmIds: [alarm!.alarmId] }, b)).toEqual({ updated: 0 });
    // The org admin was not a recipient: the guard's alarm is not theirs either.
    expect((await api.call("/event/alarm/detail", { alarmId: alarm!.alarmId }, a.admin)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect(await unread(a.guard)).toEqual({ ai: 1, health: 0 });

    const before = pushes.length;
    expect(await steps.ok("/event/alarm/update/read/status", { alarmIds: [alarm!.alarmId] }, a.guard)).toEqual({ updated: 1 });
    expect(await unread(a.guard)).toEqual({ ai: 0, health: 0 });
    expect((await list(a.guard, { readState: "unread" })).total).toBe(0);
    expect((await list(a.guard, { readState: "read" })).list[0]!.read).toBe(true);
    expect(pushes.slice(before).at(-1)).toMatchObject({ userId: userIds["guard@alarm.test"], message: { userUnreadMap: { ai: 0, health: 0 } } });

    expect(await steps.ok("/event/alarm/update/read/status", { alarmIds: [alarm!.alarmId], read: false }, a.guard)).toEqual({ updated: 1 });
    expect(await steps.ok("/event/alarm/update/read/status", { all: true, kind: "ai" }, a.guard)).toEqual({ updated: 1 });
    expect(await unread(a.guard)).toEqual({ ai: 0, health: 0 });
    expect((await api.call("/event/alarm/update/read/status", {}, a.guard)).code).toBe(Code.INVALID_DATA);
  });

  it("§2 §6: a storm of matching events on two cameras stores one alarm per camera per repeat interval and mails at most once per address", async () => {
    const mailsBefore = mail.mails.length;
    for (let i = 0; i < 20; i++) for (const cam of devices.slice(0, 2)) plateRead(cam, "WANTED1");
    await later(500);
    await settle();
    // Camera 0 fired in the first test (300 s interval); camera 1 fires once now.
    expect((await list(a.guard)).total).toBe(2);
    expect(mail.mails.length - mailsBefore).toBe(0);
    expect(server().app.vmsAlarms.suppressedMails()).toBe(2);
  });

  it("§2 issue 28: filters by range, site, camera, rule and type; rule choices name only the caller's alarms; others' cameras and rules find nothing (IDOR)", async () => {
    const all = (await list(a.guard)).list;
    expect(all).toHaveLength(2);
    const [cam0, cam1] = devices.map((d) => ({ sn: d.sn, chlIndex: channelOf.get(d.sn) ?? 0 }));
    const sns = async (data: object, session = a.guard) => (await list(session, data)).list.map((x) => x.sn);
    expect(await sns({ cameras: [cam0] })).toEqual([cam0!.sn]);
    expect(await sns({ cameras: [cam1] })).toEqual([cam1!.sn]);
    expect(await sns({ cameras: [{ ...cam1!, chlIndex: cam1!.chlIndex + 1 }] })).toEqual([]);
    expect(await sns({ ruleIds: [rule.ruleId] })).toHaveLength(2);
    expect(await sns({ ruleIds: ["00000000-0000-4000-8000-000000000000"] })).toEqual([]);
    expect(await sns({ eventTypes: ["PLATE"], siteIds: [siteA] })).toHaveLength(2);
    expect(await sns({ eventTypes: ["PERIMETER"] })).toEqual([]);
    const times = all.map((x) => x.occurredAt).sort((x, y) => x - y);
    expect(await sns({ startTime: times[0], endTime: times[1] })).toHaveLength(2);
    expect(await sns({ startTime: times[1]! + 1 })).toEqual([]);
    expect(await sns({ endTime: times[0]! - 1 })).toEqual([]);

    expect(await steps.ok("/event/alarm/rule/list", {}, a.guard)).toEqual({ list: [{ ruleId: rule.ruleId, ruleName: "Library X cars" }] });
    // Not a recipient, another organization: no rule names leak.
    expect(await steps.ok("/event/alarm/rule/list", {}, a.admin)).toEqual({ list: [] });
    expect(await steps.ok("/event/alarm/rule/list", {}, b)).toEqual({ list: [] });
    expect(await sns({ cameras: [cam0], ruleIds: [rule.ruleId] }, b)).toEqual([]);
    // Bad filters are refused with the catalogue's code, never a 500.
    expect((await api.call("/event/alarm/search/list", { kind: "ai", cameras: [{ sn: "", chlIndex: -1 }] }, a.guard)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/event/alarm/search/list", { kind: "ai", ruleIds: ["x"] }, a.guard)).code).toBe(Code.INVALID_DATA);
  });

  it("§2 §6: device-health events and a camera offline past the delay become health alarms, once per outage", async () => {
    const cam = devices[1]!;
    cam.emitEvent({ eventType: "NETWORK_DOWN", targetType: null, chlIndex: 0 });
    const health = await until(() => list(a.admin, { kind: "health" }), (p) => p.list.length >= 1);
    expect(health.list[0]).toMatchObject({ kind: "health", eventType: "NETWORK_DOWN", sn: cam.sn, read: false });
    expect((await unread(a.admin)).health).toBe(1);
    // The guard sees the gate too; the yard-only user does not.
    expect((await list(a.guard, { kind: "health" })).total).toBe(1);
    expect((await list(a.other, { kind: "health" })).total).toBe(0);

    await cam.stop();
    const detail = async () => (await api.call<{ status: number }>("/device/detail", { sn: cam.sn }, a.admin)).data.status;
    await until(detail, (s) => s === 2);
    await server().app.vms.devices.idle();
    expect(await server().app.vmsAlarms.runOfflineCheck(new Date(Date.now() + 60_000))).toBe(0);
    expect(await server().app.vmsAlarms.runOfflineCheck(new Date(Date.now() + 6 * 60_000))).toBe(1);
    expect(await server().app.vmsAlarms.runOfflineCheck(new Date(Date.now() + 7 * 60_000))).toBe(0);
    const after = await list(a.admin, { kind: "health", eventTypes: ["DEVICE_OFFLINE"] });
    expect(after.list).toEqual([expect.objectContaining({ eventType: "DEVICE_OFFLINE", sn: cam.sn, siteId: siteA, channelName: "Cam 1" })]);
    expect((await list(b, { kind: "health" })).total).toBe(0);
  });
});
