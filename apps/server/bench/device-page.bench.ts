// `pnpm --filter @vms/server bench`: /vms/device/page over real HTTP at 10,000 devices (decision 0003
// "Scale and benchmark"). A fresh PGlite data directory, and PostgreSQL when 127.0.0.1:5432 answers;
// prints the median and p95 per scenario and overall. Not a test: nothing fails on slow numbers.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createApiClient, type ApiClient, type RequestOf } from "@vms/api-client";
import { buildApp } from "../src/app.js";
import { parseConfig } from "../src/core/config.js";
import { TEST_PASSWORD } from "../src/test-support/accounts.js";
import { createTestDatabase, postgresReachable } from "../src/test-support/postgres.js";
import { seed } from "./seed.js";

const DEVICES = Number(process.env["BENCH_DEVICES"] ?? 10_000);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 20);
type PageQuery = RequestOf<"/device/page">;

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
    const sites = await seed(app.vms.database.db, DEVICES);
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
