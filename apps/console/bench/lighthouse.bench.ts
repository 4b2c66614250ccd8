// `pnpm --filter @vms/console bench` (second part): Lighthouse (npm `lighthouse`, Debian's Chromium)
// on /login and, signed in, /device/index of the real built server, with the default mobile settings
// and with --preset=desktop. The signed-in runs go to a Chromium this script starts (Playwright, with
// a debugging port) after storing a session in its profile; Lighthouse keeps that storage.
// Prints the performance score, FCP, LCP, TBT, speed index and the unused JavaScript Lighthouse
// reports; the median of BENCH_LIGHTHOUSE_RUNS runs (default 3). Not a test: nothing fails on slow
// numbers. Build first: `pnpm turbo run build`.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromium } from "@playwright/test";
import { createApiClient } from "@vms/api-client";
import { APPS_DIR, freePort, SERVER_DIR, startServer, stopServer } from "./bench-server.js";

const RUNS = Math.max(1, Number(process.env["BENCH_LIGHTHOUSE_RUNS"] ?? 3));
const CHROMIUM = process.env["CHROME_PATH"] ?? process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
// Flags that keep Debian's Chromium from stalling headless (shared/notes/machine.md).
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-background-networking --disable-component-update --disable-gpu";
// The CLI of the npm package (resolved, so knip sees the dependency); run by this Node.
const LIGHTHOUSE = fileURLToPath(import.meta.resolve("lighthouse/cli/index.js"));

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  unusedJsKiB: number;
  scriptKiB: number;
}

interface LighthouseResult {
  finalDisplayedUrl: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { overallSavingsBytes?: number; items?: Array<{ resourceType?: string; transferSize?: number }> } }>;
}

/** `port`: the debugging port of a running Chromium to use (its storage kept), else Lighthouse starts one. */
async function lighthouse(url: string, preset: "mobile" | "desktop", port?: number): Promise<Figures> {
  const args = [url, "--output=json", "--output-path=stdout", "--quiet", "--only-categories=performance"];
  args.push(...(port ? [`--port=${port}`, "--disable-storage-reset"] : [`--chrome-flags=${CHROME_FLAGS}`]));
  if (preset === "desktop") args.push("--preset=desktop");
  const { stdout } = await promisify(execFile)(process.execPath, [LIGHTHOUSE, ...args], { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 * 1024 * 1024 });
  const result = JSON.parse(stdout) as LighthouseResult;
  // BENCH_LIGHTHOUSE_OUT=dir keeps each full report, for reading the trace behind a figure.
  const out = process.env["BENCH_LIGHTHOUSE_OUT"];
  if (out) await writeFile(path.join(out, `${new URL(url).pathname.replaceAll("/", "_")}-${preset}-${Date.now()}.json`), stdout);
  // A signed-in page that fell back to /login would measure the wrong page.
  if (new URL(result.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${result.finalDisplayedUrl}`);
  const value = (id: string) => result.audits[id]?.numericValue ?? NaN;
  const scripts = result.audits["network-requests"]?.details?.items?.filter((i) => i.resourceType === "Script") ?? [];
  return {
    score: Math.round((result.categories.performance.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    si: value("speed-index"),
    unusedJsKiB: (result.audits["unused-javascript"]?.details?.overallSavingsBytes ?? 0) / 1024,
    scriptKiB: scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const DEMO = { email: "admin@demo.local", password: "Demo-Pass-2026" };

/**
 * Prints the median figures of each preset for `url` (one unmeasured warm-up run each). `beforeRun`
 * runs before each run (the signed-in browser empties its HTTP cache there: a cold load, like
 * Lighthouse's own storage reset, but keeping the session).
 */
async function measurePage(label: string, url: string, port?: number, beforeRun: () => Promise<unknown> = async () => {}): Promise<void> {
  console.log(`\nLighthouse ${RUNS === 1 ? "(1 run)" : `(median of ${RUNS} runs)`} on ${label}, real server, Chromium ${CHROMIUM}`);
  console.log(`${"preset".padEnd(8)} ${"score".padStart(5)} ${"FCP ms".padStart(8)} ${"LCP ms".padStart(8)} ${"TBT ms".padStart(8)} ${"SI ms".padStart(8)} ${"JS KiB".padStart(8)} ${"unused".padStart(8)}`);
  // BENCH_LIGHTHOUSE_PRESETS=mobile (or desktop) measures one preset only.
  const presets = (["mobile", "desktop"] as const).filter((p) => (process.env["BENCH_LIGHTHOUSE_PRESETS"] ?? "mobile,desktop").split(",").includes(p));
  for (const preset of presets) {
    const runs: Figures[] = [];
    // One unmeasured run warms the server's file cache and Chromium's start.
    await beforeRun();
    await lighthouse(url, preset, port);
    for (let i = 0; i < RUNS; i++) {
      await beforeRun();
      runs.push(await lighthouse(url, preset, port));
    }
    const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
    const n = (v: number, digits = 0) => v.toFixed(digits).padStart(8);
    console.log(`${preset.padEnd(8)} ${String(m("score")).padStart(5)} ${n(m("fcp"))} ${n(m("lcp"))} ${n(m("tbt"))} ${n(m("si"))} ${n(m("scriptKiB"), 1)} ${n(m("unusedJsKiB"), 1)}`);
  }
}

/** /device/index signed in: a Chromium with the demo administrator's session in its profile. */
async function measureSignedIn(baseURL: string): Promise<void> {
  const session = await createApiClient({ baseUrl: baseURL }).call("/user/login", { loginName: DEMO.email, password: DEMO.password });
  const profile = await mkdtemp(path.join(os.tmpdir(), "vms-lighthouse-profile-"));
  const debugPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${debugPort}`, "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/login`);
    await page.evaluate((value) => localStorage.setItem("vms.session", value), JSON.stringify(session));
    const cdp = await context.newCDPSession(page);
    await measurePage("/device/index (signed in)", `${baseURL}/device/index`, debugPort, () => cdp.send("Network.clearBrowserCache"));
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  for (const file of [path.join(SERVER_DIR, "dist", "main.js"), path.join(APPS_DIR, "console", "dist", "index.html")]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm turbo run build\` first`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-lighthouse-"));
  const port = await freePort();
  const server = await startServer(port, dataDir, { VMS_DEMO: "1", VMS_DEMO_DEVICES: "0" });
  try {
    const baseURL = `http://127.0.0.1:${port}`;
    // BENCH_LIGHTHOUSE_ONLY=/login or /device/index measures that page alone.
    const only = process.env["BENCH_LIGHTHOUSE_ONLY"];
    if (!only || only === "/login") await measurePage("/login", `${baseURL}/login`);
    if (!only || only === "/device/index") await measureSignedIn(baseURL);
    console.log("JS KiB = scripts on the wire (compressed); unused = Lighthouse's unused-JavaScript estimate. Goals (issue 10): mobile ≥ 90, desktop ≥ 98.");
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
