import { readFile } from "node:fs/promises";
import { newUserData, registerUser, signedInApi } from "../fixtures/accounts";
import { aviFacts } from "../fixtures/avi";
import { DeviceLab, FAST_DEVICE, recordsFirstChannel } from "../fixtures/devices";
import { OwnServer } from "../fixtures/own-server";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { DownloadsPage } from "../pages/downloads-page";

// Issue 12: a server restart mid-download, end to end. The shared server of playwright.config.ts
// serves every other spec, so this one kills a server of its own (same data directory and port
// across the crash: PGlite keeps the task, the job queue takes back the instance's job).
const server = new OwnServer();
test.use({ baseURL: server.baseURL });

const CLIP_S = 30;
// The simulated clip's frame rate: a 30 s range is 750 frames (downloads.spec.ts).
const CLIP_FPS = 25;
// The recorder exports 50 frames a second: the clip takes about 15 s, long enough to be interrupted.
const EXPORT_FPS = 50;

let lab: DeviceLab | null = null;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await server.start();
});
test.afterAll(async () => {
  await lab?.stopAll();
  await server.dispose();
});

test("§4 §2: the server crashes mid-download; restarted, the manager shows the same task continue to Finished at 100 % and its AVI holds every frame", async ({ page }) => {
  test.setTimeout(90_000);
  const user = await registerUser(server.baseURL, newUserData("restart"), server.outboxDir);
  const api = await signedInApi(server.baseURL, user);
  const site = await createSite(api, `Restart ${Date.now().toString(36)}`, null);
  lab = new DeviceLab(server.baseURL);
  const descriptor = lab.pick("restart", recordsFirstChannel);
  // FAST_DEVICE reconnects within a second of the server listening again.
  await lab.start(descriptor, { ...FAST_DEVICE, exportFps: EXPORT_FPS });
  await api.call("/device/bind", { sn: descriptor.sn, securityCode: descriptor.securityCode, siteId: site.siteId, name: "Restart recorder" });
  const chlIndex = descriptor.channels[0]!.chlIndex;
  const to = Math.floor(Date.now() / 1000) - 600;
  const { segments } = await api.call("/device/rec-log/list", { sn: descriptor.sn, chlIndex, startTime: to - 86_400, endTime: to });
  const stretch = segments.find((s) => s.endTime - s.startTime >= CLIP_S + 20);
  expect(stretch, "the recorder holds 50 recorded seconds in the last day").toBeTruthy();
  const created = await api.call("/download-task/create", { sn: descriptor.sn, chlIndex, startTime: stretch!.startTime + 5, duration: CLIP_S });
  expect(created.result).toBe(0);

  await openSignedIn(page, await loginViaApi(server.baseURL, user), "/home");
  // The top bar's download task manager (spec §2).
  const downloads = new DownloadsPage(page);
  const file = created.fileName;
  await downloads.openManager();
  await expect(downloads.drawer).toBeVisible();
  const progress = () => downloads.progress(file);
  await expect(downloads.state(file, "Downloading")).toBeVisible({ timeout: 20_000 });
  await expect.poll(progress, { message: "progress under way", timeout: 20_000 }).toBeGreaterThan(0);
  expect(await progress()).toBeLessThan(100);

  await server.crash();
  await server.start();
  // The crash came mid-download: what the database kept is an unfinished task (the same session still signs calls).
  const kept = (await api.call("/download-task/list", { pageSize: 100 })).list;
  expect(kept.map((t) => t.taskId)).toEqual([created.taskId]);
  expect(kept[0]!.status).not.toBe("finish");
  expect(kept[0]!.progress).toBeLessThan(100);

  await page.reload();
  await downloads.openManager();
  await expect(downloads.drawer).toBeVisible();
  // One task: the same one goes on (no new task), fetched again once the recorder is back.
  await expect(downloads.rows()).toHaveCount(1);
  await expect(downloads.state(file, "Finished")).toBeVisible({ timeout: 60_000 });
  expect(await progress()).toBe(100);

  const [download] = await Promise.all([page.waitForEvent("download"), downloads.action(file, "Download").click()]);
  expect(download.suggestedFilename()).toBe(created.fileName);
  const frames = CLIP_S * CLIP_FPS;
  const facts = aviFacts(await readFile(await download.path()));
  expect(facts).toMatchObject({ riff: "RIFF", form: "AVI ", totalFrames: frames, chunks: frames, codec: true });
  // Every chunk is indexed, the sound's too where the channel has some (issue 31).
  expect(facts.indexEntries).toBe(facts.chunks + facts.audioChunks);
});
