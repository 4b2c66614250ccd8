// `pnpm --filter @vms/server bench:events` (also run by `bench`): /vms/event/search/list over real
// HTTP on a large history (docs/events.md). Seeds BENCH_EVENTS events (default 1,000,000 on
// PostgreSQL at 127.0.0.1:5432, BENCH_EVENTS_PGLITE = 1,000,000 on PGlite too: ~1 min to seed) over 30 days on the shared seed (bench/seed.ts: 50 sites,
// 200 cameras), then prints p50 and p95 of the common searches for an administrator and for a user
// holding 15 of the 50 sites. Not a test: nothing fails on slow numbers (goal: p95 ≤ 50 ms on PostgreSQL).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createApiClient, type ApiClient, type RequestOf } from "@vms/api-client";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { parseConfig } from "../src/core/config.js";
import type { AppDatabase } from "../src/db/database.js";
import { TEST_PASSWORD } from "../src/test-support/accounts.js";
import { createTestDatabase, postgresReachable } from "../src/test-support/postgres.js";
import { BENCH_ADMIN, BENCH_LIMITED, seed as seedOrg } from "./seed.js";

const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 20);
const CHUNK = 100_000;
const DAY = 86_400_000;
type Query = RequestOf<"/event/search/list">;

const CAMERAS = 200;

