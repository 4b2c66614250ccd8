// `pnpm --filter @vms/server bench:fanout` (issue 32, decisions 0002 and 0039): how long one push takes to
// reach 10,000 console sockets (BENCH_FANOUT_SOCKETS) spread evenly over three server instances on one
// fresh PostgreSQL database, the instance bus on. The trigger is real: a simulated camera held by
// inst-1 reports a channel going off (then on) line, inst-1 pushes DEVICE_STATUS to every user who can
// see the site, and inst-2 and inst-3 get those pushes over LISTEN/NOTIFY. Times run from the device's
// status frame to each socket's receipt (first, median, last), overall and per instance (local: inst-1;
// remote: the others), over BENCH_FANOUT_ROUNDS rounds; plus the socket open rate and memory per socket.
//
// The instances are child processes (`dist/main.js`, as `npm run cluster` starts them; needs the build):
// one process cannot hold the sockets here (the hard fd limit is 20,000, and 10,000 sockets need 20,000
// descriptors when both ends live in one process), and separate processes are also the honest shape on
// two cores — each instance has its own event loop, as in production. The sockets all live in this
// process and so does the simulated device; this process's clock times everything.
//
// A user may hold PUSH_MAX_SOCKETS_PER_USER (10) sockets per instance (push-hub.ts), so the bench
// signs in ceil(sockets / 30) users (334 for 10,000) once each and opens 10 sockets per user on each
// instance with that one session. Users and their site grants are written like bench/seed.ts does;
// the site, the device binding and the logins go through the server's own calls.
// Skipped with a notice when 127.0.0.1:5432 does not answer. Not a test: nothing fails.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { sql } from "drizzle-orm";
import { withCliDatabase } from "../src/cli/cli-database.js";
import { PUSH_MAX_SOCKETS_PER_USER } from "../src/modules/push/push-hub.js";
import { addTestUsers, createTestOrg, TEST_PASSWORD } from "../src/test-support/accounts.js";
import { testApi } from "../src/test-support/api.js";
import { createTestDatabase, postgresReachable } from "../src/test-support/postgres.js";
import { siteFields } from "../src/test-support/sites.js";
import { cpuMs } from "./load-client.js";
import { closedCount, closeSockets, heartbeat, openSockets, type FanoutSocket, type SocketPlan } from "./push-fanout-sockets.js";

const SOCKETS = Number(process.env["BENCH_FANOUT_SOCKETS"] ?? 10_000);
const ROUNDS = Number(process.env["BENCH_FANOUT_ROUNDS"] ?? 10);
const OPEN_CONCURRENCY = Number(process.env["BENCH_FANOUT_CONCURRENCY"] ?? 100);
const INSTANCES = 3;
const ROUND_TIMEOUT_MS = 30_000;
/** Sign-ins at a time: two per instance (each is an argon2 verify on the instance's thread pool). */
const LOGIN_CONCURRENCY = 6;
const SERVER_MAIN = fileURLToPath(new URL("../dist/main.js", import.meta.url));

interface Instance {
  id: string;
  url: string;
  child: ChildProcess;
}

