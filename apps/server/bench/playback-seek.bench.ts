// `pnpm --filter @vms/server bench` (playback part, issue 12 "Done when"): seek-to-first-frame time of
// local playback, median and p95: from sending `seek` on a playback socket to the first fragment of
// the new position, against a server in its own process and a simulated NVR. The cloud figure is
// printed by cloud-recording.bench.ts (bench:cloud), on the recording that bench makes. Not a test.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createApiClient, type ApiClient } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { DEMO_PASSWORD } from "../src/modules/demo/demo-seed.js";
import { openPlaybackClient } from "../src/modules/playback/playback-socket-client.test-support.js";

const SEEKS = Number(process.env["BENCH_PLAYBACK_SEEKS"] ?? 30);
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", VMS_DATA_DIR: dataDir, VMS_DEMO: "1", VMS_DEMO_DEVICES: "0", LOG_LEVEL: "warn" },
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

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-bench-playback-"));
  const { child, baseUrl } = await startServer(dataDir);
  const nvr = generateFleet({ count: 12, seed: "bench-playback" }).find((d) => d.storage.kind === "disks" && d.channels.length > 0)!;
  const device = new SimulatedDevice(nvr, { serverUrl: baseUrl });
  try {
    const login = await createApiClient({ baseUrl }).call("/user/login", { loginName: "admin@demo.local", password: DEMO_PASSWORD });
    const api: ApiClient = createApiClient({ baseUrl, getSession: () => login });
    const site = await api.call("/site/add", { siteName: "Bench", scene: 1, city: "Berlin", address: "Main St 1", contactPerson: "Ann Lee", contactPhone: "+49 30 1234567", parentId: null });
    await device.start();
    await api.call("/device/bind", { sn: nvr.sn, securityCode: nvr.securityCode, siteId: site.siteId, name: nvr.name });
    const now = Math.floor(Date.now() / 1000);
    const range = { startTime: now - 86_400, endTime: now - 600 };
    const { segments } = await api.call("/device/rec-log/list", { sn: nvr.sn, chlIndex: 1, ...range });
    const ticket = await api.call("/device/playback-token/get", { sn: nvr.sn, chlIndex: 1, ...range, source: "local" });
    const client = await openPlaybackClient(baseUrl, ticket.path);
    client.send({ type: "mse", value: "avc1.42C01F" });
    await client.waitFor(() => client.binaries.length >= 3, "first fragments", 10_000);
    const times: number[] = [];
    for (let i = 0; i < SEEKS; i++) {
      const seg = segments[(i * 7919) % segments.length]!;
      const position = (seg.startTime + Math.floor((seg.endTime - seg.startTime) / 2)) * 1000;
      const seekedBefore = client.texts.filter((t) => t.type === "seeked").length;
      const started = performance.now();
      client.send({ type: "seek", position });
      // The first fragment of the new position: a binary after the new `seeked` text.
      await client.waitFor(() => client.texts.filter((t) => t.type === "seeked").length > seekedBefore, "seeked", 10_000);
      const binariesAtSeeked = client.binaries.length;
      await client.waitFor(() => client.binaries.length > binariesAtSeeked, "fragment after seek", 10_000);
      times.push(performance.now() - started);
      await later(200);
    }
    await client.close();
    const ms = (values: number[]) => `median ${percentile(values, 50).toFixed(1)} ms / p95 ${percentile(values, 95).toFixed(1)} ms`;
    console.log(`\nplayback: ${SEEKS} seeks on a simulated NVR's recording (main 1280x720, 25 fps)`);
    console.log(`  seek to first frame, local: ${ms(times)}`);
    console.log("  seek to first frame, cloud: printed by bench:cloud (cloud-recording.bench.ts, on the recording it makes)");
  } finally {
    await device.stop();
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
