// Seed shared by the server benches: an organization with an administrator and a site-limited
// user, 10 top-level sites with 4 sub-sites each, and `DEVICES` devices with their channels.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "../src/db/database.js";
import { createTestOrg } from "../src/test-support/accounts.js";

export const BENCH_ADMIN = "admin@bench.test";
export const BENCH_LIMITED = "limited@bench.test";

/** 10 top-level sites with 4 sub-sites each; `devices` devices spread over them with their channels. */
export async function seed(db: AppDatabase, devices: number) {
  const org = await createTestOrg(db, "Bench Co", [
    { email: BENCH_ADMIN, role: "orgAdmin" },
    { email: BENCH_LIMITED, role: "siteOperator" },
  ]);
  const o = org.orgId;
  await db.execute(sql`
    insert into sites (id, org_id, parent_id, path, depth, name, scene, city, contact_person, contact_phone)
    select id, ${o}::uuid, null, id::text, 1, 'Region ' || g, 1, 'City', 'Contact', '12345'
    from (select gen_random_uuid() as id, g from generate_series(1, 10) g) t`);
  await db.execute(sql`
    insert into sites (id, org_id, parent_id, path, depth, name, scene, city, contact_person, contact_phone)
    select gen_random_uuid(), ${o}::uuid, p.id, '', 2, p.name || ' / Branch ' || g, 2, 'City', 'Contact', '12345'
    from sites p cross join generate_series(1, 4) g where p.org_id = ${o}::uuid and p.depth = 1`);
  await db.execute(sql`update sites c set path = p.path || '/' || c.id from sites p where c.parent_id = p.id and c.org_id = ${o}::uuid`);
  await db.execute(sql`
    with s as (select array_agg(id order by path) as ids from sites where org_id = ${o}::uuid)
    insert into devices (org_id, site_id, sn, name, dev_type, model, version, status, time_zone, language, chl_count, online_chl_count, storage)
    select ${o}::uuid, s.ids[1 + (g % array_length(s.ids, 1))], 'BENCH' || lpad(g::text, 8, '0'), 'Camera ' || g,
      t.dev_type, 'MODEL-' || t.dev_type, '5.1.0.20240101', case when g % 7 = 0 then 2 else 1 end, 'GMT+08', 'en-US',
      t.chl, case when g % 7 = 0 then 0 else t.chl end, '{"kind":"sdCard","sdCard":{"status":"normal","capacityMB":64000,"freeMB":1000}}'::jsonb
    from generate_series(1, ${devices}) g cross join s
    cross join lateral (select (array[1,1,1,2,3,9,10,13])[1 + g % 8] as dev_type) d
    cross join lateral (select d.dev_type, case d.dev_type when 2 then 16 when 3 then 8 when 13 then 0 else 1 end as chl) t`);
  await db.execute(sql`
    insert into channels (device_id, chl_index, number, name, configured, status, enabled)
    select d.id, c, c, 'Ch ' || c, true, 1, true from devices d cross join lateral generate_series(1, d.chl_count) c where d.org_id = ${o}::uuid`);
  // The limited user sees three regions (and their branches): 15 of 50 sites.
  await db.execute(sql`
    insert into site_grants (user_id, site_id, role)
    select ${org.userIds[BENCH_LIMITED]}::uuid, id, 'SITE_VIEWER' from sites where org_id = ${o}::uuid and depth = 1 order by name limit 3`);
  await db.execute(sql`analyze`);
  const rows = (await db.execute(sql`select id, depth from sites where org_id = ${o}::uuid order by name`)) as unknown as { rows: Array<{ id: string; depth: number }> };
  return { orgId: o, userIds: org.userIds, region: rows.rows.find((r) => r.depth === 1)!.id, branch: rows.rows.find((r) => r.depth === 2)!.id };
}

