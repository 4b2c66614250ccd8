import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { aviFacts, probeVideo } from "../fixtures/avi";
import { DeviceLab, recordingAiCamera } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { ArchiveDialog } from "../pages/archives-page";
import { DownloadsPage } from "../pages/downloads-page";
import { PlaybackPage } from "../pages/playback-page";

let lab: DeviceLab;
test.beforeEach(({ baseURL }) => {
  lab = new DeviceLab(baseURL!);
});
test.afterEach(async () => {
  await lab.stopAll();
});

const clockOf = (sec: number) => new Date(sec * 1000).toTimeString().slice(0, 8);

// Issue 31 "The timeline shows what happened" and "Clips cut on the timeline", against the real server
// and a simulated AI camera that records (spec §2 Playback, §5 Downloads: at most 60 minutes, §7 events).
test("issue 31 §2 §5: the timeline opens at the latest footage (Archive there stops at its end), scrubbing shows the picture, its event seeks there, and a Shift+drag clip archives and downloads as an AVI of its length", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const user = await registerUser(baseURL!);
  const api = await signedInApi(baseURL!, user);
  const site = await createSite(api, `Timeline ${Date.now().toString(36)}`, null);
  const camera = await lab.start(lab.pick("timeline", recordingAiCamera));
  await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: "Gate camera" });
  const event = camera.emitEvent({ targetType: "person", eventType: "PERIMETER" });
  expect(event).not.toBeNull();
  const window = { startTime: event!.occurredAt - 60_000, endTime: event!.occurredAt + 60_000, pageNum: 1, pageSize: 10 } as const;
  await expect.poll(async () => (await api.call("/event/search/list", window)).total, { timeout: 15_000 }).toBe(1);
  const channel = (await api.call("/camera/list", {})).list.find((c) => c.sn === camera.sn && c.chlIndex === event!.chlIndex)!;
  // A recorded stretch of today, minutes back, to cut 30 s from (spec §7 searchRECLog).
  const now = Math.floor(Date.now() / 1000);
  const midnight = Math.floor(new Date().setHours(0, 0, 0, 0) / 1000);
  const { segments } = await api.call("/device/rec-log/list", { sn: camera.sn, chlIndex: channel.chlIndex, startTime: Math.max(midnight, now - 7_200), endTime: now - 300 });
  const stretch = segments.find((s) => s.endTime - s.startTime >= 100);
  expect(stretch, "100 recorded seconds today").toBeTruthy();

  // From where a person starts: the menu's Live, then its Playback tab.
  await openSignedIn(page, await loginViaApi(baseURL!, user), "/");
  const playback = new PlaybackPage(page);
  await playback.open();
  await playback.pickChannel(`${channel.deviceName} · ${channel.name}`);
  await expect(playback.window1).toHaveAttribute("data-status", "playing");
  await expect(playback.clock(1)).toBeVisible();
  // Opens at the latest footage, not at 00:00.
  expect(await playback.wallMs(1)).toBeGreaterThan(Date.now() - 5 * 60_000);

  // Archive near the live edge: the two minutes from the shown moment stop at the end of the recorded footage.
  await playback.control(1, "Pause");
  const shown = Math.floor((await playback.wallMs(1)) / 1000);
  await playback.archive();
  const edge = new ArchiveDialog(page);
  await edge.fillTitle("Gate edge");
  await edge.submit();
  await expect(edge.created("Gate edge")).toBeVisible();
  const edgeArchive = (await api.call("/archives/list", { archiveTitle: "Gate edge" })).list[0]!;
  const recorded = await api.call("/device/rec-log/list", { sn: camera.sn, chlIndex: channel.chlIndex, startTime: shown - 600, endTime: Math.floor(Date.now() / 1000) + 60 });
  expect(edgeArchive.startTime).toBe(shown);
  expect(edgeArchive.endTime).toBeLessThan(shown + 120);
  expect(edgeArchive.endTime).toBeLessThanOrEqual(Math.max(...recorded.segments.map((s) => s.endTime)));
  await playback.control(1, "Play");

  // §5: a span over 60 minutes is refused, with the reason.
  const day = { from: Number(await playback.timeline(1).getAttribute("data-from")), to: Number(await playback.timeline(1).getAttribute("data-to")) };
  await playback.shiftDrag(1, day.from + 3_600, day.from + 3 * 3_600);
  await expect(playback.clipTooLong(1)).toHaveText("A clip is at most 60 minutes: shorten the selection to download or archive it.");
  await expect(playback.clipButton(1, "Download clip")).toHaveCount(0);
  await playback.clipButton(1, "Clear the clip of window 1").click();

  // Go to the stretch, pause, zoom to 10 minutes and Shift+drag 30 s.
  const at = stretch!.startTime + 50;
  await playback.goToTime(1, clockOf(at));
  await expect.poll(async () => Math.abs((await playback.wallMs(1)) / 1000 - at), { timeout: 10_000 }).toBeLessThan(5);
  await playback.control(1, "Pause");
  await playback.zoomIn(1, 6);
  await playback.shiftDrag(1, stretch!.startTime + 20, stretch!.startTime + 50);
  const clip = await playback.selectedClip(1);
  const length = clip.endTime - clip.startTime;
  expect(length).toBeGreaterThanOrEqual(28);
  expect(length).toBeLessThanOrEqual(32);

  // Scrubbing: resting on the recorded stretch shows the picture there, the device's key frame decoded in the browser.
  await playback.hoverTimeline(1, stretch!.startTime + 40);
  await expect(playback.scrubPicture(1)).toBeVisible({ timeout: 15_000 });
  expect(await playback.scrubPictureSpread(1)).toBeGreaterThan(20);
  const scrubbing = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(scrubbing.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);

  // The channel's event: a mark with its type above the timeline and a line in the list; a click seeks there.
  const listed = playback.eventList(1).getByRole("button", { name: /Person · Perimeter/ });
  await expect(listed).toBeVisible();
  await listed.click();
  await expect.poll(async () => Math.abs((await playback.wallMs(1)) - event!.occurredAt), { timeout: 10_000 }).toBeLessThan(3_000);
  const marker = playback.markers(1).and(page.locator(`[data-occurred-at="${event!.occurredAt}"]`));
  await expect(marker).toHaveAttribute("data-event-type", "PERIMETER");
  await marker.hover();
  await expect(page.getByTestId("timeline-thumbnail")).toContainText("Person · Perimeter");
  // The timeline with its events, thumbnail and clip stays free of serious or critical axe findings (§9, as a11y.spec.ts counts them).
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);

  // Archive the clip: the archive holds exactly its span.
  await playback.clipButton(1, "Archive clip").click();
  const archive = new ArchiveDialog(page);
  await archive.fillTitle("Gate clip");
  await archive.submit();
  await expect(archive.created("Gate clip")).toBeVisible();
  const archived = (await api.call("/archives/list", { archiveTitle: "Gate clip" })).list[0];
  expect(archived).toMatchObject({ sn: camera.sn, chlIndex: channel.chlIndex, startTime: clip.startTime, endTime: clip.endTime });

  // Download the clip: the dialog opens on its range; the AVI lasts that long.
  await playback.clipButton(1, "Download clip").click();
  const fileName = await playback.downloadFileName();
  await playback.create();
  await expect(playback.downloadCreated).toContainText(fileName);
  await playback.openList();
  const downloads = new DownloadsPage(page);
  await expect(downloads.state(fileName, "Finished", false)).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), downloads.action(fileName, "Download", false).click()]);
  const file = await download.path();
  expect(aviFacts(await readFile(file))).toMatchObject({ riff: "RIFF", form: "AVI ", codec: true });
  const probe = probeVideo(file);
  if (probe) expect(probe.duration).toBeCloseTo(length, 0);
});
