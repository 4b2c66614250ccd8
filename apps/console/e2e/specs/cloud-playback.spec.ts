import AxeBuilder from "@axe-core/playwright";
import type { ApiClient } from "@vms/api-client";
import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { todaysCloudSegments } from "../fixtures/cloud";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { PlaybackPage } from "../pages/playback-page";

interface CloudRecorded {
  label: string;
  /** The first stored segment (Unix ms). */
  startMs: number;
  endMs: number;
}

/**
 * A demo channel with a cloud storage plan (the seeded package, docs/cloud-recording.md) that the
 * server has already recorded a segment of: read through the channel's cloud token (spec §3 Cloud token).
 */
async function cloudRecordedChannel(api: ApiClient, baseURL: string): Promise<CloudRecorded | null> {
  const plans = await api.call("/cloud-storage/chl/order/query", { pageNum: 1, pageSize: 100 });
  const { list: cameras } = await api.call("/camera/list", {});
  for (const plan of plans.list.filter((p) => p.goodsId !== null)) {
    const camera = cameras.find((c) => c.sn === plan.sn && c.chlIndex === plan.chlIndex);
    if (!camera) continue;
    const { midnight, segments } = await todaysCloudSegments(baseURL, api, plan.sn, plan.chlIndex);
    const first = segments.find((s) => s.endMs - s.startMs >= 3_000);
    // Past midnight since: today holds no recording yet; poll again.
    if (first && new Date().setHours(0, 0, 0, 0) !== midnight) return null;
    if (first) return { label: `${camera.deviceName} · ${camera.name}`, startMs: first.startMs, endMs: first.endMs };
  }
  return null;
}

// Issue 12 "play back a range … from the cloud": the server records the seeded channels' live
// streams (segments of VMS_CLOUD_SEGMENT_S, short in the e2e server) and plays them back (spec §7 cloudPlayback).
test("§2 §7: cloud playback marks today in the calendar, draws the cloud spans and plays the channel's cloud recording", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const api = await signedInApi(baseURL!, DEMO_ADMIN);
  let recorded: CloudRecorded | null = null;
  await expect.poll(async () => (recorded = await cloudRecordedChannel(api, baseURL!)), { timeout: 40_000, intervals: [2_000] }).not.toBeNull();
  const channel = recorded!;

  await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/live?mode=playback");
  const playback = new PlaybackPage(page);
  await playback.useCloud();
  await playback.pickChannel(channel.label);
  const wall = () => playback.wallMs(1);

  // The calendar marks today (/cloud-storage/video/exist-day/list); the legend and timeline show cloud recordings.
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  await expect(playback.calendarDay(`${now.getDate()} ${today}, has recordings`)).toBeVisible();
  await expect(playback.legend).toHaveText("Cloud recording");
  await expect(playback.timelineSpans(1, "CLOUD").first()).toBeAttached();

  // Issue 31: the window opens at the latest cloud footage (not at midnight), and the clock runs.
  await expect(playback.window1).toHaveAttribute("data-status", "playing");
  await expect.poll(wall).toBeGreaterThanOrEqual(channel.startMs - 1_000);
  const first = await wall();
  expect(first).toBeGreaterThan(Date.now() - 5 * 60_000);
  await expect.poll(wall, { timeout: 10_000 }).toBeGreaterThan(first);

  // The cloud calendar, legend and timeline keep the page free of serious or critical axe violations (§9).
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
