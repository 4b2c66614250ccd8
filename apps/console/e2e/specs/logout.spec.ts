import { ApiError } from "@vms/api-client";
import { DEMO_ADMIN } from "../fixtures/accounts";
import { apiWithSession, loginViaApi, openSignedIn, storedSession } from "../fixtures/session";
import { expect, test } from "../fixtures/test";

test.describe("§4 logout", () => {
  test("§4: signing out from the menu ends the session, keeps the language and lands on /login", async ({ page, baseURL, shellPage, loginPage }) => {
    const session = await loginViaApi(baseURL!, DEMO_ADMIN);
    await openSignedIn(page, session, "/live", { "vms.locale": "zh-CN" });
    await expect(shellPage.shell).toBeVisible();
    await expect(shellPage.userName).not.toBeEmpty();

    await shellPage.signOut();

    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.signInButton).toHaveText("登录");
    expect(await storedSession(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("vms.locale"))).toBe("zh-CN");
    // The server revoked the token: it no longer works.
    const error = await apiWithSession(baseURL!, session)
      .call("/user/profile/get", {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(20004);

    // A protected address now asks to sign in first.
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await expect(loginPage.signInButton).toBeVisible();
  });
});