/** The shared bench seed (bench/seed.ts: 50 sites, 200 devices, the limited user on 15 sites), then `count` events over the last 30 days on its cameras, with realistic targets and attributes. */
async function seed(db: AppDatabase, count: number) {
  const { orgId: o, branch } = await seedOrg(db, CAMERAS);
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await db.execute(sql`
      with s as (select array_agg(site_id order by sn) as ids from devices where org_id = ${o}::uuid)
      insert into events (id, org_id, site_id, sn, chl_index, channel_name, device_event_id, occurred_at, event_group, event_type, target_type, attributes, plate)
      select gen_random_uuid(), ${o}::uuid, s.ids[c], 'BENCH' || lpad(c::text, 8, '0'), 1, 'Camera ' || c, 'e' || g,
        now() - ((g::float8 / ${count}) * interval '30 days'),
        case when k < 70 then 'smart' when k < 95 then 'common' else 'health' end,
        case when k < 30 then (array['SMART_MOTION','PERIMETER'])[1 + g % 2] when k < 50 then 'SMART_MOTION' when k < 58 then 'PERIMETER'
             when k < 65 then 'OTHER' when k < 70 then 'PLATE' when k < 95 then (array['MOTION','MANUAL','SCHEDULE','SENSOR','POS'])[1 + g % 5]
             else (array['DISK_ERROR','IP_CONFLICT','NETWORK_DOWN'])[1 + g % 3] end,
        case when k < 30 then 'person' when k < 50 then 'motorVehicle' when k < 58 then 'nonMotorVehicle' when k < 65 then 'face' when k < 70 then 'plate' end,
        case when k < 30 then jsonb_build_object('gender', g % 3, 'upperColor', 1 + g % 13, 'lowerColor', 1 + (g / 13) % 13, 'ageGroup', (array['infant','juvenile','youth','midlife','elderly','unknown'])[1 + g % 6], 'hat', (array['yes','no','unknown'])[1 + g % 3])
             when k < 50 then jsonb_build_object('vehicleType', (array['car','suv','mpv','van','pickup','bus','truck','other'])[1 + g % 8], 'brand', g % 129, 'color', 1 + g % 13)
             when k < 58 then jsonb_build_object('nonMotorType', (array['bike','electromobile','motorbike','tricycle','unknown'])[1 + g % 5], 'color', 1 + g % 13)
             when k < 65 then jsonb_build_object('gender', g % 3, 'mask', (array['yes','no','unknown'])[1 + g % 3])
             when k < 70 then jsonb_build_object('color', 1 + g % 13)
             else '{}'::jsonb end,
        case when k between 30 and 49 or k between 65 and 69 then chr(65 + g % 23) || chr(65 + (g / 23) % 23) || lpad((g % 10000)::text, 4, '0') end
      from generate_series(${from}::int, ${to}::int) g
      cross join s
      cross join lateral (select ((g::bigint * 7919) % 100)::int as k, (1 + (g::bigint * 31) % ${CAMERAS})::int as c) x`);
    process.stdout.write(`\r  seeded ${to.toLocaleString("en-US")} events`);
  }
  process.stdout.write("\n");
  // What autovacuum does after a bulk load: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze events`);
  return { site: branch };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function run(engine: "pglite" | "postgres", count: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-bench-events-"));
  const database = engine === "postgres" ? await createTestDatabase() : null;
  const config = parseConfig({ VMS_DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0", HOST: "127.0.0.1", ...(database ? { DATABASE_URL: database.url } : {}) });
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const started = performance.now();
    console.log(`\n${engine}: seeding ${count.toLocaleString("en-US")} events`);
    const { site } = await seed(app.vms.database.db, count);
    console.log(`${engine}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const clientFor = async (email: string): Promise<ApiClient> => {
      const login = await createApiClient({ baseUrl }).call("/user/login", { loginName: email, password: TEST_PASSWORD });
      return createApiClient({ baseUrl, getSession: () => login });
    };
    const users = { admin: await clientFor(BENCH_ADMIN), limited: await clientFor(BENCH_LIMITED) };
    const now = Date.now();
    const last = (days: number) => ({ startTime: now - days * DAY, endTime: now });
    const scenarios: Record<string, (i: number) => Query> = {
      "24 h, newest": () => ({ ...last(1), pageNum: 1, pageSize: 20 }),
      "7 d, one site": () => ({ ...last(7), siteIds: [site], pageNum: 1, pageSize: 20 }),
      "31 d, camera": (i) => ({ ...last(31), cameras: [{ sn: `BENCH${String(1 + (i % CAMERAS)).padStart(8, "0")}`, chlIndex: 1 }], pageNum: 1, pageSize: 20 }),
      "31 d, person+gender+upper": (i) => ({ ...last(31), targetType: "person", attributes: { gender: [2], upperColor: [1 + (i % 13)] }, pageNum: 1, pageSize: 20 }),
      "31 d, vehicle+plate text": (i) => ({ ...last(31), targetType: "motorVehicle", plate: `${String(1000 + i).slice(1)}`, pageNum: 1, pageSize: 20 }),
      "31 d, event type": () => ({ ...last(31), eventTypes: ["DISK_ERROR"], pageNum: 1, pageSize: 20 }),
      "7 d, page 1..50": (i) => ({ ...last(7), pageNum: 1 + ((i * 7) % 50), pageSize: 20 }),
    };
    for (let i = 0; i < 5; i++) await users.admin.call("/event/search/list", { ...last(1), pageNum: 1, pageSize: 20 });
    // What every signed call pays without the event query (HTTP, session, nonce, caller).
    const base: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      await users.limited.call("/user/profile/get", {});
      base.push(performance.now() - t0);
    }
    base.sort((a, b) => a - b);
    const all: number[] = [];
    console.log(`${"scenario".padEnd(36)} ${"calls".padStart(5)} ${"p50".padStart(7)} ${"p95".padStart(7)}  (ms, real HTTP)`);
    for (const [name, query] of Object.entries(scenarios)) {
      for (const [who, client] of Object.entries(users)) {
        const times: number[] = [];
        let total = 0;
        for (let i = 0; i < ROUNDS; i++) {
          const t0 = performance.now();
          const page = await client.call("/event/search/list", query(i));
          times.push(performance.now() - t0);
          total = page.total;
        }
        times.sort((a, b) => a - b);
        all.push(...times);
        console.log(`${`${name} (${who})`.padEnd(36)} ${String(times.length).padStart(5)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))}  total=${total}`);
      }
    }
    all.sort((a, b) => a - b);
    console.log(`${"baseline /user/profile/get".padEnd(36)} ${String(base.length).padStart(5)} ${fmt(percentile(base, 50))} ${fmt(percentile(base, 95))}`);
    console.log(`${`overall [${engine}]`.padEnd(36)} ${String(all.length).padStart(5)} ${fmt(percentile(all, 50))} ${fmt(percentile(all, 95))}`);
  } finally {
    await app.close();
    if (database && process.env["BENCH_KEEP"] === "1") console.log(`kept ${database.url}`);
    else await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const pgliteEvents = Number(process.env["BENCH_EVENTS_PGLITE"] ?? 1_000_000);
if (pgliteEvents > 0) await run("pglite", pgliteEvents);
if (postgresReachable) await run("postgres", Number(process.env["BENCH_EVENTS"] ?? 1_000_000));
else console.log("\nPostgreSQL at 127.0.0.1:5432 not reachable: PGlite only");
