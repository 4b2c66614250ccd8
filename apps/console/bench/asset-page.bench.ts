// `pnpm --filter @vms/console bench`: the asset page (/device/index) at 10,000 devices in
// real Chromium against the real built server (decision 0003 "Scale and benchmark"). Measures the
// time from a filter keystroke (search box) or a status change to the paint of the new rows, in the
// page: the event's timestamp → a MutationObserver on the table body sees other rows → the next
// animation frame → the task after it (the frame has painted). Prints median and p95 per scenario.
// Not a test: nothing fails on slow numbers. Build first: `pnpm turbo run build`.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { createApiClient } from "@vms/api-client";
import { APPS_DIR, freePort, SERVER_DIR, startServer, stopServer } from "./bench-server.js";
import { seedDevices } from "./bench-seed.js";

const DEVICES = Number(process.env["BENCH_DEVICES"] ?? 10_000);
const ROUNDS = Math.max(20, Number(process.env["BENCH_ROUNDS"] ?? 25));
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const DEMO = { org: "Demo Co", email: "admin@demo.local", password: "Demo-Pass-2026" };

interface Sample {
  /** Event → rows painted. */
  total: number;
  /** Event → the /device/page answer arrived (includes the search debounce). */
  response: number | null;
}

declare global {
  interface Window {
    __benchArm?: (trigger: string) => Promise<Sample | null>;
  }
}

/** Installs the in-page probe: resolves with the time from the last `trigger` event to the paint of other rows. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__benchArm = (trigger: string) =>
      new Promise((resolve) => {
        const body = document.querySelector('[data-testid="device-rows"]');
        if (!body) return resolve(null);
        const signature = () =>
          Array.from(body.querySelectorAll('[data-testid="device-row"]'), (row) => row.getAttribute("data-sn")).join(",") +
          (body.querySelector('[data-testid="devices-empty"]') ? "|empty" : "");
        const before = signature();
        let t0: number | null = null;
        const onEvent = (event: Event) => {
          t0 = event.timeStamp;
        };
        performance.clearResourceTimings();
        document.addEventListener(trigger, onEvent, true);
        const done = (sample: Sample | null) => {
          observer.disconnect();
          document.removeEventListener(trigger, onEvent, true);
          clearTimeout(timer);
          resolve(sample);
        };
        const timer = setTimeout(() => done(null), 15_000);
        const observer = new MutationObserver(() => {
          if (t0 === null || signature() === before) return;
          const start = t0;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              const calls = performance.getEntriesByType("resource").filter((e) => e.name.includes("/vms/device/page")) as PerformanceResourceTiming[];
              const last = calls.at(-1);
              done({ total: performance.now() - start, response: last ? last.responseEnd - start : null });
            }, 0),
          );
        });
        observer.observe(body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-sn"] });
      });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : "-").padStart(8);

function report(name: string, samples: Sample[], misses: number): void {
  const totals = samples.map((s) => s.total).sort((a, b) => a - b);
  const responses = samples.flatMap((s) => (s.response === null ? [] : [s.response])).sort((a, b) => a - b);
  const render = samples.flatMap((s) => (s.response === null ? [] : [s.total - s.response])).sort((a, b) => a - b);
  console.log(
    `${name.padEnd(30)} ${String(totals.length).padStart(3)} ${fmt(percentile(totals, 50))} ${fmt(percentile(totals, 95))}   ` +
      `${fmt(percentile(responses, 50))} ${fmt(percentile(render, 50))} ${fmt(percentile(render, 95))}${misses ? `  (${misses} missed)` : ""}`,
  );
}

/** Types `term` into the search box; resolves with the probe's sample (from the last keystroke). */
async function typeSearch(page: Page, term: string): Promise<Sample | null> {
  const box = page.getByTestId("filter-search");
  await box.click();
  await box.press("ControlOrMeta+a");
  const probe = page.evaluate(() => window.__benchArm!("input"));
  await box.pressSequentially(term);
  return probe;
}

/** Empties the search box and waits for the unfiltered rows. */
async function clearSearch(page: Page): Promise<void> {
  const box = page.getByTestId("filter-search");
  await box.click();
  await box.press("ControlOrMeta+a");
  const probe = page.evaluate(() => window.__benchArm!("input"));
  await box.press("Backspace");
  await probe;
}

/** A search term no earlier round used: "Camera 1x" names (about 111 devices) or an SN prefix. */
const searchTerm = (i: number) => (i % 2 === 0 ? `Camera ${11 + ((i * 7) % 89)}` : `BENCH0000${String(100 + ((i * 13) % 899))}`);

