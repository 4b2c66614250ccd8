// `pnpm --filter @vms/server bench:bus` (issue 32, decision 0039): two server instances in this
// process on one fresh PostgreSQL database, talking over the PostgreSQL instance bus. Prints
//   - the bus round trip (A publishes, B answers, A hears it) and the time 10,000 messages take to
//     reach the other instance;
//   - a device command (`configGet`) asked on the instance holding the device and on the other one
//     (routed over the bus: request, acknowledgement, result).
// Skipped with a notice when 127.0.0.1:5432 does not answer. Not a test: nothing fails.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import { parseConfig } from "../src/core/config.js";
import { createTestDatabase, postgresReachable } from "../src/test-support/postgres.js";

const ROUNDS = Number(process.env["BENCH_BUS_ROUNDS"] ?? 300);
const BURST = Number(process.env["BENCH_BUS_BURST"] ?? 10_000);

const quantile = (values: number[], q: number) => [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const describe = (values: number[]) => `median ${quantile(values, 0.5).toFixed(2)} ms, p95 ${quantile(values, 0.95).toFixed(2)} ms`;

// The frame budget (decision 0021) would cut a device answering hundreds of commands a second.
async function start(instanceId: string, databaseUrl: string, dataDir: string): Promise<{ app: FastifyInstance; url: string }> {
  const config = parseConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, VMS_INSTANCE_ID: instanceId, VMS_DATA_DIR: dataDir, LOG_LEVEL: "error", VMS_DEVICE_FRAMES_PER_SEC: "0" }, process.cwd());
  const app = await buildApp(config);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return { app, url: `http://127.0.0.1:${address.port}` };
}

async function main(): Promise<void> {
  if (!postgresReachable) {
    console.log("instance bus bench: PostgreSQL at 127.0.0.1:5432 not reachable, skipped");
    return;
  }
  const database = await createTestDatabase();
  const dir = await mkdtemp(path.join(os.tmpdir(), "vms-bus-bench-"));
  const a = await start("bench-a", database.url, path.join(dir, "a"));
  const b = await start("bench-b", database.url, path.join(dir, "b"));
  const [descriptor] = generateFleet({ count: 1, seed: "bus-bench" });
  const device = new SimulatedDevice(descriptor!, { serverUrl: b.url });
  try {
    // Round trip: A → B → A, one at a time.
    let answered: (() => void) | null = null;
    b.app.vms.bus.subscribe("bench.ping", (payload) => void b.app.vms.bus.publish("bench.pong", payload));
    a.app.vms.bus.subscribe("bench.pong", () => answered?.());
    await Promise.all([a.app.vms.bus.listening(), b.app.vms.bus.listening()]);
    const trips: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const began = performance.now();
      await new Promise<void>((resolve) => {
        answered = resolve;
        void a.app.vms.bus.publish("bench.ping", { i });
      });
      trips.push(performance.now() - began);
    }
    console.log(`bus round trip A→B→A (${ROUNDS}): ${describe(trips)}`);

    // A burst: how long until the other instance has them all.
    let received = 0;
    let all: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (all = resolve));
    b.app.vms.bus.subscribe("bench.burst", () => {
      received += 1;
      if (received === BURST) all();
    });
    await b.app.vms.bus.listening();
    const burstBegan = performance.now();
    for (let i = 0; i < BURST; i++) void a.app.vms.bus.publish("bench.burst", { i, user: "00000000-0000-4000-8000-000000000000" });
    await done;
    const burstMs = performance.now() - burstBegan;
    console.log(`bus burst: ${BURST} messages reached the other instance in ${burstMs.toFixed(0)} ms (${Math.round((BURST / burstMs) * 1000)}/s)`);

    // A device command on its holder (B) and from the other instance (A).
    await device.start();
    for (const deadline = Date.now() + 10_000; !a.app.vms.cluster.isOnline(descriptor!.sn); await new Promise((r) => setTimeout(r, 20))) if (Date.now() > deadline) throw new Error("A never heard of the device");
    for (const [name, app] of [["local (on the holder)", b.app], ["routed (from the other instance)", a.app]] as const) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS + 20; i++) {
        const began = performance.now();
        const result = await app.vms.cluster.command(descriptor!.sn, "configGet", { section: "timeZone" });
        if (result.code !== 200) throw new Error(`configGet answered ${result.code}`);
        if (i >= 20) times.push(performance.now() - began);
      }
      console.log(`configGet ${name} (${ROUNDS}): ${describe(times)}`);
    }
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} on ${os.availableParallelism()} cores`);
  } finally {
    await device.stop();
    await a.app.close();
    await b.app.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
