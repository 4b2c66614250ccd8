import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ApiError, catalogueEntry, Code } from "@vms/api-client";
import { DEMO_ADMIN, publicApi, registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab, recordsFirstChannel } from "../fixtures/devices";
import { waitForMailLine } from "../fixtures/outbox";
import { apiWithSession, loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { ArchiveDialog, ArchivesPage, SharedArchivePage } from "../pages/archives-page";
import { PlaybackPage } from "../pages/playback-page";

const PASSWORD = "Archive-Pass-26";

let lab: DeviceLab;
test.beforeEach(({ baseURL }) => {
  lab = new DeviceLab(baseURL!);
});
test.afterEach(async () => {
  await lab.stopAll();
});

/** Serious or critical axe findings (WCAG 2.1 A/AA), as a11y.spec.ts counts them, on the page as it is. */
async function axeBlocking(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);
}

/** The parts of the RIFF/AVI structure the test checks. */
function riff(file: Buffer) {
  return { riff: file.toString("latin1", 0, 4), size: file.readUInt32LE(4) + 8, form: file.toString("latin1", 8, 12), hdrl: file.indexOf("hdrl") > 0, movi: file.indexOf("movi") > 0, idx1: file.lastIndexOf("idx1") > 0 };
}

// Issue 16 (spec §1, §2 /archives, /archives-details/{id}, /archives-share/{id}, §5 5002, §9 share validity).
test("§2 archives: a 2-minute device archive reaches done and plays; a 1-hour link plays and downloads without a session; verify; revoke; no download right (set per user in the rights editor) → 5002", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const user = await registerUser(baseURL!);
  const api = await signedInApi(baseURL!, user);
  const site = await createSite(api, `Archives ${Date.now().toString(36)}`, null);
  const descriptor = lab.pick("archives", recordsFirstChannel);
  const camera = await lab.start(descriptor);
  await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: "Door camera" });
  const now = Math.floor(Date.now() / 1000);
  let chlIndex = 0;
  let segment: { startTime: number; endTime: number } | undefined;
  for (const channel of descriptor.channels.filter((c) => c.status === 1 && c.enabled)) {
    const { segments } = await api.call("/device/rec-log/list", { sn: camera.sn, chlIndex: channel.chlIndex, startTime: now - 3 * 86_400, endTime: now - 600 });
    segment = segments.find((s) => s.endTime - s.startTime >= 130);
    chlIndex = channel.chlIndex;
    if (segment) break;
  }
  if (!segment) throw new Error(`no 130 s recording on ${camera.sn}`);
  // Two minutes from the device's own storage (local source; cloud joins once its recorder is merged).
  const archive = await api.call("/archives/create", { sn: camera.sn, chlIndex, startTime: segment.startTime + 5, endTime: segment.startTime + 125, title: "Door 2 min", source: "local" });

  const admin = await loginViaApi(baseURL!, user);
  await openSignedIn(page, admin, "/archives");
  const archives = new ArchivesPage(page);
  const row = archives.row("Door 2 min");
  await expect(archives.status("Door 2 min")).toHaveText("Done", { timeout: 60_000 });
  await expect(row).toContainText("MB");
  expect(await axeBlocking(page)).toEqual([]);

  // The detail page plays the MP4 (plain <video>, HTTP Range).
  await archives.openDetail("Door 2 min");
  await expect(archives.heading("Door 2 min")).toBeVisible();
  await expect.poll(() => archives.videoTime("currentTime"), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await archives.videoTime("duration")).toBeGreaterThan(110);
  expect(await axeBlocking(page)).toEqual([]);
  // Issue #16: the AVI goes through the download task flow: a cloudArchive task that finishes in the list.
  await archives.downloadAviButton().click();
  await expect(archives.downloadCreated).toContainText("Download task created");
  expect(await axeBlocking(page)).toEqual([]);
  await expect.poll(async () => (await api.call("/download-task/list", { pageSize: 20 })).list.map((t) => [t.type, t.status]), { timeout: 20_000 }).toEqual([["cloudArchive", "finish"]]);

  // Share for 1 hour.
  await page.goto("/archives");
  await archives.openShare("Door 2 min");
  const link = await archives.createLink();
  expect(link).toMatch(/\/archives-share\/[A-Za-z0-9_-]{40,}$/);
  expect(await axeBlocking(page)).toEqual([]);
  await archives.closeDialog();

  // A fresh context without any session: plays, downloads the AVI, verifies it.
  const visitor = await browser.newContext({ acceptDownloads: true });
  const shared = await visitor.newPage();
  await shared.goto(link);
  const sharedArchive = new SharedArchivePage(shared);
  await expect(sharedArchive.heading("Door 2 min")).toBeVisible();
  await expect.poll(() => sharedArchive.videoTime(), { timeout: 20_000 }).toBeGreaterThan(0.5);
  // Issue 28: the page overflowed its card at 1440 px and scrolled sideways on a phone.
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await shared.setViewportSize(viewport);
    await expect.poll(() => sharedArchive.pageOverflow(), { message: `sideways scroll at ${viewport.width} px` }).toBe(0);
    expect(await sharedArchive.cardOverflow(), `card overflow at ${viewport.width} px`).toBe(0);
    const box = (await sharedArchive.card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  await shared.setViewportSize({ width: 1280, height: 720 });
  const [download] = await Promise.all([shared.waitForEvent("download"), sharedArchive.downloadAviButton().click()]);
  const aviPath = await download.path();
  const avi = await readFile(aviPath);
  expect(riff(avi)).toEqual({ riff: "RIFF", size: avi.length, form: "AVI ", hdrl: true, movi: true, idx1: true });
  await sharedArchive.verify(aviPath);
  await expect(sharedArchive.verifierResult).toContainText(/unmodified|hash matches/);
  const changed = Buffer.from(avi);
  changed[changed.length >> 1] = changed[changed.length >> 1]! ^ 1;
  await sharedArchive.verify({ name: "changed.avi", mimeType: "video/x-msvideo", buffer: changed });
  await expect(sharedArchive.verifierResult).toContainText("not the archived file");
  expect(await axeBlocking(shared)).toEqual([]);

  // Revoke: the page refuses with the translated 31103 only.
  await archives.openShare("Door 2 min");
  await archives.revokeLink();
  await expect(archives.shareLinkLine).toContainText("Revoked");
  const again = await visitor.newPage();
  await again.goto(link);
  const revoked = new SharedArchivePage(again);
  await expect(revoked.refused).toHaveText("This share link has been revoked.");
  await expect(revoked.video).toHaveCount(0);
  await visitor.close();

  // A user whose rights lack download: no button, and the API answers 5002.
  const email = `archive-viewer-${Date.now().toString(36)}@example.com`;
  const { list: roles } = await api.call("/role/list", {});
  const ordinary = roles.find((r) => r.builtIn && r.marker === null && r.codes.includes("vms_archives_qry"))!;
  await api.call("/user/invite", { email, roleId: ordinary.roleId, grants: [{ siteId: site.siteId, role: "SITE_VIEWER" }] });
  const invite = new URL(await waitForMailLine(email, /\/user-register\/[0-9a-f-]+\/[0-9a-f-]+$/));
  const [, , inviteId, uuid] = invite.pathname.split("/");
  await publicApi(baseURL!).call("/user/invite/active", { inviteId: inviteId!, uuid: uuid!, userName: "Archive viewer", password: PASSWORD });
  const viewer = await loginViaApi(baseURL!, { email, password: PASSWORD });
  // The administrator takes the download right from this user alone (rights per user, not per role).
  await page.goto("/archives");
  await archives.openRightsPerUser();
  await archives.userRight("Archive viewer", "Download").uncheck();
  await expect(archives.useRoleRightsButton("Archive viewer")).toBeVisible();
  expect(await axeBlocking(page)).toEqual([]);
  await archives.saveRights();
  await expect(archives.rightsDialog).toHaveCount(0);
  const saved = await api.call("/archives/authority/get", {});
  expect(saved.entries).toEqual([{ targetType: "user", targetId: viewer.user.userId, rights: ["add", "delete", "share", "query"] }]);
  const viewerPage = await (await browser.newContext()).newPage();
  await openSignedIn(viewerPage, viewer, `/archives-details/${archive.archiveId}`);
  const asViewer = new ArchivesPage(viewerPage);
  await expect(asViewer.heading("Door 2 min")).toBeVisible();
  await expect(asViewer.video).toBeVisible();
  await expect(asViewer.downloadAviButton()).toHaveCount(0);
  const refused = await apiWithSession(baseURL!, viewer).call("/archives/download-token/get", { archiveId: archive.archiveId }, { hideTip: true }).catch((err: unknown) => err);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).code).toBe(Code.NO_DOWNLOAD_RIGHT);
});

