// `pnpm --filter @vms/server bench:download` (also run by `bench`; issue 12 "Done when": download
// throughput). A download task (spec §3 "Download task", §5 at most 60 minutes) of
// BENCH_DOWNLOAD_SECONDS (default 900) of a simulated NVR's 720p main stream, against a server in its
// own process: MB/s of the job (device export over the gateway → AVI in the file store, from create
// to finish), the task's own reported speed, and MB/s of fetching the finished file over HTTP (and
// the second half again with a Range request, as an interrupted browser download resumes). Not a test.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createApiClient, type ApiClient, type DownloadTask } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { DEMO_PASSWORD } from "../src/modules/demo/demo-seed.js";

const SECONDS = Math.min(3_600, Number(process.env["BENCH_DOWNLOAD_SECONDS"] ?? 900));
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mbps = (bytes: number, ms: number) => (bytes / 1e6 / (ms / 1000)).toFixed(1);

async function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", VMS_DATA_DIR: dataDir, VMS_DEMO: "1", VMS_DEMO_DEVICES: "0", VMS_CLOUD_RECORDING: "0", LOG_LEVEL: "warn" },
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
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-bench-download-"));
  const { child, baseUrl } = await startServer(dataDir);
  const nvr = generateFleet({ count: 12, seed: "bench-download" }).find((d) => d.storage.kind === "disks" && d.channels.length > 0)!;
  const device = new SimulatedDevice(nvr, { serverUrl: baseUrl });
  try {
    const login = await createApiClient({ baseUrl }).call("/user/login", { loginName: "admin@demo.local", password: DEMO_PASSWORD });
    const api: ApiClient = createApiClient({ baseUrl, getSession: () => login });
    const site = await api.call("/site/add", { siteName: "Bench", scene: 1, city: "Berlin", address: "Main St 1", contactPerson: "Ann Lee", contactPhone: "+49 30 1234567", parentId: null });
    await device.start();
    await api.call("/device/bind", { sn: nvr.sn, securityCode: nvr.securityCode, siteId: site.siteId, name: nvr.name });
    const now = Math.floor(Date.now() / 1000);
    const { segments } = await api.call("/device/rec-log/list", { sn: nvr.sn, chlIndex: 1, startTime: now - 86_400, endTime: now - 600 });
    const stretch = segments.find((s) => s.endTime - s.startTime >= SECONDS + 10);
    if (!stretch) throw new Error(`no recording of ${SECONDS} s in the simulated NVR's last day`);

    const started = performance.now();
    const created = await api.call("/download-task/create", { sn: nvr.sn, chlIndex: 1, startTime: stretch.startTime + 5, duration: SECONDS });
    if (created.result !== 0) throw new Error(`create answered ${created.result}`);
    let task: DownloadTask | undefined;
    let peakKbs = 0;
    for (;;) {
      task = (await api.call("/download-task/list", { pageSize: 100 })).list.find((t) => t.taskId === created.taskId);
      if (task?.status === "continue") peakKbs = Math.max(peakKbs, task.speed);
      if (task?.status === "finish" || task?.status === "startFailed") break;
      await later(100);
    }
    const jobMs = performance.now() - started;
    if (task.status !== "finish") throw new Error(`the task failed: ${task.errorCode}`);

    const { url } = await api.call("/download-task/link/get", { taskId: created.taskId });
    const fetchStarted = performance.now();
    const whole = Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer());
    const fetchMs = performance.now() - fetchStarted;
    const half = Math.floor(whole.length / 2);
    const rangeStarted = performance.now();
    const rest = await fetch(`${baseUrl}${url}`, { headers: { Range: `bytes=${half}-` } });
    const restBytes = (await rest.arrayBuffer()).byteLength;
    const rangeMs = performance.now() - rangeStarted;

    console.log(`\ndownload: one ${SECONDS} s task of a simulated NVR's main stream (1280x720, 25 fps) → AVI, ${(whole.length / 1e6).toFixed(1)} MB`);
    console.log(`  job (device export → AVI, create to finish): ${(jobMs / 1000).toFixed(2)} s, ${mbps(whole.length, jobMs)} MB/s, ${((SECONDS * 1000) / jobMs).toFixed(1)}× real time; task speed up to ${peakKbs} kb/s`);
    console.log(`  HTTP fetch of the file: ${mbps(whole.length, fetchMs)} MB/s; resumed second half (Range ${rest.status}): ${mbps(restBytes, rangeMs)} MB/s`);
  } finally {
    await device.stop();
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
