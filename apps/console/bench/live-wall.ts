// Issue 31 "A full wall in a second", the part of `bench:live` (live-window.bench.ts) that opens
// saved layouts of 1, 4, 9 and 16 windows and prints, per size, the first frame of the first, the
// median and the last window (median of the rounds), where the time of the last window went (ticket
// call, socket open, init segment, first fragment), which stream the windows play, and then the
// browser's dropped frames over BENCH_WALL_SECONDS (default 300) of a 16-window wall.
import type { Page } from "@playwright/test";
import type { ApiClient, LayoutValue } from "@vms/api-client";

export const WALL_SIZES = [1, 4, 9, 16] as const;
const WALL_ROUNDS = Number(process.env["BENCH_WALL_ROUNDS"] ?? 5);
const WALL_SECONDS = Number(process.env["BENCH_WALL_SECONDS"] ?? 300);

export interface WallChannel {
  sn: string;
  chlIndex: number;
  name: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : "—");

/**
 * In-page probes, before the console's scripts: every WebSocket's open, first binary message (the
 * init segment) and second one (the first fragment), and every ticket call's answer, on the page's
 * clock. The wall's phases are read off them.
 */
export async function installWallProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __sockets: { created: number; open?: number; init?: number; fragment?: number }[]; __wallDropped?: unknown };
    w.__sockets = [];
    const Native = window.WebSocket;
    class Probed extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        const entry: (typeof w.__sockets)[number] = { created: performance.now() };
        w.__sockets.push(entry);
        let binaries = 0;
        this.addEventListener("open", () => void (entry.open = performance.now()));
        this.addEventListener("message", (event: MessageEvent) => {
          if (typeof event.data === "string") return;
          binaries += 1;
          if (binaries === 1) entry.init = performance.now();
          if (binaries === 2) entry.fragment = performance.now();
        });
      }
    }
    window.WebSocket = Probed;
  });
}

/** Saves one layout per wall size from the online channels; returns their ids (deleted afterwards). */
export async function saveWallLayouts(api: ApiClient, channels: WallChannel[]): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  for (const size of WALL_SIZES) {
    if (channels.length < size) continue;
    // Saved without a stream: each window takes the runtime's choice for the split (issue 31).
    const value: LayoutValue = { splitNum: size, isDefault: false, playChlList: channels.slice(0, size).map((c, i) => ({ winIndex: i + 1, sn: c.sn, chlIndex: c.chlIndex, channelName: c.name })) };
    const { id } = await api.call("/user-configs/put", { configType: "layouts", configName: `bench wall ${size}`, configValue: JSON.stringify(value) });
    ids.set(size, id);
  }
  return ids;
}

interface WallRound {
  frames: number[];
  ticket: number;
  open: number;
  init: number;
  fragment: number;
  streams: string[];
}

/** Opens /live afresh, chooses the saved layout of `size` windows, and waits for every window's first frame. */
async function openWall(page: Page, size: number, arm: (page: Page) => Promise<void>, firstFrames: (page: Page, n: number) => Promise<number[]>): Promise<WallRound> {
  // Each round starts from an empty wall (a /live that reopens the user's last wall would not).
  await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("vms.live.wall")).forEach((key) => localStorage.removeItem(key)));
  await page.goto("/live");
  await page.getByRole("tree", { name: "Channels" }).getByRole("treeitem").first().waitFor({ timeout: 30_000 });
  await page.getByTestId("layout-select").click();
  const option = page.getByRole("option", { name: `bench wall ${size}`, exact: true });
  await option.waitFor();
  await arm(page);
  // The clock starts at the click itself: Playwright waits for the menu's opening transition before
  // it clicks, which is not the wall's time.
  await page.evaluate(() => {
    const w = window as unknown as { __sockets: unknown[]; __armedAt: number };
    w.__sockets.length = 0;
    document.addEventListener("click", (event) => void (w.__armedAt = event.timeStamp), { capture: true, once: true });
  });
  await option.click();
  const frames = await firstFrames(page, size);
  const phases = await page.evaluate(() => {
    const w = window as unknown as { __sockets: { created: number; open?: number; init?: number; fragment?: number }[]; __armedAt: number };
    const tickets = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) => e.name.includes("access-token") && e.startTime >= w.__armedAt);
    const last = (values: (number | undefined)[]) => Math.max(...values.map((v) => (v ?? NaN) - w.__armedAt));
    return {
      detail: { tickets: tickets.map((e) => [e.startTime, e.responseEnd].map((v) => Math.round(v - w.__armedAt))), sockets: w.__sockets.map((s) => [s.created, s.open, s.init, s.fragment].map((v) => Math.round((v ?? NaN) - w.__armedAt))) },
      ticket: Math.max(...tickets.map((e) => e.responseEnd - w.__armedAt)),
      open: last(w.__sockets.map((s) => s.open)),
      init: last(w.__sockets.map((s) => s.init)),
      fragment: last(w.__sockets.map((s) => s.fragment)),
    };
  });
  // BENCH_WALL_DEBUG=1: each ticket call's [start, answer] and each socket's [created, open, init, first fragment].
  if (process.env["BENCH_WALL_DEBUG"]) console.log(`      ${size}: ${JSON.stringify(phases.detail)}`);
  const streams = await page.locator('[data-testid^="live-window-"][data-stream]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset["stream"] ?? "?"));
  return { frames, ...phases, streams };
}