const quantile = (values: readonly number[], q: number) => [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const rssKiB = (pid: number | undefined) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startInstance(id: string, databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const env = {
    ...process.env, HOST: "127.0.0.1", PORT: String(port), DATABASE_URL: databaseUrl, VMS_DATA_DIR: dataDir, VMS_INSTANCE_ID: id,
    VMS_INSTANCE_BUS: "postgres", LOG_LEVEL: "warn", VMS_LOGIN_IP_PER_MINUTE: "10000", VMS_PAYMENT_SANDBOX: "off",
  };
  const child = spawn(process.execPath, [SERVER_MAIN], { env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; await later(250)) {
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return { id, url, child };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${id} did not become healthy`);
  }
}

async function stopInstance(instance: Instance): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  if (!(await Promise.race([exited.then(() => true), later(15_000).then(() => false)]))) child.kill("SIGKILL");
}

/** One round: the device flips a channel; answers each socket's delay (ms) once all have the push. */
async function round(device: SimulatedDevice, chlIndex: number, online: boolean, sockets: FanoutSocket[], waiter: { count: number; all: () => void }) {
  for (const s of sockets) s.receivedAt = Number.NaN;
  waiter.count = 0;
  const everyone = new Promise<boolean>((resolve) => {
    waiter.all = () => resolve(true);
    setTimeout(() => resolve(false), ROUND_TIMEOUT_MS).unref();
  });
  const began = performance.now();
  device.setChannelOnline(chlIndex, online);
  const complete = await everyone;
  const missing = sockets.filter((s) => Number.isNaN(s.receivedAt));
  // Every instance serialises the same message: one text for all, else some socket got another push.
  const texts = new Set(sockets.filter((s) => s.frame).map((s) => s.frame));
  return { complete, missing, distinct: texts.size, delays: sockets.map((s) => s.receivedAt - began) };
}

type Spread = { first: number[]; median: number[]; last: number[] };
const spread = (): Spread => ({ first: [], median: [], last: [] });
function note(into: Spread, delays: number[]): void {
  into.first.push(quantile(delays, 0));
  into.median.push(quantile(delays, 0.5));
  into.last.push(quantile(delays, 1));
}
const cell = (values: number[]) => `${quantile(values, 0.5).toFixed(0).padStart(6)} ${quantile(values, 0.95).toFixed(0).padStart(6)}`;

async function main(): Promise<void> {
  if (!postgresReachable) return console.log("push fan-out bench: PostgreSQL at 127.0.0.1:5432 not reachable, skipped");
  if (!existsSync(SERVER_MAIN)) return console.log("push fan-out bench: apps/server/dist/main.js missing (pnpm turbo run build first), skipped");
  const users = Math.ceil(SOCKETS / (PUSH_MAX_SOCKETS_PER_USER * INSTANCES));
  const database = await createTestDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), "vms-fanout-bench-"));
  const instances: Instance[] = [];
  const [descriptor] = generateFleet({ count: 20, seed: "fanout-bench" }).filter((d) => d.status === 1 && d.channels.some((c) => c.status === 1 && c.enabled));
  const chlIndex = descriptor!.channels.find((c) => c.status === 1 && c.enabled)!.chlIndex;
  let device: SimulatedDevice | null = null;
  let sockets: FanoutSocket[] = [];
  try {
    // One first (it migrates and writes the built-in roles), then the other two side by side.
    instances.push(await startInstance("inst-1", database.url, path.join(dir, "inst-1")));
    instances.push(...(await Promise.all([2, 3].map((n) => startInstance(`inst-${n}`, database.url, path.join(dir, `inst-${n}`))))));
    const emails = Array.from({ length: users - 1 }, (_, i) => `viewer${i}@fanout.test`);
    const org = await withCliDatabase({ DATABASE_URL: database.url }, process.cwd(), async (db) => {
      const created = await createTestOrg(db, "Fanout Co", [{ email: "admin@fanout.test", role: "orgAdmin" }]);
      await addTestUsers(db, created.orgId, emails.map((email) => ({ email, role: "siteOperator" as const })));
      return created;
    });
    const apis = instances.map((instance) => testApi(() => instance.url));
    const signIn = async (email: string, i: number) => {
      const answer = await apis[i % INSTANCES]!.call<LoginResult>("/user/login", { loginName: email, password: TEST_PASSWORD });
      if (answer.code !== 200) throw new Error(`${email} could not sign in: ${answer.text}`);
      return answer.data;
    };
    const admin = await signIn("admin@fanout.test", 0);
    const site = await apis[0]!.call<{ siteId: string }>("/site/add", { ...siteFields("Fan-out yard"), parentId: null }, admin);
    if (site.code !== 200) throw new Error(`site: ${site.text}`);
    // The site viewers see the camera (the push audience is the admins plus the site's grants). Written
    // before the device reports: an instance caches a site's audience for 5 s, and only its own grant calls clear it.
    await withCliDatabase({ DATABASE_URL: database.url }, process.cwd(), (db) =>
      db.execute(sql`insert into site_grants (user_id, site_id, role) select id, ${site.data.siteId}::uuid, 'SITE_VIEWER' from users where org_id = ${org.orgId}::uuid and type = 2`),
    );

    device = new SimulatedDevice(descriptor!, { serverUrl: instances[0]!.url });
    await device.start();
    const bound = await apis[0]!.call("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId: site.data.siteId, name: "Yard camera" }, admin);
    if (bound.code !== 200) throw new Error(`bind: ${bound.text}`);

    const loginsBegan = performance.now();
    const sessions: LoginResult[] = [admin];
    for (let i = 0; i < emails.length; i += LOGIN_CONCURRENCY) sessions.push(...(await Promise.all(emails.slice(i, i + LOGIN_CONCURRENCY).map((email, j) => signIn(email, i + j)))));
    const loginMs = performance.now() - loginsBegan;
    // Socket i: instance i % 3, user ⌊i / 30⌋: each user holds 10 sockets on each instance.
    const plans: SocketPlan[] = Array.from({ length: SOCKETS }, (_, i) => ({
      instance: i % INSTANCES, baseUrl: instances[i % INSTANCES]!.url, token: sessions[Math.floor(i / (PUSH_MAX_SOCKETS_PER_USER * INSTANCES))]!.token,
    }));
    const waiter: { count: number; all: () => void } = { count: 0, all: () => undefined };
    const onPush = () => {
      waiter.count += 1;
      if (waiter.count === SOCKETS) waiter.all();
    };
    const rssBefore = instances.map((i) => rssKiB(i.child.pid));
    const clientBefore = process.memoryUsage().rss;
    const openBegan = performance.now();
    sockets = await openSockets(plans, OPEN_CONCURRENCY, onPush);
    const openMs = performance.now() - openBegan;
    // The first sockets have been silent since their auth; the server closes them at 60 s.
    heartbeat(sockets);
    let beat = performance.now();
    await later(1_000);
    const rssAfter = instances.map((i) => rssKiB(i.child.pid));
    const serverPerSocket = (rssAfter.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0)) / SOCKETS;
    const clientPerSocket = (process.memoryUsage().rss - clientBefore) / 1024 / SOCKETS;

    const all = spread();
    const per = instances.map(() => spread());
    const problems: string[] = [];
    const cpu = { servers: instances.map(() => 0), client: 0 };
    for (let r = 0; r <= ROUNDS; r += 1) {
      if (performance.now() - beat > 20_000) {
        heartbeat(sockets);
        beat = performance.now();
        await later(1_000);
      }
      const cpuBefore = { servers: instances.map((i) => cpuMs(i.child.pid)), client: process.cpuUsage() };
      const result = await round(device, chlIndex, r % 2 === 1, sockets, waiter);
      if (!result.complete) problems.push(`round ${r}: ${result.missing.length} sockets got no push within ${ROUND_TIMEOUT_MS / 1000} s (${instances.map((inst, i) => `${inst.id} ${result.missing.filter((s) => s.instance === i).length}`).join(", ")})`);
      if (result.distinct > 1) problems.push(`round ${r}: ${result.distinct} different frames`);
      // Round 0 warms up (first audience query, first NOTIFY of the channel); it is not counted.
      if (r > 0 && result.complete) {
        instances.forEach((inst, i) => (cpu.servers[i]! += cpuMs(inst.child.pid) - cpuBefore.servers[i]!));
        const used = process.cpuUsage(cpuBefore.client);
        cpu.client += (used.user + used.system) / 1000;
        note(all, result.delays);
        instances.forEach((_, i) => note(per[i]!, result.delays.filter((_, k) => sockets[k]!.instance === i)));
      }
      await later(300);
    }
    const closed = closedCount(sockets);

    const load = os.loadavg().map((l) => l.toFixed(2)).join(" ");
    const counts = instances.map((_, i) => plans.filter((p) => p.instance === i).length).join("/");
    console.log(`\npush fan-out — ${SOCKETS} sockets on ${INSTANCES} instances (${counts}), ${users} users, ${ROUNDS} rounds (load ${load}, ${os.availableParallelism()} cores)`);
    console.log(`signed in ${users} users in ${(loginMs / 1000).toFixed(1)} s; opened and authenticated ${SOCKETS} sockets in ${(openMs / 1000).toFixed(1)} s (${Math.round((SOCKETS / openMs) * 1000)}/s, ${OPEN_CONCURRENCY} at a time)`);
    console.log(`memory per socket: ${serverPerSocket.toFixed(1)} KiB server RSS (${instances.map((inst, i) => `${inst.id} +${((rssAfter[i]! - rssBefore[i]!) / 1024).toFixed(0)} MiB`).join(", ")}), ${clientPerSocket.toFixed(1)} KiB client`);
    const measured = all.last.length;
    if (measured > 0) console.log(`CPU per fan-out (mean of ${measured}): ${instances.map((inst, i) => `${inst.id} ${(cpu.servers[i]! / measured).toFixed(0)} ms`).join(", ")}, client ends ${(cpu.client / measured).toFixed(0)} ms`);
    const pair = (a: string, b: string) => `${a.padStart(6)} ${b.padStart(6)}`;
    console.log(`${"ms from the device's status frame".padEnd(40)} ${"first".padEnd(13)} ${"median".padEnd(13)} last`);
    console.log(`${"".padEnd(40)} ${pair("median", "p95")} ${pair("median", "p95")} ${pair("median", "p95")}`);
    const row = (name: string, s: Spread) => console.log(`${name.padEnd(40)} ${cell(s.first)} ${cell(s.median)} ${cell(s.last)}`);
    if (all.last.length > 0) {
      row(`all ${SOCKETS} sockets`, all);
      instances.forEach((inst, i) => row(`${inst.id} (${i === 0 ? "local: holds the device" : "remote: over the bus"})`, per[i]!));
    }
    for (const problem of problems) console.log(`LOST: ${problem}`);
    if (closed > 0) console.log(`LOST: ${closed} sockets were closed by the end`);
    const last = all.last.length > 0 ? `${quantile(all.last, 0.5).toFixed(0)} ms median, ${quantile(all.last, 0.95).toFixed(0)} ms p95` : "not measured";
    console.log(
      `goal of issue 32: print the fan-out time to ${SOCKETS} sockets on ${INSTANCES} instances — last receipt ${last}; no numeric goal. ` +
        `On ${os.availableParallelism()} cores the three instances, PostgreSQL and this process (every socket's client end) share the cores, so this is an upper bound, not scaling`,
    );
  } finally {
    await closeSockets(sockets);
    await device?.stop();
    await Promise.all(instances.map(stopInstance));
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
