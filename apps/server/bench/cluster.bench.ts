// `pnpm --filter @vms/server bench:cluster` (issue 32): `/vms/device/page` through HAProxy with one and
// with three instances on one PostgreSQL (started as `npm run cluster` starts them, demo data, the
// simulator's 12 devices). On this 2-core machine three instances share the same two cores as the proxy,
// PostgreSQL and the load generator: the ratio shows the proxy's and the extra processes' overhead,
// not scaling. Needs the build, PostgreSQL at 127.0.0.1:5432 and haproxy. Not a test.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoginResult } from "@vms/api-client";
import { startCluster } from "../src/cli/cluster-launcher.js";
import { DEMO_PASSWORD } from "../src/modules/demo/demo-seed.js";
import { testApi } from "../src/test-support/api.js";
import { createTestDatabase, postgresReachable } from "../src/test-support/postgres.js";
import { saturate, signedTarget, warmUp, type Figures } from "./load-client.js";

const CONNECTIONS = Number(process.env["BENCH_CONNECTIONS"] ?? 20);
const DURATION_S = Number(process.env["BENCH_DURATION"] ?? 10);

async function devicePageThrough(instances: number): Promise<Figures> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vms-cluster-bench-"));
  const cluster = await startCluster({ instances, port: 0, databaseUrl: database.url, dataDir, devices: 12, env: { LOG_LEVEL: "warn", VMS_LOGIN_IP_PER_MINUTE: "1000" } });
  try {
    const api = testApi(() => cluster.url);
    let admin: LoginResult | null = null;
    for (const deadline = Date.now() + 30_000; !admin && Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      const answer = await api.call<LoginResult>("/user/login", { loginName: "admin@demo.local", password: DEMO_PASSWORD });
      if (answer.code === 200) admin = answer.data;
    }
    if (!admin) throw new Error("the demo admin could not sign in");
    const target = signedTarget("/vms/device/page (20 rows)", "/device/page", { pageNum: 1, pageSize: 20 }, { port: 0, token: admin.token, sid: admin.sid });
    await warmUp(cluster.url, target);
    return await saturate(cluster.url, target, CONNECTIONS, DURATION_S);
  } finally {
    await cluster.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!postgresReachable) {
  console.log("cluster bench: PostgreSQL at 127.0.0.1:5432 does not answer, skipped");
} else {
  console.log(`\ncluster — /vms/device/page through HAProxy, ${CONNECTIONS} connections, ${DURATION_S} s (load ${os.loadavg()[0]!.toFixed(1)}, ${os.cpus().length} cores)`);
  console.log(`${"instances".padEnd(10)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"failed".padStart(7)}`);
  const results: Array<[number, Figures]> = [];
  for (const instances of [1, 3]) {
    const f = await devicePageThrough(instances);
    results.push([instances, f]);
    console.log(`${String(instances).padEnd(10)} ${f.rps.toFixed(0).padStart(8)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.errors).padStart(7)}`);
  }
  const [one, three] = [results[0]![1], results[1]![1]];
  console.log(`3 / 1 instances: ${((three.rps / one.rps) * 100).toFixed(0)} % (goal of issue 32: print it; on ${os.cpus().length} cores this is overhead, not scaling)`);
}