/** A demo channel with a recorded stretch of at least 3 minutes today (or yesterday just after midnight), as playback.spec.ts finds them. */
async function demoRecordedChannel(api: Awaited<ReturnType<typeof signedInApi>>): Promise<{ label: string; day: string | null } | null> {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const today = Math.floor(midnight.getTime() / 1000);
  const now = Math.floor(Date.now() / 1000);
  const early = now - today < 1800;
  const yesterday = new Date(midnight.getTime() - 12 * 3600_000);
  const day = early ? `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, "0")}-${String(yesterday.getDate()).padStart(2, "0")}` : null;
  const [from, to] = early ? [today - 86_400, today] : [today, now - 600];
  const { list } = await api.call("/camera/list", {});
  for (const c of list.filter((x) => x.status === 1 && x.deviceStatus === 1)) {
    const answer = await api.call("/device/rec-log/list", { sn: c.sn, chlIndex: c.chlIndex, startTime: from, endTime: to }).catch(() => null);
    if (answer?.segments.some((s) => s.endTime - s.startTime >= 180)) return { label: `${c.deviceName} · ${c.name}`, day };
  }
  return null;
}

// Issue 28 "Answered": archive creation closed the dialog without a word or a link; a failed archive said
// "Failed" with no reason; retry gave no feedback; delete went through the browser's confirm().
test("issue 28: Archive from playback says so with a link that opens the new archive", async ({ page, baseURL, shellPage }) => {
  test.setTimeout(120_000);
  const api = await signedInApi(baseURL!, DEMO_ADMIN);
  const recorded = await demoRecordedChannel(api);
  expect(recorded, "a demo recorder with recordings today").toBeTruthy();
  await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/live");
  const playback = new PlaybackPage(page);
  await playback.openTab();
  if (recorded!.day) await playback.setRange(recorded!.day, recorded!.day);
  await playback.pickChannel(recorded!.label);
  await expect(playback.window1).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
  await playback.control(1, "Pause");
  const title = `Answered ${Date.now().toString(36)}`;
  await playback.archive();
  const dialog = new ArchiveDialog(page);
  await dialog.fillTitle(title);
  await dialog.submit();
  await expect(dialog.dialog).toHaveCount(0);

  const toast = shellPage.toast.filter({ hasText: `The archive "${title}" was created; it is being copied.` });
  await expect(toast).toBeVisible();
  await toast.getByRole("link", { name: "Open the archive" }).click();
  await expect(page).toHaveURL(/\/archives-details\/[0-9a-f-]+$/);
  // Still copying, the page says so (and asks again); once done, it plays.
  const archives = new ArchivesPage(page);
  await expect(archives.video.or(archives.unplayable.filter({ hasText: "The archive is still being copied." }))).toBeVisible();
  await expect(archives.heading(title)).toBeVisible({ timeout: 90_000 });
});

