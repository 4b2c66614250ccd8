// Not a bench on its own: the server process load.bench.ts starts (named *.bench.ts as an entry).
// The server side of load.bench.ts, in a process of its own so autocannon's client does not share
// its event loop: the real app (BENCH_ENGINE=pglite|postgres) seeded with BENCH_DEVICES devices,
// plus GET /bench/bare, a bare Fastify route doing one query. Prints one JSON line when ready
// ({ port, token, sid } of a signed-in administrator) and runs until SIGTERM.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createApiClient } from "@vms/api-client";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { parseConfig } from "../src/core/config.js";
import { TEST_PASSWORD } from "../src/test-support/accounts.js";
import { createTestDatabase } from "../src/test-support/postgres.js";
import { BENCH_ADMIN, seed } from "./seed.js";

const engine = process.env["BENCH_ENGINE"] === "postgres" ? "postgres" : "pglite";
const devices = Number(process.env["BENCH_DEVICES"] ?? 10_000);

const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-load-"));
const database = engine === "postgres" ? await createTestDatabase() : null;
// The device gateway's settings pass through (gateway-flood.bench.ts compares them).
const gatewaySettings = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith("VMS_DEVICE_")));
const config = parseConfig({ ...gatewaySettings, VMS_DATA_DIR: dataDir, LOG_LEVEL: "warn", PORT: "0", HOST: "127.0.0.1", ...(database ? { DATABASE_URL: database.url } : {}) });
const app = await buildApp(config);
const db = app.vms.database.db;
const { userIds } = await seed(db, devices);
const adminId = userIds[BENCH_ADMIN];
// What the envelope pipeline is compared with: routing, one query and a JSON reply, nothing else.
app.get("/bench/bare", async () => {
  const result = (await db.execute(sql`select id, email, user_name from users where id = ${adminId}::uuid`)) as unknown as { rows: unknown[] };
  return { user: result.rows[0] ?? null };
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
const login = await createApiClient({ baseUrl: `http://127.0.0.1:${port}` }).call("/user/login", { loginName: BENCH_ADMIN, password: TEST_PASSWORD });
console.log(JSON.stringify({ port, token: login.token, sid: login.sid }));

const stop = async () => {
  await app.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
