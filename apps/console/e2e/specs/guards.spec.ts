import { DEMO_ADMIN } from "../fixtures/accounts";
import { DEMO_LIVE_ONLY, loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";

test.describe("§2 route guards", () => {
  test("§6: a live-only viewer sees live view and the account only", async ({ page, baseURL, shellPage }) => {
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_LIVE_ONLY), "/live");
    await expect(shellPage.menuEntry("live")).toHaveAttribute("aria-current", "page");
    expect(await shellPage.menuPages()).toEqual(["live", "account"]);
    await expect(shellPage.signOutButton).toBeVisible();
  });

  test("§2: typing a page without permission goes to the first permitted route", async ({ page, baseURL, shellPage }) => {
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_LIVE_ONLY), "/device/index");
    await expect(page).toHaveURL(/\/live$/);
    await expect(shellPage.heading).toHaveText("Live view");
  });

  test("§2: typing a page without permission goes back to the previous permitted page", async ({ page, baseURL, shellPage }) => {
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_LIVE_ONLY), "/account/version-info");
    await expect(shellPage.versionCell("server-version")).not.toBeEmpty();
    for (const path of ["/device/index", "/settings", "/alerts"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/account\/version-info$/);
    }
  });

  test("§2: visiting /login while signed in goes back to the previous permitted page", async ({ page, baseURL, shellPage, loginPage }) => {
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/search");
    await expect(shellPage.menuEntry("search")).toHaveAttribute("aria-current", "page");
    await loginPage.goto();
    await expect(page).toHaveURL(/\/search$/);
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/search$/);
  });

  test("§2: a signed-out visit to /live asks to sign in, then returns to /live", async ({ page, loginPage, shellPage }) => {
    await page.goto("/live");
    await expect(page).toHaveURL(/\/login\?redirect=%2Flive$/);
    await loginPage.signIn(DEMO_LIVE_ONLY.email, DEMO_LIVE_ONLY.password);
    await expect(page).toHaveURL(/\/live$/);
    await expect(shellPage.shell).toBeVisible();
  });

  test("§2: a signed-out visit to a deeper page returns there after signing in", async ({ page, loginPage, accountPage }) => {
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await loginPage.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(accountPage.profileForm).toBeVisible();
  });
});
