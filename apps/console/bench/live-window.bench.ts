// `pnpm --filter @vms/console bench` (part): time to first frame in the browser (issue 11 "Done
// when": median and p95 for 1 window; goal ≤ 300 ms) and the walls of issue 31 (saved layouts of 1,
// 4, 9 and 16 windows, live-wall.ts). Debian's Chromium opens /live against the built server in demo
// mode (its simulated fleet streams real H.264); the clock runs from the user's action (double-click a
// channel, choose a saved layout) to the first frame each <video> presents
// (requestVideoFrameCallback). Then live latency: each
// presented frame's display time against its capture time (the simulator's capture clock, carried by
// the relay's `clock` anchors). Not a test: nothing fails on slow numbers.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { createApiClient, type ApiClient, type TreeSite } from "@vms/api-client";
import { APPS_DIR, freePort, SERVER_DIR, startServer, stopServer } from "./bench-server.js";
import { benchWalls, installWallProbes, saveWallLayouts, WALL_SIZES, wallDroppedFrames } from "./live-wall.js";

const ROUNDS = Number(process.env["BENCH_LIVE_ROUNDS"] ?? 9);
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const DEMO = { email: "admin@demo.local", password: "Demo-Pass-2026" };
const LATENCY_MS = Number(process.env["BENCH_LIVE_LATENCY_MS"] ?? 5_000);

interface Channel {
  sn: string;
  chlIndex: number;
  name: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const figures = (values: number[]) => `median ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms (n=${values.length})`;

/** Online channels of the demo fleet, different devices first. */
async function onlineChannels(api: ApiClient): Promise<Channel[]> {
  const { list } = await api.call("/merchant-site-chl/list", {});
  const devices = (list as TreeSite[]).flatMap((s) => s.devices).filter((d) => d.status === 1);
  const out: Channel[] = [];
  for (let round = 0; round < 8; round++) {
    for (const d of devices) {
      const chl = d.channels.filter((c) => c.status === 1)[round];
      if (chl) out.push({ sn: d.sn, chlIndex: chl.chlIndex, name: chl.name });
    }
  }
  return out;
}

/**
 * In-page probe: for every <video> of the windows, the performance.now() of its first presented
 * frame after `arm()`; the page records the arming time so both ends share one clock.
 */
async function armFirstFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __firstFrames: Record<string, number>; __armedAt: number };
    w.__firstFrames = {};
    w.__armedAt = performance.now();
    const watch = (video: HTMLVideoElement, key: string) => {
      video.requestVideoFrameCallback((now) => {
        w.__firstFrames[key] ??= now;
      });
    };
    const scan = () => {
      document.querySelectorAll<HTMLElement>('[data-testid^="live-window-"]').forEach((win) => {
        const video = win.querySelector("video");
        const key = win.dataset["testid"]!;
        if (video && !(video as unknown as { __watched?: boolean }).__watched) {
          (video as unknown as { __watched?: boolean }).__watched = true;
          watch(video, key);
        }
      });
    };
    scan();
    new MutationObserver(scan).observe(document.body, { subtree: true, childList: true });
  });
}

async function firstFrames(page: Page, count: number): Promise<number[]> {
  await page.waitForFunction((n) => Object.keys((window as unknown as { __firstFrames: object }).__firstFrames).length >= n, count, { timeout: 60_000 });
  return page.evaluate(() => {
    const w = window as unknown as { __firstFrames: Record<string, number>; __armedAt: number };
    return Object.values(w.__firstFrames).map((t) => t - w.__armedAt);
  });
}

/** One window: open /live empty, double-click a channel in the tree, wait for its first frame. */
async function singleWindow(page: Page, channel: Channel): Promise<number> {
  await page.goto("/live");
  const tree = page.getByRole("tree", { name: "Channels" });
  await page.getByTestId("live-tree-search").fill(channel.sn);
  const item = tree.getByRole("treeitem", { name: channel.name, exact: true }).first();
  await item.waitFor({ timeout: 30_000 });
  await armFirstFrames(page);
  await item.dblclick();
  const [ms] = await firstFrames(page, 1);
  return ms!;
}

