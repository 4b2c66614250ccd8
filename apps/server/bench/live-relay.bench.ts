// `pnpm --filter @vms/server bench` (second part): the live relay (issue 11 "Done when": server CPU and
// memory while relaying 16 streams to 4 viewers each, the relay's frames per second per core, and the
// server-side time to first frame). The server runs in its own process (demo mode for its users, no
// demo devices), so its CPU and memory are its own; the simulated devices and the 64 viewer sockets
// run here. Not a test: nothing fails on slow numbers.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createApiClient, type ApiClient } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { DEMO_PASSWORD } from "../src/modules/demo/demo-seed.js";
import { openLiveClient, type LiveClient } from "../src/test-support/live-client.js";

const STREAMS = Number(process.env["BENCH_LIVE_STREAMS"] ?? 16);
const VIEWERS = Number(process.env["BENCH_LIVE_VIEWERS"] ?? 4);
const MEASURE_S = Number(process.env["BENCH_LIVE_SECONDS"] ?? 10);
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TICKS_PER_S = 100; // USER_HZ of /proc/<pid>/stat on Linux

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
function processUsage(pid: number): { cpuS: number; rssMB: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const cpuS = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return { cpuS, rssMB: Number(rss?.[1] ?? 0) / 1024 };
}

/** Starts `src/main.ts` in a child process on a free port; resolves with its base URL. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    // The cloud recorder off: its streams would count against the organization's live limit (the
    // demo's seeded plans start recording as soon as the licence order changes).
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", VMS_DATA_DIR: dataDir, VMS_DEMO: "1", VMS_DEMO_DEVICES: "0", VMS_CLOUD_RECORDING: "0", LOG_LEVEL: "warn", VMS_MAX_LIVE_STREAMS_PER_ORG: String(STREAMS) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready at (http:\/\/[^/\s]+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
  return { child, baseUrl };
}

/** `count` channel streams of online, enabled channels, a few per device. */
function pickStreams(count: number) {
  const fleet = generateFleet({ count: count * 3, seed: "bench-live" }).filter((d) => d.devType !== 13);
  const picks: Array<{ device: (typeof fleet)[number]; chlIndex: number }> = [];
  for (const device of fleet) {
    for (const channel of device.channels.filter((c) => c.status === 1 && c.enabled).slice(0, 4)) {
      if (picks.length < count) picks.push({ device, chlIndex: channel.chlIndex });
    }
  }
  return picks;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-bench-live-"));
  const { child, baseUrl } = await startServer(dataDir);
  const devices: SimulatedDevice[] = [];
  const clients: LiveClient[] = [];
  try {
    const login = await createApiClient({ baseUrl }).call("/user/login", { loginName: "admin@demo.local", password: DEMO_PASSWORD });
    const api: ApiClient = createApiClient({ baseUrl, getSession: () => login });
    const site = await api.call("/site/add", { siteName: "Bench", scene: 1, city: "Berlin", address: "Main St 1", contactPerson: "Ann Lee", contactPhone: "+49 30 1234567", parentId: null });
    const picks = pickStreams(STREAMS);
    for (const descriptor of new Set(picks.map((p) => p.device))) {
      const device = new SimulatedDevice(descriptor, { serverUrl: baseUrl });
      devices.push(device);
      await device.start();
      await api.call("/device/bind", { sn: descriptor.sn, securityCode: descriptor.securityCode, siteId: site.siteId, name: descriptor.name });
    }
    // Issue 27: only licensed cameras stream. Demo Co's licence covers 20 cameras beyond the free ones,
    // and a recorder brings all its cameras: the watched channels go first in the licence order.
    for (const p of [...picks].reverse()) await api.call("/license-chl/move", { sn: p.device.sn, chlIndex: p.chlIndex, position: 1 });

    // Time to first frame, server side: ticket call → first fragment on the socket.
    const firstFrame = async (sn: string, chlIndex: number): Promise<{ client: LiveClient; ms: number; ticketMs: number }> => {
      const started = performance.now();
      const ticket = await api.call("/device/access-token/get", { sn, chlIndex, stream: "sub" });
      const ticketMs = performance.now() - started;
      const client = await openLiveClient(baseUrl, ticket.path);
      client.requestMse();
      await client.waitForBinaries(2, 10_000);
      return { client, ms: performance.now() - started, ticketMs };
    };
    const single: number[] = [];
    const singleTicket: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { client, ms, ticketMs } = await firstFrame(picks[0]!.device.sn, picks[0]!.chlIndex);
      single.push(ms);
      singleTicket.push(ticketMs);
      await client.close();
      await later(100);
    }
    const sixteen = await Promise.all(picks.map((p) => firstFrame(p.device.sn, p.chlIndex)));
    clients.push(...sixteen.map((s) => s.client));
    for (const p of picks) {
      for (let v = 1; v < VIEWERS; v++) clients.push((await firstFrame(p.device.sn, p.chlIndex)).client);
    }

    await later(2_000);
    const fragments = () => clients.reduce((sum, c) => sum + c.binaries.length, 0);
    const deviceFrames = () => devices.reduce((sum, d) => sum + d.video.framesSent, 0);
    const before = { usage: processUsage(child.pid!), fragments: fragments(), frames: deviceFrames(), at: performance.now() };
    await later(MEASURE_S * 1000);
    const after = { usage: processUsage(child.pid!), fragments: fragments(), frames: deviceFrames(), at: performance.now() };
    const seconds = (after.at - before.at) / 1000;
    const cpuS = after.usage.cpuS - before.usage.cpuS;
    const outPerS = (after.fragments - before.fragments) / seconds;
    const inPerS = (after.frames - before.frames) / seconds;

    console.log(`\nlive relay: ${picks.length} device streams (sub, 640x360, 25 fps) x ${VIEWERS} viewers = ${clients.length} sockets, ${seconds.toFixed(1)} s measured`);
    const ms = (values: number[]) => `median ${percentile(values, 50).toFixed(0)} ms / p95 ${percentile(values, 95).toFixed(0)} ms`;
    console.log(`  time to first frame (ticket call -> first fragment): 1 window ${ms(single)}; ${picks.length} windows at once ${ms(sixteen.map((s) => s.ms))}`);
    console.log(`    of which the ticket call: 1 window ${ms(singleTicket)}; ${picks.length} at once ${ms(sixteen.map((s) => s.ticketMs))}`);
    console.log(`  device frames in: ${inPerS.toFixed(0)}/s; fragments out: ${outPerS.toFixed(0)}/s (expected ${picks.length * VIEWERS * 25}/s)`);
    console.log(`  server CPU: ${((cpuS / seconds) * 100).toFixed(1)} % of one core; RSS ${after.usage.rssMB.toFixed(0)} MB (embedded PGlite included)`);
    console.log(`  relay throughput: ${cpuS > 0 ? (outPerS / (cpuS / seconds)).toFixed(0) : "∞"} fragments per second per core (everything the server process does included)`);
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(devices.map((d) => d.stop()));
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
