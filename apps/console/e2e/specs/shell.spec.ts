import type { Page } from "@playwright/test";
import { DEMO_ADMIN } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";

/** Opens `path` signed in as the demo administrator (every code). */
async function asAdmin(page: Page, baseURL: string, path: string): Promise<void> {
  await openSignedIn(page, await loginViaApi(baseURL, DEMO_ADMIN), path);
}

test.describe("§2 logged-in shell", () => {
  test("§2: / redirects to /live, which renders the shell with its menu", async ({ page, baseURL, shellPage }) => {
    await asAdmin(page, baseURL!, "/");
    await expect(shellPage.page).toHaveURL(/\/live$/);
    await expect(shellPage.shell).toBeVisible();
    await expect(shellPage.menuEntry("live")).toHaveAttribute("aria-current", "page");
    await expect(shellPage.heading).toHaveText("Live view");
    await expect(page.getByRole("tree", { name: "Channels" })).toBeVisible();
    expect(await shellPage.menuPages()).toEqual(["live", "search", "archives", "device", "settings", "service", "alerts", "account"]);
    await expect(shellPage.userName).toHaveText(/\S/);
  });

  test("§2: /settings redirects to the site list, highlighted under settings", async ({ page, baseURL, shellPage }) => {
    await asAdmin(page, baseURL!, "/settings");
    await expect(shellPage.page).toHaveURL(/\/site\/sitelist$/);
    await expect(shellPage.menuEntry("settings")).toHaveAttribute("aria-current", "page");
  });

  test("§7: /account/version-info shows the server's version", async ({ page, baseURL, shellPage, versionInfo }) => {
    await asAdmin(page, baseURL!, "/account/version-info");
    await expect(shellPage.versionCell("server-version")).toHaveText(versionInfo.version);
    await expect(shellPage.versionCell("api-version")).toHaveText(versionInfo.apiVersion);
  });

  test("§2: menu entries that redirect land on their first page", async ({ page, baseURL, shellPage }) => {
    await asAdmin(page, baseURL!, "/live");
    await shellPage.menuEntry("service").click();
    await expect(shellPage.page).toHaveURL(/\/service\/servicelicense\/list$/);
    await expect(shellPage.menuEntry("service")).toHaveAttribute("aria-current", "page");
  });

  test("§2: logged-in pages take the tab title and favicon from the branding, the page's title first; the shell asks only for its organization's own", async ({ page, loginPage, shellPage, branding, baseURL }) => {
    // Opening /login first stores the branding (once its call has answered); the shell paints with it,
    // then asks for its organization's own branding by customer ID (issue 28: an uploaded logo showed nowhere).
    await page.goto("/login");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("vms.branding"))).not.toBeNull();
    await asAdmin(page, baseURL!, "/live");
    await expect(shellPage.shell).toBeVisible();
    const brandingCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/vms/customer-website/get")) brandingCalls.push(request.postData() ?? "");
    });
    await page.reload();
    await expect(shellPage.shell).toBeVisible();
    // Issue 28: the page's title goes first, so tabs and history tell pages apart.
    await expect(page).toHaveTitle(`Live view · ${branding.extra.title}`);
    await expect.poll(() => loginPage.faviconUrl()).toBe(new URL(branding.favicon, baseURL).href);
    await expect.poll(() => brandingCalls.length).toBeGreaterThan(0);
    expect(brandingCalls.every((body) => body.includes('"coId"') && !body.includes('"domain"'))).toBe(true);
    await shellPage.menuEntry("settings").click();
    await expect(shellPage.heading).toHaveText("Sites");
    await expect(page).toHaveTitle(`Sites · ${branding.extra.title}`);
  });

  test("§2 (issue 28): a settings page written as §2 nests it opens the page; an unknown address says so inside the shell", async ({ page, baseURL, shellPage }) => {
    await asAdmin(page, baseURL!, "/settings/alarmrules/general-vehicle");
    await expect(page).toHaveURL(/\/alarmrules\/general-vehicle$/);
    await expect(shellPage.heading).toHaveText("Vehicle plate libraries");
    await page.goto("/settings/no-such-page");
    await expect(shellPage.heading).toHaveText("Page not found");
    await expect(shellPage.shell).toBeVisible();
    await expect(shellPage.menuEntry("live")).toBeVisible();
    await page.goto("/no-such-page");
    await expect(shellPage.heading).toHaveText("Page not found");
    // The shell's logo and menu frame the message.
    await expect(shellPage.shell.getByRole("img").first()).toBeVisible();
    await shellPage.menuEntry("live").click();
    await expect(shellPage.heading).toHaveText("Live view");
  });

  test("§2 account: the profile shows the user and the own login history", async ({ page, baseURL, accountPage }) => {
    await asAdmin(page, baseURL!, "/account");
    await expect(accountPage.profileForm.getByLabel("E-mail")).toHaveValue(DEMO_ADMIN.email);
    await expect(accountPage.logRows(accountPage.ownLoginLog).first()).toBeVisible();
  });

  test("§2 privacy: the organization's login log lists sign-ins with their login names", async ({ page, baseURL, accountPage }) => {
    await asAdmin(page, baseURL!, "/privacySecurity/personal-logs");
    await expect(accountPage.logRows(accountPage.orgLoginLog).first()).toBeVisible();
    await expect(accountPage.orgLoginLog).toContainText(DEMO_ADMIN.email);
  });
});