/**
 * Live latency in the page, glass-to-glass-ish: for every frame a window presents during `ms`, its
 * presentation time (requestVideoFrameCallback's expectedDisplayTime, on the wall clock) minus its
 * capture time (the relay's clock anchor from the simulator's capture clock, plus the frame's media
 * time). Server, simulator and browser share this machine's clock.
 */
async function latencies(page: Page, ms: number): Promise<number[]> {
  return page.evaluate((duration) => new Promise<number[]>((resolve) => {
    const out: number[] = [];
    const videos = [...document.querySelectorAll<HTMLVideoElement>('[data-testid^="live-window-"] video')];
    let done = false;
    const watch = (video: HTMLVideoElement) => {
      video.requestVideoFrameCallback((_now, meta) => {
        const wall = Number(video.dataset["captureWallMs"]);
        const anchor = Number(video.dataset["captureMediaTime"]);
        if (Number.isFinite(wall) && Number.isFinite(anchor)) {
          const captured = wall + (meta.mediaTime - anchor) * 1000;
          out.push(performance.timeOrigin + meta.expectedDisplayTime - captured);
        }
        if (!done) watch(video);
      });
    };
    videos.forEach(watch);
    setTimeout(() => {
      done = true;
      resolve(out);
    }, duration);
  }), ms);
}

async function main(): Promise<void> {
  for (const file of [path.join(SERVER_DIR, "dist", "main.js"), path.join(APPS_DIR, "console", "dist", "index.html")]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm turbo run build\` first`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vms-live-bench-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir, { VMS_DEMO: "1", VMS_DEMO_EVENTS_PER_MIN: "0", VMS_LOGIN_IP_PER_MINUTE: "1000" });
  try {
    const session = await createApiClient({ baseUrl: baseURL }).call("/user/login", { loginName: DEMO.email, password: DEMO.password });
    const api = createApiClient({ baseUrl: baseURL, getSession: () => ({ token: session.token, sid: session.sid }) });
    let channels: Channel[] = [];
    for (let i = 0; i < 60 && channels.length < 16; i++) {
      channels = await onlineChannels(api);
      if (channels.length < 16) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 1600, height: 1000 }, locale: "en-US" });
      await installWallProbes(page);
      await page.goto("/login");
      await page.evaluate((value) => localStorage.setItem("vms.session", value), JSON.stringify(session));
      console.log(`\nlive time to first frame in Chromium (${channels.length} online demo channels; load average ${os.loadavg()[0]!.toFixed(1)})`);
      // Warm-up: the first page load fetches and compiles the console.
      await singleWindow(page, channels[0]!);
      const single: number[] = [];
      for (let i = 0; i < ROUNDS; i++) single.push(await singleWindow(page, channels[(i + 1) % channels.length]!));
      console.log(`  1 window (double-click -> first frame): ${figures(single)}  goal median <= 300 ms`);
      console.log(`  live latency, 1 window (capture -> presentation, ${LATENCY_MS / 1000} s of frames): ${figures(await latencies(page, LATENCY_MS))}  goal <= 500 ms`);

      const ids = await saveWallLayouts(api, channels);
      await benchWalls(page, WALL_SIZES.filter((n) => ids.has(n)), armFirstFrames, firstFrames);
      if (ids.has(16)) {
        // benchWalls ends with the 16-window wall playing.
        console.log(`  live latency, 16 windows: ${figures(await latencies(page, LATENCY_MS))}  goal <= 500 ms`);
        await wallDroppedFrames(page);
      } else {
        console.log(`  16 windows: skipped, only ${channels.length} online channels`);
      }
      for (const id of ids.values()) await api.call("/user-configs/delete", { id });
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