/** Prints the first-frame figures of every wall size and returns nothing; the page ends on /live. */
export async function benchWalls(page: Page, sizes: number[], arm: (page: Page) => Promise<void>, firstFrames: (page: Page, n: number) => Promise<number[]>): Promise<void> {
  console.log(`  walls (layout chosen -> first frame; median of ${WALL_ROUNDS} rounds; goal: 16 windows all playing <= 1 s)`);
  for (const size of sizes) {
    const rounds: WallRound[] = [];
    for (let i = 0; i < WALL_ROUNDS; i++) rounds.push(await openWall(page, size, arm, firstFrames));
    const pick = (f: (r: WallRound) => number) => median(rounds.map(f));
    const lasts = rounds.map((r) => Math.max(...r.frames));
    const streams = [...new Set(rounds.flatMap((r) => r.streams))].join("/") || "?";
    console.log(
      `    ${String(size).padStart(2)} windows (${streams}): first ${ms(pick((r) => Math.min(...r.frames)))}, median ${ms(pick((r) => median(r.frames)))}, last ${ms(median(lasts))} (rounds ${lasts.map((v) => v.toFixed(0)).join(", ")})` +
        `; last ticket answer ${ms(pick((r) => r.ticket))}, socket open ${ms(pick((r) => r.open))}, init ${ms(pick((r) => r.init))}, first fragment ${ms(pick((r) => r.fragment))}` +
        (size === 16 ? `  goal <= 1000 ms: ${median(lasts) <= 1000 ? "met" : "missed"}` : ""),
    );
  }
}

/** The browser's dropped and decoded frames over the windows (getVideoPlaybackQuality) during `seconds`. */
export async function wallDroppedFrames(page: Page, seconds = WALL_SECONDS): Promise<void> {
  const read = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLVideoElement>('[data-testid^="live-window-"] video')].map((v) => {
        const q = v.getVideoPlaybackQuality();
        return { src: v.currentSrc, total: q.totalVideoFrames, dropped: q.droppedVideoFrames };
      }),
    );
  const before = await read();
  await page.waitForTimeout(seconds * 1000);
  const after = await read();
  let total = 0;
  let dropped = 0;
  let restarted = 0;
  after.forEach((a, i) => {
    const b = before[i];
    // A window that reconnected has a new MediaSource and counts from 0 again.
    const same = b !== undefined && b.src === a.src;
    if (!same) restarted += 1;
    total += a.total - (same ? b.total : 0);
    dropped += a.dropped - (same ? b.dropped : 0);
  });
  const fps = total / seconds / Math.max(1, after.length);
  console.log(`  16-window wall for ${seconds} s: ${dropped} of ${total} frames dropped by the browser (${((dropped / Math.max(1, total)) * 100).toFixed(2)} %), ${fps.toFixed(1)} decoded fps per window, ${restarted} window(s) reconnected`);
}
