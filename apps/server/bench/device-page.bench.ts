// `pnpm --filter @vms/server bench`: /vms/device/page over real HTTP at 10,000 devices (decision 0003
// "Scale and benchmark"). A fresh PGlite data directory, and PostgreSQL when 127.0.0.1:5432 answers;
// prints the median and p95 per scenario and overall. Not a test: nothing fails on slow numbers.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createApiClient, type ApiClient, type RequestOf } from "@vms/api-client";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { parseConfig } from "../src/config.js";
import type { AppDatabase } from "../src/db/database.js";
import { createTestOrg, TEST_PASSWORD } from "../src/test-support/accounts.js";
import { createTestDatabase, postgresReachable } from "../src/test-support/postgres.js";

const DEVICES = Number(process.env["BENCH_DEVICES"] ?? 10_000);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 20);
type PageQuery = RequestOf<"/device/page">;

/** 10 top-level sites with 4 sub-sites each; 10,000 devices spread over them with their channels. */
async function seed(db: AppDatabase) {
  const org = await createTestOrg(db, "Bench Co", [
    { email: "admin@bench.test", role: "orgAdmin" },
    { email: "limited@bench.test", role: "siteOperator" },
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
    from generate_series(1, ${DEVICES}) g cross join s
    cross join lateral (select (array[1,1,1,2,3,9,10,13])[1 + g % 8] as dev_type) d
    cross join lateral (select d.dev_type, case d.dev_type when 2 then 16 when 3 then 8 when 13 then 0 else 1 end as chl) t`);
  await db.execute(sql`
    insert into channels (device_id, chl_index, number, name, configured, status, enabled)
    select d.id, c, c, 'Ch ' || c, true, 1, true from devices d cross join lateral generate_series(1, d.chl_count) c where d.org_id = ${o}::uuid`);
  // The limited user sees three regions (and their branches): 15 of 50 sites.
  await db.execute(sql`
    insert into site_grants (user_id, site_id, role)
    select ${org.userIds["limited@bench.test"]}::uuid, id, 'SITE_VIEWER' from sites where org_id = ${o}::uuid and depth = 1 order by name limit 3`);
  await db.execute(sql`analyze`);
  const rows = (await db.execute(sql`select id, depth from sites where org_id = ${o}::uuid order by name`)) as unknown as { rows: Array<{ id: string; depth: number }> };
  return { region: rows.rows.find((r) => r.depth === 1)!.id, branch: rows.rows.find((r) => r.depth === 2)!.id };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function run(engine: "pglite" | "postgres") {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-bench-"));
  const database = engine === "postgres" ? await createTestDatabase() : null;
  const config = parseConfig({ VMS_DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0", HOST: "127.0.0.1", ...(database ? { DATABASE_URL: database.url } : {}) });
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const started = performance.now();
    const sites = await seed(app.vms.database.db);
    console.log(`\n${engine}: seeded ${DEVICES} devices in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const clientFor = async (email: string): Promise<ApiClient> => {
      const login = await createApiClient({ baseUrl }).call("/user/login", { loginName: email, password: TEST_PASSWORD });
      return createApiClient({ baseUrl, getSession: () => login });
    };
    const users = { admin: await clientFor("admin@bench.test"), limited: await clientFor("limited@bench.test") };
    const pages = Math.ceil(DEVICES / 100);
    const scenarios: Record<string, (i: number) => PageQuery> = {
      none: () => ({ pageNum: 1, pageSize: 20 }),
      "site+subs": () => ({ siteId: sites.region, pageNum: 1, pageSize: 20 }),
      "site only": () => ({ siteId: sites.branch, includeSubSites: false, pageNum: 1, pageSize: 20 }),
      status: () => ({ status: 2, pageNum: 1, pageSize: 20 }),
      type: () => ({ devTypes: [2, 3], pageNum: 1, pageSize: 20 }),
      keyword: (i) => ({ keyword: `camera ${100 + i}`, pageNum: 1, pageSize: 20 }),
      "sn keyword": (i) => ({ keyword: `BENCH00000${i % 10}`, pageNum: 1, pageSize: 20 }),
      "page 1..N x100": (i) => ({ pageNum: 1 + ((i * 37) % pages), pageSize: 100 }),
    };
    // Warm up: connections, plans, caches.
    for (let i = 0; i < 10; i++) await users.admin.call("/device/page", { pageNum: 1, pageSize: 20 });
    // The same signed session call without the device query: what every call pays (HTTP, session, nonce, caller).
    const base: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      await users.limited.call("/user/profile/get", {});
      base.push(performance.now() - t0);
    }
    base.sort((a, b) => a - b);
    const all: number[] = [];
    console.log(`${"scenario".padEnd(26)} ${"calls".padStart(5)} ${"median".padStart(7)} ${"p95".padStart(7)}  (ms, real HTTP)`);
    for (const [name, query] of Object.entries(scenarios)) {
      for (const [who, client] of Object.entries(users)) {
        const times: number[] = [];
        let total = 0;
        for (let i = 0; i < ROUNDS; i++) {
          const t0 = performance.now();
          const page = await client.call("/device/page", query(i));
          times.push(performance.now() - t0);
          total = page.total;
        }
        times.sort((a, b) => a - b);
        all.push(...times);
        console.log(`${`${name} (${who})`.padEnd(26)} ${String(times.length).padStart(5)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))}  total=${total}`);
      }
    }
    all.sort((a, b) => a - b);
    console.log(`${"baseline /user/profile/get".padEnd(26)} ${String(base.length).padStart(5)} ${fmt(percentile(base, 50))} ${fmt(percentile(base, 95))}`);
    console.log(`${`overall [${engine}]`.padEnd(26)} ${String(all.length).padStart(5)} ${fmt(percentile(all, 50))} ${fmt(percentile(all, 95))}`);
  } finally {
    await app.close();
    // BENCH_KEEP=1 keeps the PostgreSQL database for EXPLAIN ANALYZE by hand.
    if (database && process.env["BENCH_KEEP"] === "1") console.log(`kept ${database.url}`);
    else await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await run("pglite");
if (postgresReachable) await run("postgres");
else console.log("\nPostgreSQL at 127.0.0.1:5432 not reachable: PGlite only");
