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
});
