import { read, utils } from "@e965/xlsx";
import { Code, EVENT_CODES, type LoginResult, type VmsEvent } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { count, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { events } from "../../db/schema/index.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

type Page = { total: number; totalCapped: boolean; list: VmsEvent[] };
const DAY = 86_400_000;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Spec §1/§2 event search end to end: @vms/device-sim cameras emit over the real gateway, the server
// stores the events and images, and /event/search/list answers within the caller's org and sites.
describeOnEngines("events from simulated cameras", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const cameras = generateFleet({ count: 30, seed: "events-it" }).filter((d) => [1, 9, 10].includes(d.devType) && d.status === 1 && d.channels[0]?.status === 1 && d.channels[0].enabled);
  const devices: SimulatedDevice[] = [];
  let a: Record<"admin" | "viewer" | "live", LoginResult>;
  let b: LoginResult;
  const site: Record<string, string> = {};
  const window = () => ({ startTime: Date.now() - DAY, endTime: Date.now() + 60_000 });
  const search = (session: LoginResult, filter: object = {}) => steps.ok<Page>("/event/search/list", { ...window(), pageSize: 100, ...filter }, session);

  /** Polls the search until `done` holds (events are stored within seconds of arriving). */
  async function until(session: LoginResult, filter: object, done: (page: Page) => boolean): Promise<Page> {
    let page = await search(session, filter);
    for (const deadline = Date.now() + 10_000; !done(page) && Date.now() < deadline; page = await search(session, filter)) await later(100);
    return page;
  }

  beforeAll(async () => {
    expect(cameras.length).toBeGreaterThanOrEqual(3);
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
    site.a2 = await steps.addSite(a.admin, "A2");
    site.b1 = await steps.addSite(b, "B1");
    await steps.grant(a.admin, orgA.userIds["viewer@alpha.test"]!, [{ siteId: site.a1, role: "SITE_VIEWER" }]);
    const owners: Array<[LoginResult, string]> = [[a.admin, site.a1], [a.admin, site.a2], [b, site.b1]];
    for (const [i, [session, siteId]] of owners.entries()) {
      const device = new SimulatedDevice(cameras[i]!, { serverUrl: server().baseUrl });
      devices.push(device);
      await device.start();
      await steps.ok("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId, name: `Cam ${i}` }, session);
    }
  });
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.stop()));
  });

  it("§2: an event a camera emits is searchable within seconds, with its snapshot and crop behind signed links", async () => {
    const sent = devices[0]!.emitEvent({ targetType: "person", eventType: "SMART_MOTION" })!;
    const page = await until(a.admin, {}, (p) => p.list.some((e) => e.sn === devices[0]!.sn));
    const event = page.list.find((e) => e.sn === devices[0]!.sn)!;
    expect(event).toMatchObject({ eventType: "SMART_MOTION", group: "smart", targetType: "person", siteId: site.a1, siteName: "A1", chlIndex: sent.chlIndex, occurredAt: sent.occurredAt });
    expect(event.attributes).toEqual(sent.attributes);
    for (const url of [event.snapshotUrl!, event.cropUrl!]) {
      const res = await fetch(server().baseUrl + url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from((url === event.snapshotUrl ? sent.snapshot : sent.crop)!, "base64"));
    }
    // A link cannot be bent to another object, nor used without or past its signature.
    const forged = event.snapshotUrl!.replace("-snapshot.jpg", "-crop.jpg");
    expect((await fetch(server().baseUrl + forged)).status).toBe(403);
    expect((await fetch(server().baseUrl + event.snapshotUrl!.split("?")[0])).status).toBe(403);
    expect((await fetch(server().baseUrl + event.snapshotUrl!.replace(/exp=\d+/, `exp=${Date.now() + 10 * DAY}`))).status).toBe(403);
  });

  it("§2 §3: person + gender + upper-clothing colour filters return only matching events; plate text and types filter too", async () => {
    const d = devices[1]!;
    const person = (gender: number, upperColor: number) => d.emitEvent({ targetType: "person", eventType: "PERIMETER", attributes: { gender, upperColor } })!;
    const match = person(2, 4);
    person(1, 4);
    person(2, 5);
    const car = d.emitEvent({ targetType: "motorVehicle", eventType: "SMART_MOTION", plate: "ZX9876", attributes: { color: 4 } })!;
    await until(a.admin, { cameras: [{ sn: d.sn, chlIndex: match.chlIndex }] }, (p) => p.total >= 4);
    const filtered = await search(a.admin, { targetType: "person", attributes: { gender: [2], upperColor: [4] }, siteIds: [site.a2] });
    expect(filtered.list.map((e) => e.occurredAt)).toEqual([match.occurredAt]);
    expect(filtered.list[0]!.attributes).toMatchObject({ gender: 2, upperColor: 4 });
    const either = await search(a.admin, { targetType: "person", attributes: { gender: [1, 2], upperColor: [4] }, siteIds: [site.a2] });
    expect(either.total).toBe(2);
    const plates = await search(a.admin, { plate: "x98" });
    expect(plates.list.map((e) => [e.plate, e.occurredAt])).toEqual([["ZX9876", car.occurredAt]]);
    const types = await search(a.admin, { eventTypes: ["PERIMETER"], siteIds: [site.a2] });
    expect(types.total).toBe(3);
    // Newest first; a page past the matches is empty and still says how many there are.
    expect(types.list.map((e) => e.occurredAt)).toEqual([...types.list.map((e) => e.occurredAt)].sort((x, y) => y - x));
    expect(await search(a.admin, { eventTypes: ["PERIMETER"], siteIds: [site.a2], pageSize: 10, pageNum: 2 })).toMatchObject({ total: 3, totalCapped: false, list: [] });
    expect((await search(a.admin, { eventTypes: ["DISK_ERROR"] })).total).toBe(0);
  });

  it("§5: a range over 31 days is refused with 33060; a reversed range or an attribute outside the vocabulary with 7000", async () => {
    const now = Date.now();
    const call = (data: object) => api.call("/event/search/list", { startTime: now - DAY, endTime: now, ...data }, a.admin);
    expect((await call({ startTime: now - 31 * DAY - 1 })).code).toBe(EVENT_CODES.RANGE_TOO_LONG);
    expect((await call({ startTime: now - 31 * DAY })).code).toBe(Code.OK);
    expect((await call({ startTime: now, endTime: now - 1 })).code).toBe(Code.INVALID_DATA);
    expect((await call({ targetType: "person", attributes: { gender: [7] } })).code).toBe(Code.INVALID_DATA);
    expect((await call({ targetType: "face", attributes: { brand: [1] } })).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/event/export", { startTime: now - 40 * DAY, endTime: now }, a.admin)).code).toBe(EVENT_CODES.RANGE_TOO_LONG);
  });

  it("§6 IDOR: another organization's and ungranted sites' events are never returned", async () => {
    devices[2]!.emitEvent({ targetType: "face" });
    const beta = await until(b, {}, (p) => p.total > 0);
    expect(new Set(beta.list.map((e) => e.sn))).toEqual(new Set([devices[2]!.sn]));
    const alpha = await search(a.admin);
    expect(alpha.list.some((e) => e.sn === devices[2]!.sn)).toBe(false);
    // The viewer holds A1 only.
    const mine = await search(a.viewer);
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.list.map((e) => e.siteId))).toEqual(new Set([site.a1]));
    expect((await api.call("/event/search/list", { ...window(), siteIds: [site.a2] }, a.viewer)).code).toBe(Code.NO_SITE_PERMISSION);
    expect((await api.call("/event/search/list", { ...window(), siteIds: [site.a1] }, b)).code).toBe(Code.SITE_MISSING);
    expect((await api.call("/event/export", { ...window(), siteIds: [site.a1] }, b)).code).toBe(Code.SITE_MISSING);
    const camerasOfA = await search(b, { cameras: [{ sn: devices[0]!.sn, chlIndex: 1 }] });
    expect(camerasOfA.total).toBe(0);
    // The video window of an event: only for who may see the event.
    const own = alpha.list.find((e) => e.siteId === site.a2)!;
    expect(await steps.ok("/event/video/search", { eventId: own.eventId }, a.admin)).toMatchObject({ sn: own.sn, chlIndex: own.chlIndex, startTime: own.occurredAt - 10_000, endTime: own.occurredAt + 20_000 });
    expect((await api.call("/event/video/search", { eventId: own.eventId }, a.viewer)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await api.call("/event/video/search", { eventId: own.eventId }, b)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await api.call("/event/video/search", { eventId: "00000000-0000-4000-8000-000000000000" }, b)).code).toBe(Code.NO_CHANNEL_PERMISSION);
    expect((await api.call("/event/video/search", { eventId: "not-a-uuid" }, b)).code).toBe(Code.INVALID_DATA);
    // Live-only viewers have no event search (spec §6).
    expect((await api.call("/event/search/list", window(), a.live)).code).toBe(Code.NO_PERMISSION);
    const exported = await steps.ok<{ url: string; count: number }>("/event/export", window(), b);
    const book = read(Buffer.from(await (await fetch(server().baseUrl + exported.url)).arrayBuffer()));
    const rows = utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows.map((r) => r["Device SN"])).toEqual(beta.list.map(() => devices[2]!.sn));
  });

  it("§7: /event/export writes an xlsx of the matching events that reads back with SheetJS, in the caller's language", async () => {
    const filter = { ...window(), siteIds: [site.a2], targetType: "person" };
    const expected = await search(a.admin, filter);
    const answer = await steps.ok<{ fileName: string; url: string; count: number }>("/event/export", { ...filter, utcOffsetMinutes: 120 }, a.admin);
    expect(answer.count).toBe(expected.total);
    expect(answer.fileName).toMatch(/^events-\d{8}-\d{6}\.xlsx$/);
    const res = await fetch(server().baseUrl + answer.url);
    expect(res.headers.get("content-disposition")).toContain(answer.fileName);
    const book = read(Buffer.from(await res.arrayBuffer()));
    const rows = utils.sheet_to_json<Record<string, string | number>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows).toHaveLength(expected.total);
    expect(rows.map((r) => r["Target"])).toEqual(expected.list.map(() => "Person"));
    expect(rows[0]!["Site"]).toBe("A2");
    const first = new Date(expected.list[0]!.occurredAt + 120 * 60_000).toISOString().slice(0, 19).replace("T", " ");
    expect(rows[0]!["Time"]).toBe(first);
    const zh = await api.call<{ url: string }>("/event/export", filter, a.admin, { headers: { "accept-language": "zh-CN" } });
    const zhBook = read(Buffer.from(await (await fetch(server().baseUrl + zh.data.url)).arrayBuffer()));
    const header = utils.sheet_to_json<string[]>(zhBook.Sheets[zhBook.SheetNames[0]!]!, { header: 1 })[0]!;
    expect(header).not.toContain("Target");
  });

  it("§9: retention deletes free channels' events older than 15 days with their images, and nothing else", async () => {
    const { db } = server().app.vms.database;
    const module = server().app.vms.events;
    const sn = devices[0]!.sn;
    const now = new Date();
    const old = async (ageDays: number, id: string) => {
      const key = `events/test/${id}.jpg`;
      await module.store.put(key, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
      const orgId = (await search(a.admin)).list.find((e) => e.sn === sn)!.siteId;
      await db.execute(sql`insert into events (id, org_id, site_id, sn, chl_index, device_event_id, occurred_at, event_group, event_type, snapshot_key)
        select gen_random_uuid(), s.org_id, s.id, ${sn}, 1, ${id}, ${new Date(now.getTime() - ageDays * DAY)}, 'common', 'MOTION', ${key} from sites s where s.id = ${orgId}`);
      return key;
    };
    const due = await old(15.5, "due-1");
    const kept = await old(14.5, "kept-1");
    const total = async () => (await db.select({ n: count() }).from(events))[0]!.n;
    const before = await total();
    const result = await module.runRetention(now);
    expect(result.events).toBe(1);
    const after = await db.select({ id: events.deviceEventId }).from(events).where(inArray(events.deviceEventId, ["due-1", "kept-1"]));
    expect(after.map((r) => r.id)).toEqual(["kept-1"]);
    expect(await total()).toBe(before - 1);
    expect(await module.store.get(due)).toBeNull();
    expect(await module.store.get(kept)).not.toBeNull();
  });

  it("§7: more events than the export limit are refused with a clear catalogue code", async () => {
    const { db } = server().app.vms.database;
    await db.execute(sql`insert into events (id, org_id, site_id, sn, chl_index, device_event_id, occurred_at, event_group, event_type)
      select gen_random_uuid(), s.org_id, s.id, 'BULK', 1, 'bulk-' || g, now() - (g || ' seconds')::interval, 'common', 'MOTION'
      from sites s, generate_series(1, 10001) g where s.id = ${site.b1}`);
    const answer = await api.call("/event/export", window(), b);
    expect(answer.code).toBe(EVENT_CODES.EXPORT_TOO_LARGE);
    expect(answer.msg).toBe("Too many events to export (at most 10,000). Narrow the search and try again.");
    const page = await search(b);
    expect(page).toMatchObject({ total: 10_000, totalCapped: true });
  });
});
