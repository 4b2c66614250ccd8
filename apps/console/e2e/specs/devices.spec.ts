import type { Page } from "@playwright/test";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { DevicesPage } from "../pages/devices-page";

// Device round trips (gateway → push → console) get generous but bounded waits.
const ROUND_TRIP = { timeout: 30_000 };
// Slow enough to see the device offline between drop/reboot and its return.
const VISIBLE_OFFLINE = { rebootMs: 2_500, upgradeStepMs: 150, reconnect: { minMs: 2_500, maxMs: 3_500 } };

let lab: DeviceLab;

test.beforeEach(({ baseURL }) => {
  lab = new DeviceLab(baseURL!);
});
test.afterEach(async () => {
  await lab.stopAll();
});

/** A fresh organization with one site; answers the administrator, their API client and the site. */
async function freshOrg(baseURL: string) {
  const user = await registerUser(baseURL);
  const api = await signedInApi(baseURL, user);
  const site = await createSite(api, `Site ${Date.now().toString(36)}`, null);
  return { user, api, site };
}

/** Opens the asset page signed in, and marks the page: a reload would wipe the mark. */
async function openAssetPage(page: Page, baseURL: string, user: { email: string; password: string }) {
  await openSignedIn(page, await loginViaApi(baseURL, user), "/device/index");
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

test.describe("§2 asset page with simulated devices", () => {
  test("§2 §4 §8: bind by SN and security code, status by push (drop and return), rename, unbind", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const devices = new DevicesPage(page);
    const { user, site } = await freshOrg(baseURL!);
    await openAssetPage(page, baseURL!, user);
    const [descriptor] = lab.fleet("bind", 1);
    const device = await lab.start(descriptor!, VISIBLE_OFFLINE);

    // §8 7068: a wrong security code is shown on its field and the values stay.
    await devices.bind({ sn: device.sn, securityCode: "WRONGCODE", siteName: site.siteName });
    await expect(page.getByText("The serial number or security code is wrong.")).toBeVisible();
    await expect(devices.bindSn).toHaveValue(device.sn);
    await devices.bindCode.fill(device.securityCode);
    await devices.bindName.fill("Front gate");
    await devices.bindSubmit.click();

    await expect(devices.row(device.sn)).toBeVisible(ROUND_TRIP);
    await expect(devices.row(device.sn).getByTestId("device-id")).toHaveText(/^\{[0-9A-F]{8}\}$/);
    await expect(devices.row(device.sn)).toContainText("Front gate");
    await expect(devices.rowStatus(device.sn)).toHaveAttribute("data-status", "online", ROUND_TRIP);

    // §8 33010: binding it again.
    await devices.bind({ sn: device.sn, securityCode: device.securityCode, siteName: site.siteName });
    await expect(page.getByText("The device has already been added.")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();

    // §4: the network drops; the row goes offline and comes back online, without a reload.
    device.drop();
    await expect(devices.rowStatus(device.sn)).toHaveAttribute("data-status", "offline", ROUND_TRIP);
    await expect(devices.rowStatus(device.sn)).toHaveAttribute("data-status", "online", ROUND_TRIP);
    expect(await stillSamePage(page)).toBe(true);

    // §5: rename (forbidden characters refused first).
    await devices.rename(device.sn, "Gate/North");
    await expect(page.getByText(/Must not contain/)).toBeVisible();
    await devices.renameInput.fill("North gate");
    await devices.renameSubmit.click();
    await expect(devices.row(device.sn)).toContainText("North gate");

    // Search by SN finds it; by another text not.
    await devices.searchBox.fill(device.sn.slice(2, 9));
    await expect(devices.rows).toHaveCount(1);
    await devices.searchBox.fill("no-such-device");
    await expect(page.getByTestId("devices-empty")).toBeVisible();
    await devices.searchBox.fill("");
    await expect(devices.row(device.sn)).toBeVisible();

    await devices.unbind(device.sn);
    await expect(devices.row(device.sn)).toHaveCount(0);
    await expect(page.getByTestId("devices-empty")).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
  });

  test("§7 /device/edit: a device moves to another site from its edit dialog and keeps its ID", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const devices = new DevicesPage(page);
    const { user, api, site } = await freshOrg(baseURL!);
    const other = await createSite(api, `Other ${Date.now().toString(36)}`, null);
    const [descriptor] = lab.fleet("move", 1);
    const device = await lab.start(descriptor!);
    await api.call("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId: site.siteId, name: "Moving camera" });
    await openAssetPage(page, baseURL!, user);
    const row = devices.row(device.sn);
    await expect(row).toContainText(site.siteName);
    const deviceId = await row.getByTestId("device-id").textContent();

    await devices.move(device.sn, other.siteName);
    await expect(row).toContainText(other.siteName);
    await expect(row).toContainText("Moving camera");
    await expect(row.getByTestId("device-id")).toHaveText(deviceId!);

    // Filtered by site, it shows under the new one and no longer under the old one.
    await devices.pickSite("filter-site", other.siteName);
    await expect(row).toBeVisible();
    await devices.pickSite("filter-site", site.siteName);
    await expect(page.getByTestId("devices-empty")).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
  });

  test("§2 §4: reboot and upgrade from the detail follow the device; channels close and open", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const devices = new DevicesPage(page);
    const { user, api, site } = await freshOrg(baseURL!);
    const [generated] = lab.fleet("ops", 1);
    // The generator leaves about 1 channel in 20 closed; this test starts from an open channel 1.
    const descriptor = { ...generated!, channels: generated!.channels.map((c) => (c.chlIndex === 1 ? { ...c, configured: true, enabled: true } : c)) };
    const device = await lab.start(descriptor, VISIBLE_OFFLINE);
    await api.call("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId: site.siteId });
    await openAssetPage(page, baseURL!, user);
    await expect(devices.rowStatus(device.sn)).toHaveAttribute("data-status", "online", ROUND_TRIP);

    // Channels: close channel 1, then open it again.
    await devices.openDetail(device.sn, "channels");
    await expect(page).toHaveURL(/tab=channels/);
    const channel = devices.channelSwitch(1);
    await expect(channel).toBeChecked();
    await channel.click();
    await expect(channel).not.toBeChecked(ROUND_TRIP);
    await expect(channel).toBeEnabled();
    expect((await api.call("/channel/list/detail", { sn: device.sn })).list[0]?.enabled).toBe(false);
    await channel.click();
    await expect(channel).toBeChecked(ROUND_TRIP);
    await expect(channel).toBeEnabled();

    // Reboot: "Rebooting…", the status drops and returns, the task ends in success.
    await devices.detailTab("reboot").click();
    await devices.detail.getByTestId("reboot-start").click();
    await page.getByTestId("reboot-confirm").click();
    await expect(devices.detail.getByTestId("task-reboot")).toHaveAttribute("data-state", "running");
    await expect(devices.detail.getByTestId("task-reboot")).toHaveText("Rebooting…");
    await expect(devices.detailStatus).toHaveAttribute("data-status", "offline", ROUND_TRIP);
    await expect(devices.detailStatus).toHaveAttribute("data-status", "online", ROUND_TRIP);
    await expect(devices.detail.getByTestId("task-reboot")).toHaveAttribute("data-state", "success", ROUND_TRIP);

    // Upgrade: current vs latest, the progress bar, then success with the new firmware.
    const before = device.version;
    await devices.detailTab("upgrade").click();
    await expect(devices.detail.getByTestId("upgrade-current")).toHaveText(before);
    const latest = (await devices.detail.getByTestId("upgrade-latest").textContent())!.trim();
    expect(latest).not.toBe(before);
    await devices.detail.getByTestId("upgrade-start").click();
    await page.getByTestId("upgrade-confirm").click();
    await expect(devices.detail.getByTestId("upgrade-progress")).toBeVisible(ROUND_TRIP);
    await expect.poll(async () => Number((await devices.detail.getByTestId("upgrade-percent").textContent())?.replace("%", "")), ROUND_TRIP).toBeGreaterThan(0);
    await expect(devices.detail.getByTestId("task-upgrade")).toHaveAttribute("data-state", "success", { timeout: 60_000 });
    expect(device.version).toBe(latest);
    await expect(devices.detail.getByTestId("upgrade-current")).toHaveText(latest, ROUND_TRIP);
    await expect(devices.detail.getByTestId("upgrade-up-to-date")).toBeVisible();
    await expect(devices.row(device.sn)).toContainText(latest);
    await expect(devices.rowStatus(device.sn)).toHaveAttribute("data-status", "online");
    expect(await stillSamePage(page)).toBe(true);
  });
});