/** Search box: select the text and type another term; measured from the last keystroke (the debounce included). */
async function searchScenario(page: Page, rounds: number, offset: number) {
  const samples: Sample[] = [];
  let misses = 0;
  for (let i = offset; i < offset + rounds; i++) {
    const sample = await typeSearch(page, searchTerm(i));
    if (sample) samples.push(sample);
    else misses += 1;
  }
  return { samples, misses };
}

/** Chooses a status option; resolves with the probe's sample (from the click on the option). */
async function chooseStatus(page: Page, option: string): Promise<Sample | null> {
  await page.getByRole("combobox", { name: "Status" }).click();
  const probe = page.evaluate(() => window.__benchArm!("click"));
  await page.getByRole("option", { name: option, exact: true }).click();
  return probe;
}

/**
 * Status filter. "new query": each round first searches a term no round used (not measured), then
 * switches between online and offline, so every measured change asks the server. "cached": online,
 * offline and all in turn without searching, answered from the query cache (30 s fresh).
 */
async function statusScenario(page: Page, rounds: number, mode: "new query" | "cached", offset = 0) {
  const samples: Sample[] = [];
  let misses = 0;
  const cycle = mode === "cached" ? ["Offline", "All", "Online"] : ["Online", "Offline"];
  for (let i = 0; i < rounds; i++) {
    if (mode === "new query") await typeSearch(page, `Camera ${100 + offset + i}`);
    const sample = await chooseStatus(page, cycle[i % cycle.length]!);
    if (sample) samples.push(sample);
    else misses += 1;
  }
  return { samples, misses };
}

/**
 * The page at rest: style recalculations, layouts and running animations over `seconds` after the
 * rows arrived and nothing is fetched. An open page that no one touches should cost nothing; an
 * animation left running out of sight (as the hidden loading bar once was) relays it out every frame.
 */
async function atRest(page: Page, seconds: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const counts = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { styles: value("RecalcStyleCount"), layouts: value("LayoutCount") };
  };
  await page.waitForLoadState("networkidle");
  const before = await counts();
  await page.waitForTimeout(seconds * 1000);
  const after = await counts();
  const running = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length);
  console.log(`at rest, ${seconds} s after the rows arrived: ${after.styles - before.styles} style recalculations, ${after.layouts - before.layouts} layouts, ${running} running animations`);
  await cdp.detach();
}

async function main(): Promise<void> {
  for (const file of [path.join(SERVER_DIR, "dist", "main.js"), path.join(APPS_DIR, "console", "dist", "index.html")]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm turbo run build\` first`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-asset-bench-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Demo mode gives one organization with an administrator; no simulated devices, so nothing pushes.
  const env = { VMS_DEMO: "1", VMS_DEMO_DEVICES: "0", VMS_LOGIN_IP_PER_MINUTE: "1000" };
  let server = await startServer(port, dataDir, env);
  try {
    await stopServer(server);
    const t0 = performance.now();
    await seedDevices(dataDir, DEMO.org, DEVICES);
    console.log(`seeding took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    server = await startServer(port, dataDir, env);
    const session = await createApiClient({ baseUrl: baseURL }).call("/user/login", { loginName: DEMO.email, password: DEMO.password });

    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 1600, height: 1000 }, locale: "en-US" });
      await page.goto("/login");
      await page.evaluate((value) => localStorage.setItem("vms.session", value), JSON.stringify(session));
      console.log(`\n${DEVICES} devices, ${ROUNDS} rounds per scenario; times in ms (Chromium, real server)`);
      console.log(`${"scenario".padEnd(30)} ${"n".padStart(3)} ${"median".padStart(8)} ${"p95".padStart(8)}   ${"answer".padStart(8)} ${"render".padStart(8)} ${"rend p95".padStart(8)}`);
      for (const size of [100, 20]) {
        await page.goto(`/device/index?size=${size}`);
        await page.getByTestId("device-row").first().waitFor({ timeout: 60_000 });
        if (size === 100) await atRest(page, 3);
        await installProbe(page);
        // Warm up code paths once per page size (terms the measured rounds do not use).
        await searchScenario(page, 3, 500);
        await statusScenario(page, 2, "new query", 800);
        await chooseStatus(page, "All");
        const search = await searchScenario(page, ROUNDS, size);
        report(`search keystroke, ${size}/page`, search.samples, search.misses);
        const fresh = await statusScenario(page, ROUNDS, "new query", size === 100 ? 0 : 400);
        report(`status (new query), ${size}/page`, fresh.samples, fresh.misses);
        await clearSearch(page);
        const cached = await statusScenario(page, ROUNDS, "cached");
        report(`status (cached), ${size}/page`, cached.samples, cached.misses);
      }
      console.log("answer = event → /device/page answer (search includes the 250 ms debounce); render = answer → rows painted");
    } finally {
      await browser.close();
    }
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
