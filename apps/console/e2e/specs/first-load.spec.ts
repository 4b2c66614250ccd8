import { DEMO_ADMIN } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

// Issue 10 (fast first load): the console fetches only the active locale's catalogue, preloaded
// from index.html; switching language fetches the other one once.
test.describe("§9 first load", () => {
  test("§9: /login fetches one locale catalogue; switching language fetches the other, once", async ({ loginPage }) => {
    const catalogues: string[] = [];
    loginPage.page.on("request", (request) => {
      if (/\/assets\/messages-[\w-]+\.js$/.test(new URL(request.url()).pathname)) catalogues.push(request.url());
    });
    await loginPage.goto();
    await expect(loginPage.signInButton).toHaveText("Sign in");
    const preloaded = await loginPage.page.locator('link[rel="modulepreload"][href*="/assets/messages-"]').getAttribute("href");
    expect(catalogues).toHaveLength(1);
    expect(new URL(catalogues[0]!).pathname).toBe(preloaded);

    await loginPage.chooseLanguage("简体中文");
    await expect(loginPage.signInButton).toHaveText("登录");
    expect(new Set(catalogues).size).toBe(2);
    await loginPage.chooseLanguage("English");
    await expect(loginPage.signInButton).toHaveText("Sign in");
    expect(new Set(catalogues).size).toBe(2);
  });

  test("decision 0012: /login alone loads the sign-in page only; signing in starts the console in place, at the redirect", async ({ loginPage, shellPage }) => {
    const page = loginPage.page;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/login?redirect=%2Faccount%2Fversion-info");
    await expect(loginPage.signInButton).toBeVisible();
    // Neither the console's start (router, MUI, zod) nor any route chunk is fetched for the page.
    expect(scripts.filter((p) => /\/assets\/start-app-/.test(p))).toEqual([]);
    // A mark on the window: a reload between the sign-in page and the shell would lose it.
    await page.evaluate(() => Object.assign(window, { vmsSignInMark: true }));
    await loginPage.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(shellPage.shell).toBeVisible();
    await expect(page).toHaveURL(/\/account\/version-info$/);
    expect(scripts.some((p) => /\/assets\/start-app-/.test(p))).toBe(true);
    // The console started in the same document: no reload between the sign-in page and the shell.
    expect(await page.evaluate(() => (window as unknown as { vmsSignInMark?: boolean }).vmsSignInMark)).toBe(true);
  });
});
