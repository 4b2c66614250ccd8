import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab, recordingAiCamera } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { AlertsPage } from "../pages/alerts-page";
import { ArchiveDialog } from "../pages/archives-page";
import { PlaybackPage } from "../pages/playback-page";

let lab: DeviceLab;
test.beforeEach(({ baseURL }) => {
  lab = new DeviceLab(baseURL!);
});
test.afterEach(async () => {
  await lab.stopAll();
});

const localInput = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

// Issue 28 (spec §2 Alerts): the alerts list filters by range, site, camera, rule and type, shows each
// alarm's snapshot, and an alarm's detail archives the event (±60 s, as event search) or opens its
// moment in playback.
test("issue 28: alerts filter by range, site, camera, rule and type; an alarm archives its event and opens its moment in playback", async ({ page, baseURL, shellPage }) => {
  test.setTimeout(150_000);
  const user = await registerUser(baseURL!);
  const api = await signedInApi(baseURL!, user);
  const tag = Date.now().toString(36);
  const site = await createSite(api, `Gate ${tag}`, null);
  await createSite(api, `Empty ${tag}`, null);
  const camera = await lab.start(lab.pick("alerts-filters", recordingAiCamera));
  await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: "Gate camera" });
  const library = await api.call("/vehicle-licence-plate-group/add", { groupName: "Library X" });
  await api.call("/vehicle-licence-plate/add", { groupId: library.groupId, plateNumber: "WANTED7" });
  const me = (await api.call("/event/rule/recipient/list", {})).list.find((r) => r.email === user.email)!;
  const rule = { targetType: "motorVehicle" as const, siteIds: [site.siteId], recipientIds: [me.userId], repeatInterval: 10 as const };
  await api.call("/event/rule/add-or-edit", { ...rule, ruleName: "Library X cars", plates: { mode: "library", groupIds: [library.groupId] } });
  await api.call("/event/rule/add-or-edit", { ...rule, ruleName: "Listed vans", plates: { mode: "list", plates: ["LISTED8"] } });

  await openSignedIn(page, await loginViaApi(baseURL!, user), "/live");
  await shellPage.menuEntry("alerts").click();
  const alerts = new AlertsPage(page);
  await expect(alerts.empty).toBeVisible();
  const wanted = camera.emitEvent({ targetType: "motorVehicle", eventType: "PLATE", plate: "WANTED7" })!;
  camera.emitEvent({ targetType: "motorVehicle", eventType: "PLATE", plate: "LISTED8", chlIndex: wanted.chlIndex });
  await expect(alerts.rows).toHaveCount(2, { timeout: 20_000 });
  // Each row shows its alarm's snapshot.
  await expect(alerts.thumbnails).toHaveCount(2);
  await expect(alerts.thumbnails.first()).toHaveJSProperty("complete", true);
  expect(await alerts.thumbnails.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Rule: only its alarm; All: both again.
  await alerts.filter("rule", "Library X cars");
  await expect(alerts.rows).toHaveCount(1);
  await expect(alerts.rows).toContainText("WANTED7");
  await alerts.filter("rule", "All");
  await expect(alerts.rows).toHaveCount(2);
  // Type: a perimeter alarm there is none; plates are both.
  await alerts.filter("type", "Perimeter");
  await expect(alerts.empty).toBeVisible();
  await alerts.filter("type", "Plate");
  await expect(alerts.rows).toHaveCount(2);
  await alerts.filter("type", "All");
  // Site: the empty site has none; the gate's camera has both.
  await alerts.filter("site", `Empty ${tag}`);
  await expect(alerts.empty).toBeVisible();
  await alerts.filter("site", `Gate ${tag}`);
  await expect(alerts.rows).toHaveCount(2);
  const channel = (await api.call("/camera/list", {})).list.find((c) => c.sn === camera.sn && c.chlIndex === wanted.chlIndex)!;
  await alerts.filter("camera", new RegExp(`^${channel.name}`));
  await expect(alerts.rows).toHaveCount(2);
  // Range: an hour that ended before the alarms has none; one around them has both.
  await alerts.range(localInput(wanted.occurredAt - 2 * 3_600_000), localInput(wanted.occurredAt - 3_600_000));
  await expect(alerts.empty).toBeVisible();
  await alerts.range(localInput(wanted.occurredAt - 60_000), localInput(wanted.occurredAt + 60_000));
  await expect(alerts.rows).toHaveCount(2);

  // The alarm's detail: Archive makes the event's archive (a minute either side) and says so.
  await alerts.rows.filter({ hasText: "WANTED7" }).click();
  await expect(alerts.detail).toBeVisible();
  await alerts.archiveButton().click();
  const archiveDialog = new ArchiveDialog(page);
  const title = `Alarm ${tag}`;
  await archiveDialog.fillTitle(title);
  // The toast sits behind the still-open alarm dialog (aria-hidden there), so it is found by its text.
  const said = expect(archiveDialog.created(title)).toBeVisible();
  await archiveDialog.submit();
  await said;
  await expect(archiveDialog.dialog).toHaveCount(0);
  const archives = await api.call("/archives/list", { archiveTitle: title });
  expect(archives.list.find((a) => a.title === title)).toMatchObject({ startTime: Math.floor(wanted.occurredAt / 1000) - 60, endTime: Math.floor(wanted.occurredAt / 1000) + 60 });

  // Playback opens at the alarm's camera and moment: window 1 plays from there.
  await alerts.playbackButton().click();
  const playback = new PlaybackPage(page);
  await expect(playback.view).toBeVisible();
  await expect.poll(() => playback.wallMs(1), { timeout: 20_000 }).toBeGreaterThanOrEqual(wanted.occurredAt - 1_000);
  expect(await playback.wallMs(1)).toBeLessThanOrEqual(wanted.occurredAt + 30_000);
});
