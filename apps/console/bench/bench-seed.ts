import { createRequire } from "node:module";
import path from "node:path";
import { SERVER_DIR } from "./bench-server.js";

interface PgliteLike {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

/**
 * Opens the server's embedded database (PGlite files under `<dataDir>/pglite`) while the server is
 * stopped. PGlite is the server's dependency, so it is loaded from there: the console gains none.
 */
function openPglite(dataDir: string): Promise<PgliteLike> {
  const requireFromServer = createRequire(path.join(SERVER_DIR, "package.json"));
  const { PGlite } = requireFromServer("@electric-sql/pglite") as { PGlite: { create(dir: string): Promise<PgliteLike> } };
  return PGlite.create(path.join(dataDir, "pglite"));
}

/**
 * Seeds `count` devices (with their channels) into the organization named `orgName`, over 10 regions
 * with 4 branches each — the same shape as apps/server/bench/device-page.bench.ts, inserted with SQL
 * because that seeder is not exported. Every 7th device is offline, the others are registered as held
 * by another gateway instance; types cycle IPC ×3, NVR, DVR, card IPC, doorbell, viewing station.
 */
export async function seedDevices(dataDir: string, orgName: string, count: number): Promise<void> {
  const db = await openPglite(dataDir);
  try {
    const org = await db.query<{ id: string }>("select id from organizations where name = $1 limit 1", [orgName]);
    const o = org.rows[0]?.id;
    if (!o) throw new Error(`organization ${orgName} not found`);
    await db.exec(`
      insert into sites (id, org_id, parent_id, path, depth, name, scene, city, contact_person, contact_phone)
      select id, '${o}'::uuid, null, id::text, 1, 'Bench region ' || g, 1, 'City', 'Contact', '12345'
      from (select gen_random_uuid() as id, g from generate_series(1, 10) g) t;
      insert into sites (id, org_id, parent_id, path, depth, name, scene, city, contact_person, contact_phone)
      select gen_random_uuid(), '${o}'::uuid, p.id, '', 2, p.name || ' / Branch ' || g, 2, 'City', 'Contact', '12345'
      from sites p cross join generate_series(1, 4) g where p.org_id = '${o}'::uuid and p.depth = 1 and p.name like 'Bench region %';
      update sites c set path = p.path || '/' || c.id from sites p where c.parent_id = p.id and c.org_id = '${o}'::uuid and c.path = '';
      with s as (select array_agg(id order by path) as ids from sites where org_id = '${o}'::uuid and name like 'Bench region %')
      insert into devices (org_id, site_id, sn, name, dev_type, model, version, status, time_zone, language, chl_count, online_chl_count, storage)
      select '${o}'::uuid, s.ids[1 + (g % array_length(s.ids, 1))], 'BENCH' || lpad(g::text, 8, '0'), 'Camera ' || g,
        t.dev_type, 'MODEL-' || t.dev_type, '5.1.0.20240101', case when g % 7 = 0 then 2 else 1 end, 'GMT+08', 'en-US',
        t.chl, case when g % 7 = 0 then 0 else t.chl end, '{"kind":"sdCard","sdCard":{"status":"normal","capacityMB":64000,"freeMB":1000}}'::jsonb
      from generate_series(1, ${Number(count)}) g cross join s
      cross join lateral (select (array[1,1,1,2,3,9,10,13])[1 + g % 8] as dev_type) d
      cross join lateral (select d.dev_type, case d.dev_type when 2 then 16 when 3 then 8 when 13 then 0 else 1 end as chl) t;
      -- The online devices are held by another gateway instance (scale-out), so this server keeps
      -- them online at start instead of marking every seeded device offline.
      insert into device_registry (sn, security_code_hash, salt, dev_type, model, version, online, instance_id, report)
      select d.sn, 'bench', 'bench', d.dev_type, d.model, d.version, true, 'bench-peer', '{}'::jsonb
      from devices d where d.org_id = '${o}'::uuid and d.status = 1;
      insert into channels (device_id, chl_index, number, name, configured, status, enabled)
      select d.id, c, c, 'Ch ' || c, true, 1, true from devices d cross join lateral generate_series(1, d.chl_count) c where d.org_id = '${o}'::uuid;
      analyze;
    `);
    const total = await db.query<{ n: number }>("select count(*)::int as n from devices where org_id = $1", [o]);
    console.log(`seeded ${total.rows[0]?.n ?? 0} devices into ${orgName}`);
  } finally {
    await db.close();
  }
}
