import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { EVENT_TYPES_BY_GROUP } from "@vms/api-client";
import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, presetPreferences, test } from "../fixtures/test";
import { PlaybackPage } from "../pages/playback-page";

/** Serious or critical WCAG 2.1 A/AA findings once nothing fades any more (as a11y.spec.ts counts them). */
async function blockingViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// Issue 31 "the axe test covers the new states": the playback timeline with its event markers, the
// event list beside it and an event's thumbnail, in both themes (wall mode: live-wall-mode.spec.ts).
for (const theme of ["u1a", "u1b"] as const) {
  test(`§9 a11y issue 31: the playback timeline with event markers, its event list and a thumbnail has no serious or critical axe violation (${theme})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await presetPreferences(page.context(), { theme });
    const api = await signedInApi(baseURL!, DEMO_ADMIN);
    // A demo channel with an event today: the demo devices emit a few a minute.
    const today = { startTime: new Date().setHours(0, 0, 0, 0), eventTypes: [...EVENT_TYPES_BY_GROUP.common, ...EVENT_TYPES_BY_GROUP.smart], pageNum: 1, pageSize: 10 as const };
    const latestEvent = async () => (await api.call("/event/search/list", { ...today, endTime: Date.now() })).list[0];
    await expect.poll(latestEvent, { timeout: 60_000, message: "a demo event today" }).toBeDefined();
    const event = (await latestEvent())!;
    const channel = (await api.call("/camera/list", {})).list.find((c) => c.sn === event.sn && c.chlIndex === event.chlIndex)!;

    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/");
    const playback = new PlaybackPage(page);
    await playback.open();
    await playback.pickChannel(`${channel.deviceName} · ${channel.name}`);
    await expect(playback.markers(1).first()).toBeVisible({ timeout: 20_000 });
    await expect(playback.eventList(1).getByRole("button").first()).toBeVisible();
    // New events re-render the marks while the pointer rests (a busy machine seen losing the hover): hover again until it shows.
    await expect(async () => {
      await playback.markers(1).first().hover();
      await expect(page.getByTestId("timeline-thumbnail")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    expect(await blockingViolations(page), "timeline with events").toEqual([]);
  });
}
