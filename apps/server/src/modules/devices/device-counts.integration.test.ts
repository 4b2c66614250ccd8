// Decision 0013: /device/page totals come from the `device_counts` rollup, kept by triggers on
// `devices`. After every kind of device write the rollup must equal counting the rows, and the
// page's total must equal count(*) for every filter and caller.
import type { Device, LoginResult } from "@vms/api-client";
import { sql, type SQL } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway, helloFrame } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

type Page = { total: number; list: Device[] };

describeOnEngines("device counts rollup (decision 0013)", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  const db = () => server().app.vms.database.db;
  const rows = async <T,>(query: SQL) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
  let s: Record<"admin" | "limited", LoginResult>;
  let orgId = "";
  const site: Record<"a1" | "a1a" | "a2", string> = { a1: "", a1a: "", a2: "" };

  /** The rollup equals counting the devices, key by key, for every organization (and holds no zero). */
  async function expectExact(): Promise<void> {
    const rollup = await rows(sql`select org_id, site_id, dev_type, status, n from device_counts order by 1, 2, 3, 4`);
    const counted = await rows(sql`select org_id, site_id, dev_type, status, count(*)::int as n from devices group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    expect(rollup).toEqual(counted);
  }

  /** `count` devices of Count Co spread over its three sites, types 1, 2, 3 and 13, online and offline. */
  async function insertDevices(prefix: string, count: number): Promise<void> {
    await db().execute(sql`
      insert into devices (org_id, site_id, sn, name, dev_type, status)
      select ${orgId}::uuid, (array[${site.a1}::uuid, ${site.a1a}::uuid, ${site.a2}::uuid])[1 + g % 3], ${prefix} || lpad(g::text, 5, '0'),
        'Counted ' || g, (array[1, 2, 3, 13])[1 + g % 4], 1 + (g % 5 = 0)::int
      from generate_series(1, ${count}) g`);
  }

  beforeAll(async () => {
    const org = await createTestOrg(db(), "Count Co", [
      { email: "admin@count.test", role: "orgAdmin" },
      { email: "limited@count.test", role: "siteOperator" },
    ]);
    orgId = org.orgId;
    s = await signIn(api, "count.test", ["admin", "limited"]);
    site.a1 = await steps.addSite(s.admin, "A1");
    site.a1a = await steps.addSite(s.admin, "A1a", site.a1);
    site.a2 = await steps.addSite(s.admin, "A2");
    await steps.grant(s.admin, org.userIds["limited@count.test"]!, [{ siteId: site.a1, role: "SITE_VIEWER" }]);
  });

  it("the migration created the rollup and its triggers", async () => {
    const triggers = await rows<{ tgname: string }>(sql`select tgname from pg_trigger where tgrelid = 'devices'::regclass and not tgisinternal order by tgname`);
    expect(triggers.map((t) => t.tgname)).toEqual(["devices_counts_delete", "devices_counts_insert", "devices_counts_truncate", "devices_counts_update"]);
    await expectExact();
  });

  it("stays exact through bind, rename, move to another site and unbind", async () => {
    await steps.bind(s.admin, site.a1, { sn: "CNT-BIND-1", securityCode: "CODE-1" });
    await steps.bind(s.admin, site.a1a, { sn: "CNT-BIND-2", securityCode: "CODE-2", devType: 2 });
    await steps.bind(s.admin, site.a2, { sn: "CNT-BIND-3", securityCode: "CODE-3" });
    await expectExact();
    await steps.ok("/device/edit", { sn: "CNT-BIND-1", name: "Renamed" }, s.admin);
    await expectExact();
    await steps.ok("/device/edit", { sn: "CNT-BIND-1", siteId: site.a2 }, s.admin);
    expect((await steps.ok<Page>("/device/page", { siteId: site.a2 }, s.admin)).total).toBe(2);
    await expectExact();
    await steps.ok("/device/unbind", { sn: "CNT-BIND-3" }, s.admin);
    expect((await steps.ok<Page>("/device/page", {}, s.admin)).total).toBe(2);
    await expectExact();
  });

  it("stays exact through status changes and a type change reported by the device", async () => {
    await fake.drop("CNT-BIND-1");
    await server().app.vms.devices.idle();
    expect((await steps.ok<Page>("/device/page", { status: 2 }, s.admin)).total).toBe(1);
    await expectExact();
    // The device comes back as another type (a new firmware reporting an NVR): type and status move.
    await fake.connect(helloFrame({ sn: "CNT-BIND-1", securityCode: "CODE-1", devType: 2 }));
    await server().app.vms.devices.idle();
    expect((await steps.ok<Page>("/device/page", { devTypes: [2] }, s.admin)).total).toBe(2);
    await expectExact();
  });

  it("an organization's deletion takes its counts with it (the devices' cascade)", async () => {
    const gone = await createTestOrg(db(), "Gone Co", []);
    const [goneSite] = await rows<{ id: string }>(sql`
      insert into sites (org_id, parent_id, path, depth, name, scene, city, contact_person, contact_phone)
      values (${gone.orgId}::uuid, null, '', 1, 'Gone', 1, 'City', 'Contact', '12345') returning id`);
    await db().execute(sql`
      insert into devices (org_id, site_id, sn, name, dev_type, status)
      select ${gone.orgId}::uuid, ${goneSite!.id}::uuid, 'GONE' || g, 'Gone ' || g, 1 + g % 2, 1 from generate_series(1, 30) g`);
    expect(await rows(sql`select sum(n)::int as n from device_counts where org_id = ${gone.orgId}::uuid`)).toEqual([{ n: 30 }]);
    await db().execute(sql`delete from organizations where id = ${gone.orgId}::uuid`);
    expect(await rows(sql`select * from device_counts where org_id = ${gone.orgId}::uuid`)).toEqual([]);
    await expectExact();
  });

  it("many concurrent status, type and site changes neither deadlock nor drift", async () => {
    await insertDevices("CNT-BULK-", 300);
    await expectExact();
    const ids = (await rows<{ id: number }>(sql`select id from devices where org_id = ${orgId}::uuid order by id`)).map((r) => Number(r.id));
    const sites = [site.a1, site.a1a, site.a2];
    // Each statement changes a few devices picked in no particular order, so the keys it moves come
    // unsorted; the triggers sort them. 200 statements at once (10 at a time on PostgreSQL's pool).
    const updates = Array.from({ length: 200 }, (_, i) => {
      const picked = Array.from({ length: 1 + (i % 6) }, (_, k) => ids[(i * 37 + k * 101) % ids.length]!);
      const set =
        i % 3 === 0
          ? sql`status = 3 - status`
          : i % 3 === 1
            ? sql`dev_type = case dev_type when 1 then 3 else 1 end, status = 3 - status`
            : sql`site_id = ${sites[i % sites.length]}::uuid, status = 3 - status`;
      // Each in a transaction that holds its locks a moment longer, so the statements overlap.
      return db().transaction(async (tx) => {
        await tx.execute(sql`update devices set ${set} where id in (${sql.join(picked.map((id) => sql`${id}`), sql`, `)})`);
        await tx.execute(sql`select pg_sleep(0.005)`);
      });
    });
    const settled = await Promise.allSettled(updates);
    expect(settled.filter((r) => r.status === "rejected")).toEqual([]);
    await expectExact();
  });

  it("/device/page totals equal count(*) for every filter, for an administrator and a site-limited user", async () => {
    const counted = async (where: SQL) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from devices where org_id = ${orgId}::uuid and ${where}`))[0]!.n;
    const cases: Array<[LoginResult, object, SQL]> = [
      [s.admin, {}, sql`true`],
      [s.admin, { siteId: site.a1 }, sql`site_id in (${site.a1}::uuid, ${site.a1a}::uuid)`],
      [s.admin, { siteId: site.a1, includeSubSites: false }, sql`site_id = ${site.a1}::uuid`],
      [s.admin, { devTypes: [1, 13] }, sql`dev_type in (1, 13)`],
      [s.admin, { status: 2 }, sql`status = 2`],
      [s.admin, { siteId: site.a2, devTypes: [3], status: 1 }, sql`site_id = ${site.a2}::uuid and dev_type = 3 and status = 1`],
      [s.admin, { keyword: "bulk-001" }, sql`(name ilike '%bulk-001%' or sn ilike '%bulk-001%')`],
      [s.admin, { pageNum: 999, pageSize: 20 }, sql`true`],
      [s.limited, {}, sql`site_id in (${site.a1}::uuid, ${site.a1a}::uuid)`],
      [s.limited, { devTypes: [2], status: 1 }, sql`site_id in (${site.a1}::uuid, ${site.a1a}::uuid) and dev_type = 2 and status = 1`],
      [s.limited, { siteId: site.a1a }, sql`site_id = ${site.a1a}::uuid`],
      [s.limited, { pageNum: 999, pageSize: 20, status: 2 }, sql`site_id in (${site.a1}::uuid, ${site.a1a}::uuid) and status = 2`],
    ];
    for (const [session, filter, where] of cases) {
      const page = await steps.ok<Page>("/device/page", filter, session);
      expect([filter, page.total]).toEqual([filter, await counted(where)]);
    }
    // A filter matching nothing, and a page past the end, still answer the exact total.
    expect(await steps.ok<Page>("/device/page", { devTypes: [9] }, s.admin)).toEqual({ total: 0, list: [] });
    expect((await steps.ok<Page>("/device/page", { pageNum: 999, pageSize: 20 }, s.admin)).list).toEqual([]);
  });

  it("the site tree's device counts equal count(*) per site", async () => {
    type Node = { siteId: string; deviceCount: number; children: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const tree = flat((await steps.ok<{ list: Node[] }>("/user/site/tree", {}, s.admin)).list);
    const counted = await rows<{ site_id: string; n: number }>(sql`select site_id, count(*)::int as n from devices where org_id = ${orgId}::uuid group by site_id`);
    expect(tree).toHaveLength(3);
    for (const node of tree) expect([node.siteId, node.deviceCount]).toEqual([node.siteId, counted.find((c) => c.site_id === node.siteId)?.n ?? 0]);
    expect((await steps.ok<{ deviceCount: number }>("/site/detail", { siteId: site.a2 }, s.admin)).deviceCount).toBe(counted.find((c) => c.site_id === site.a2)?.n ?? 0);
  });

  it("a page's rows carry every field as stored: bind and last-seen times to the millisecond", async () => {
    // Times with microseconds: the page reads them as JSON and must answer what Date#getTime gives.
    await db().execute(sql`
      update devices set bound_at = '2026-03-04T05:06:07.891678Z', last_seen = case when id % 2 = 0 then '2026-05-06T07:08:09.999999Z'::timestamptz end
      where org_id = ${orgId}::uuid`);
    const page = await steps.ok<Page>("/device/page", { pageSize: 20 }, s.admin);
    const [first] = await rows<Record<string, unknown>>(sql`
      select d.sn, d.name, d.dev_type, d.status, d.site_id, s.name as site_name, d.chl_count, d.online_chl_count from devices d join sites s on s.id = d.site_id
      where d.id = ${page.list[0]!.deviceId}`);
    expect(page.list[0]).toMatchObject({ sn: first!.sn, name: first!.name, devType: first!.dev_type, status: first!.status, siteId: first!.site_id, siteName: first!.site_name, chlCount: first!.chl_count, onlineChlCount: first!.online_chl_count });
    for (const device of page.list) {
      expect(device.bindTime).toBe(Date.parse("2026-03-04T05:06:07.891Z"));
      expect(device.lastSeen).toBe(device.deviceId % 2 === 0 ? Date.parse("2026-05-06T07:08:09.999Z") : 0);
    }
  });

  it("truncating the devices empties the rollup", async () => {
    await db().execute(sql`truncate devices cascade`);
    expect(await rows(sql`select * from device_counts`)).toEqual([]);
  });
});
