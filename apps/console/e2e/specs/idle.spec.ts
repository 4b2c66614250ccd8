import { DEMO_ADMIN } from "../fixtures/accounts";
import { loginViaApi, openSignedIn, storedSession } from "../fixtures/session";
import { expect, test } from "../fixtures/test";

test.describe("§4 idle logout (30 min, spec §9)", () => {
  test.beforeEach(async ({ page, baseURL, shellPage }) => {
    await page.clock.install();
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/account");
    await expect(shellPage.shell).toBeVisible();
  });

  test("§4: 30 minutes without activity sign the user out", async ({ page, shellPage }) => {
    await page.clock.fastForward("30:00");
    await expect(page).toHaveURL(/\/login$/);
    await expect(shellPage.toast).toHaveText("You were signed out after 30 minutes without activity.");
    expect(await storedSession(page)).toBeNull();
  });

  test("§4: activity just before the limit keeps the session; the 30 minutes count from it", async ({ page, shellPage }) => {
    const logouts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/vms/user/logout")) logouts.push(request.url());
    });
    await page.clock.fastForward("29:00");
    await shellPage.beActive();
    await page.clock.fastForward("29:00");
    // A network round trip from the page without user activity: had the idle logout fired, its
    // call would have gone out before this one came back.
    expect(await page.evaluate(() => fetch("/healthz").then((r) => r.status))).toBe(200);
    expect(logouts).toEqual([]);
    expect(await storedSession(page)).not.toBeNull();
    await expect(shellPage.shell).toBeVisible();

    // 30 minutes after the activity (not after the start) the session ends.
    await page.clock.fastForward("01:01");
    await expect(page).toHaveURL(/\/login$/);
    // The server was told (its first answer may be the 4500 clock correction, then the retry).
    expect(logouts.length).toBeGreaterThanOrEqual(1);
  });
});
