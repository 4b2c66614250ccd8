import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab, recordingAiCamera } from "../fixtures/devices";
import { waitForMailLine } from "../fixtures/outbox";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { AlertsPage } from "../pages/alerts-page";

let lab: DeviceLab;
test.beforeEach(({ baseURL }) => {
  lab = new DeviceLab(baseURL!);
});
test.afterEach(async () => {
  await lab.stopAll();
});

// Spec §2 Alerts and Alarm rules "Evaluation", §3 Push messages: the real server, a simulated camera,
// a rule for "motor vehicle with a plate from library X"; the alarm arrives live in /alerts with the
// unread badge, reading it clears the badge, and the contact's mail lands in the outbox.
test.describe("§2 alerts from a simulated camera", () => {
  test("§2 §3: a matching plate raises an alarm live with the unread badge; the detail plays its clip; mark read clears it; the contact is e-mailed", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const user = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, user);
    const site = await createSite(api, `Alerts ${Date.now().toString(36)}`, null);
    const descriptor = lab.pick("alerts", recordingAiCamera);
    const camera = await lab.start(descriptor);
    await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: "Gate camera" });

    const library = await api.call("/vehicle-licence-plate-group/add", { groupName: "Library X" });
    await api.call("/vehicle-licence-plate/add", { groupId: library.groupId, plateNumber: "WANTED7" });
    const contactEmail = `guard-${Date.now().toString(36)}@example.com`;
    const contact = await api.call("/event/contact/add-or-edit", { name: `Guard ${Date.now().toString(36)}`, email: contactEmail });
    const me = (await api.call("/event/rule/recipient/list", {})).list.find((r) => r.email === user.email)!;
    await api.call("/event/rule/add-or-edit", {
      ruleName: "Library X cars",
      targetType: "motorVehicle",
      plates: { mode: "library", groupIds: [library.groupId] },
      siteIds: [site.siteId],
      recipientIds: [me.userId],
      contactIds: [contact.contactId],
      repeatInterval: 10,
    });

    await openSignedIn(page, await loginViaApi(baseURL!, user), "/alerts");
    const alerts = new AlertsPage(page);
    await expect(alerts.heading).toBeVisible();
    await expect(alerts.empty).toBeVisible();
    await expect(alerts.unreadBadge).toHaveCount(0);

    // Another plate does not fire; the library's plate does, and the alarm arrives without a reload.
    expect(camera.emitEvent({ targetType: "motorVehicle", eventType: "PLATE", plate: "NOBODY1" })).not.toBeNull();
    const sent = camera.emitEvent({ targetType: "motorVehicle", eventType: "PLATE", plate: "WANTED7" });
    expect(sent).not.toBeNull();
    await expect(alerts.unreadBadge).toHaveText("1", { timeout: 20_000 });
    const row = alerts.rows;
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Library X cars");
    await expect(row).toContainText("WANTED7");
    await expect(row).toContainText("Unread");

    // The detail shows the snapshot; opening it marks the alarm read, and the badge goes.
    await row.click();
    await expect(alerts.detailPart("alarm-snapshot")).toBeVisible();
    await expect(alerts.detailPart("alarm-video")).toBeVisible();
    // The recording around the event plays through the playback player: its clock runs inside the alarm's window.
    await expect(alerts.clip).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
    await expect.poll(() => alerts.clipWallMs(), { timeout: 10_000 }).toBeGreaterThanOrEqual(sent!.occurredAt - 10_000);
    expect(await alerts.clipWallMs()).toBeLessThanOrEqual(sent!.occurredAt + 20_000);
    await alerts.closeDetail();
    await expect(alerts.unreadBadge).toHaveCount(0);
    await expect(row).toContainText("Read");

    // The contact's mail is in the outbox.
    const line = await waitForMailLine(contactEmail, /^Plate: WANTED7\.$/);
    expect(line).toBe("Plate: WANTED7.");
    expect(await waitForMailLine(user.email, /^Rule: Library X cars\./)).toContain("Event: Plate recognition");
    // Issue 28: the mail links to the alarm; following the link opens it in Alerts.
    const open = await waitForMailLine(user.email, /^Open the alarm: /);
    const link = new URL(open.replace("Open the alarm: ", ""));
    expect(link.pathname).toBe("/alerts");
    await page.goto(link.pathname + link.search);
    await expect(alerts.detail).toContainText("WANTED7");
  });

  // Issue 13 "Offline cameras": a camera that goes offline raises a health alarm after a configurable
  // delay (5 min by default; the e2e server sets VMS_OFFLINE_ALARM_MINUTES=0.1, the check runs every 30 s).
  test("§2 §6: a camera going offline shows a health alarm in the device-health tab", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const user = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, user);
    const site = await createSite(api, `Health ${Date.now().toString(36)}`, null);
    const camera = await lab.start(lab.fleet("alerts-offline", 1)[0]!, { reconnect: { minMs: 600_000, maxMs: 600_000 } });
    await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: "Yard camera" });
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/alerts");
    const alerts = new AlertsPage(page);
    await alerts.openHealth();
    await expect(alerts.empty).toBeVisible();

    await camera.stop();
    await expect(alerts.unreadBadge).toHaveText("1", { timeout: 75_000 });
    const row = alerts.rows;
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Device offline");
    await expect(row).toContainText(site.siteName);
  });
});
