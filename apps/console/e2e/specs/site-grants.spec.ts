import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { DeviceLab } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { DevicesPage } from "../pages/devices-page";
import { SitesPage } from "../pages/sites-page";
import { UserGrantsPage } from "../pages/user-grants-page";

// The ordinary user of demo mode (README): granted sites only, no organization-wide device access.
const DEMO_USER = { email: "user@demo.local", password: "Demo-Pass-2026" } as const;

let lab: DeviceLab;
test.beforeEach(({ baseURL }) => {
  lab = new DeviceLab(baseURL!);
});
test.afterEach(async () => {
  await lab.stopAll();
});

test.describe("§6 §7 site grants per user", () => {
  test("§6: an administrator grants one site; the user sees that site's device and not the other's", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const admin = await signedInApi(baseURL!, DEMO_ADMIN);
    const tag = Date.now().toString(36);
    const granted = await createSite(admin, `Granted ${tag}`, null);
    const child = await createSite(admin, `Lobby ${tag}`, granted.siteId);
    const other = await createSite(admin, `Other ${tag}`, null);
    const [a, b] = lab.fleet("grants", 2);
    const inGranted = await lab.start(a!);
    const inOther = await lab.start(b!);
    await admin.call("/device/bind", { sn: inGranted.sn, securityCode: inGranted.securityCode, siteId: child.siteId });
    await admin.call("/device/bind", { sn: inOther.sn, securityCode: inOther.securityCode, siteId: other.siteId });
    const { list } = await admin.call("/user/choose", { keyword: DEMO_USER.email });
    const userId = list.find((u) => u.email === DEMO_USER.email)!.userId;

    // The administrator gives the user "Site viewer/operator" on the parent site only.
    const grants = new UserGrantsPage(page);
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), `/orgManagement/user/detail?userId=${userId}`);
    await grants.chooseRole(granted.siteName, "Site viewer/operator");
    // §5: a sub-site may not be lower than its parent: the lower roles are not offered.
    await grants.roleSelect(child.siteName).click();
    await expect(grants.option("Live-only viewer")).toBeDisabled();
    await expect(grants.option("Site admin")).toBeEnabled();
    await page.keyboard.press("Escape");
    await expect(grants.row(child.siteId).getByTestId("grant-effective")).toContainText("Site viewer/operator");
    await grants.save.click();
    await expect(page.getByText("Operation successful.")).toBeVisible();

    // §2 site list: the site's users now include them; their name leads back to their detail page.
    const sites = new SitesPage(page);
    await sites.goto();
    await sites.select(granted.siteName);
    const userLink = page.getByTestId("site-users").getByTestId("site-user-link").filter({ hasText: "Demo User" });
    await userLink.click();
    await expect(page).toHaveURL(new RegExp(`/orgManagement/user/detail\\?userId=${userId}`));
    await expect(grants.row(granted.siteId).getByTestId("grant-effective")).toContainText("Site viewer/operator");

    // The user, in another browser context, sees the sub-site's device only.
    const context = await browser.newContext({ locale: "en-US" });
    try {
      const userPage = await context.newPage();
      const devices = new DevicesPage(userPage);
      await openSignedIn(userPage, await loginViaApi(baseURL!, DEMO_USER), "/device/index");
      await expect(devices.row(inGranted.sn)).toBeVisible();
      await expect(devices.row(inOther.sn)).toHaveCount(0);
      await devices.searchBox.fill(inOther.sn);
      await expect(userPage.getByTestId("devices-empty")).toBeVisible();
    } finally {
      await context.close();
    }

    // Taking the grant away again: the user loses the device.
    await grants.chooseRole(granted.siteName, "No own role");
    await grants.save.click();
    const userApi = await signedInApi(baseURL!, DEMO_USER);
    await expect.poll(async () => (await userApi.call("/device/page", { pageNum: 1, pageSize: 100, keyword: inGranted.sn })).total).toBe(0);
  });
});
