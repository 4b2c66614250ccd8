import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite, createSiteChain } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { DevicesPage } from "../pages/devices-page";
import { SitesPage } from "../pages/sites-page";

// What a new user met when trying every feature against a fresh quickstart (project issue 9).
const DEMO_PASSWORD = "Demo-Pass-2026";

test.describe("found by trying it as a new user would", () => {
  for (const email of ["user@demo.local", "siteadmin@demo.local"]) {
    test(`§2 §6: the login logs page the menu offers ${email} shows their own sign-ins, without a 5000 toast`, async ({ page, baseURL }) => {
      const sites = new SitesPage(page);
      await openSignedIn(page, await loginViaApi(baseURL!, { email, password: DEMO_PASSWORD }), "/privacySecurity/personal-logs");
      const table = page.getByTestId("login-logs-self");
      await expect(table.getByTestId("login-log-row").first()).toBeVisible();
      await expect(sites.toast).toHaveCount(0);
    });
  }

  test("§7: deleting an empty site says it succeeded, and the console does not ask about the deleted site", async ({ page, baseURL }) => {
    const sites = new SitesPage(page);
    const owner = await registerUser(baseURL!);
    const site = await createSite(await signedInApi(baseURL!, owner), "Lonely yard", null);
    // The page's own first question about the site's users is answered before listening starts.
    const firstUsers = page.waitForResponse((response) => new URL(response.url()).pathname === "/vms/site/users");
    await openSignedIn(page, await loginViaApi(baseURL!, owner), "/site/sitelist");
    await expect(sites.detailsName).toHaveText("Lonely yard");
    await expect(page.getByTestId("site-users")).toBeVisible();
    await firstUsers;
    // Asking /site/users for a site that is gone answers "the site does not exist" (a red toast).
    const askedAbout: unknown[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/vms/site/users") askedAbout.push((request.postDataJSON() as { data?: { siteId?: unknown } }).data?.siteId);
    });

    await sites.rowAction("Lonely yard", "delete");
    await sites.confirmDelete();
    await expect(sites.deleteDialog).toBeHidden();
    await expect(sites.emptyState).toBeVisible();
    await expect(sites.toast.first()).toHaveText("Operation successful.");
    expect(askedAbout).not.toContain(site.siteId);
  });

  test("§8 33821: a refused delete is explained once, in the dialog, without a toast", async ({ page, baseURL }) => {
    const sites = new SitesPage(page);
    const owner = await registerUser(baseURL!);
    await createSiteChain(await signedInApi(baseURL!, owner), ["Campus", "Library"]);
    await openSignedIn(page, await loginViaApi(baseURL!, owner), "/site/sitelist");
    await sites.rowAction("Campus", "delete");
    await sites.confirmDelete();
    await expect(sites.deleteError).toHaveText("Delete the sub-sites of this site first.");
    await expect(sites.toast).toHaveCount(0);
  });

  test("§1: an organization without sites learns a site comes first, and gets there from the asset page", async ({ page, baseURL }) => {
    const owner = await registerUser(baseURL!);
    await openSignedIn(page, await loginViaApi(baseURL!, owner), "/device/index");
    await expect(page.getByTestId("no-sites-notice")).toContainText("Create a site first");
    await page.getByTestId("no-sites-create").click();
    await expect(page).toHaveURL(/\/site\/sitelist$/);
    await expect(new SitesPage(page).emptyState).toBeVisible();
  });

  test("§2: the user detail page says which user it shows", async ({ page, baseURL }) => {
    const admin = { email: "admin@demo.local", password: DEMO_PASSWORD };
    const { list } = await (await signedInApi(baseURL!, admin)).call("/user/choose", { keyword: "user@demo.local" });
    const shown = list.find((u) => u.email === "user@demo.local")!;
    await openSignedIn(page, await loginViaApi(baseURL!, admin), `/orgManagement/user/detail?userId=${shown.userId}`);
    await expect(page.getByTestId("user-detail-name")).toHaveText(shown.userName);
    await expect(page.getByTestId("user-detail-email")).toHaveText("user@demo.local");
  });
});

test.describe("found by trying it as a new user would, with a device", () => {
  let lab: DeviceLab;
  test.beforeEach(({ baseURL }) => {
    lab = new DeviceLab(baseURL!);
  });
  test.afterEach(async () => {
    await lab.stopAll();
  });

  test("§2 device detail: a new IP saved on the Network tab is what the Overview shows, before and after a reload", async ({ page, baseURL }) => {
    const devices = new DevicesPage(page);
    const owner = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, owner);
    const site = await createSite(api, "Depot", null);
    const [descriptor] = lab.fleet("network-ip", 1);
    const device = await lab.start(descriptor!);
    await api.call("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId: site.siteId });
    await openSignedIn(page, await loginViaApi(baseURL!, owner), "/device/index");
    await devices.openDetail(device.sn, "network");

    const ip = devices.detail.getByTestId("network-ip");
    const dhcp = devices.detail.getByRole("switch", { name: "DHCP" }).or(devices.detail.getByRole("checkbox", { name: "DHCP" }));
    if (await dhcp.isChecked()) await dhcp.click();
    const newIp = (await ip.inputValue()) === "10.9.8.7" ? "10.9.8.6" : "10.9.8.7";
    await ip.fill(newIp);
    await devices.detail.getByTestId("network-save").click();
    await expect(page.locator('.MuiSnackbar-root [role="alert"]')).toHaveText(["Operation successful."]);

    await devices.detailTab("overview").click();
    await expect(devices.detail.getByTestId("overview-ip")).toContainText(newIp);
    await page.reload();
    await expect(devices.detail.getByTestId("overview-ip")).toContainText(newIp);
  });
});