test("issue 28: a failed archive says why; Retry and Delete answer, Delete after the console's confirmation", async ({ page, baseURL, shellPage }) => {
  test.setTimeout(120_000);
  const user = await registerUser(baseURL!);
  const api = await signedInApi(baseURL!, user);
  const site = await createSite(api, `Failing ${Date.now().toString(36)}`, null);
  const descriptor = lab.pick("archives-failed", recordsFirstChannel);
  const camera = await lab.start(descriptor);
  await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: "Door camera" });
  const chlIndex = descriptor.channels.find((c) => c.status === 1 && c.enabled)!.chlIndex;
  // A minute the recorder has nothing of (20 days ago): the copy fails with a catalogue code.
  const at = Math.floor(Date.now() / 1000) - 20 * 86_400;
  const title = "Nothing recorded";
  const created = await api.call("/archives/create", { sn: camera.sn, chlIndex, startTime: at, endTime: at + 60, title, source: "local" });
  const failedCode = async () => (await api.call("/archives/list", { pageNum: 1, pageSize: 20 })).list.find((a) => a.archiveId === created.archiveId && a.status === "failed")?.errorCode ?? null;
  await expect.poll(failedCode, { timeout: 60_000 }).not.toBeNull();
  const reason = catalogueEntry((await failedCode())!);
  expect(reason, "the failure's code is in the catalogue").toBeTruthy();

  await openSignedIn(page, await loginViaApi(baseURL!, user), "/live");
  const archives = new ArchivesPage(page);
  await archives.open();
  const row = archives.row(title);
  await expect(archives.status(title)).toContainText("Failed");
  await expect(archives.failure(title)).toHaveText(reason!.message.message!);

  await archives.retry(title);
  await expect(shellPage.toast.filter({ hasText: `Copying the archive "${title}" again.` })).toBeVisible();

  await archives.askToDelete(title);
  const confirm = archives.deleteConfirmation(title);
  await archives.answerDelete(title, "Cancel");
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await archives.askToDelete(title);
  await archives.answerDelete(title, "Delete");
  await expect(shellPage.toast.filter({ hasText: `The archive "${title}" was deleted.` })).toBeVisible();
  await expect(row).toHaveCount(0);
});
