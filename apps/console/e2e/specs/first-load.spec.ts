import type { Page } from "@playwright/test";
import { catalogs } from "@vms/i18n";
import { DEMO_ADMIN } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, presetPreferences, test } from "../fixtures/test";

// Issue 10 (fast first load), decision 0015: the catalogue comes in pieces, one per chunk and
// locale; a page fetches the pieces of its chunks in the active locale only, and switching
// language fetches the same texts in the other one, once.
const KEYS = new Set(Object.keys(catalogs["en-US"]));

/** Catalogue pieces the page requests, by path. */
function watchPieces(page: Page): string[] {
  const pieces: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/i18n/") || pathname.startsWith("/assets/messages-")) pieces.push(pathname);
  });
  return pieces;
}

/** Words on screen that are catalogue keys: a text whose piece did not arrive shows its key. */
async function keysOnScreen(page: Page): Promise<string[]> {
  const words = (await page.locator("body").innerText()).split(/\s+/);
  return words.filter((word) => KEYS.has(word));
}

test.describe("§9 first load", () => {
  test("§9: /login fetches only its own texts, in one locale; switching language fetches them in the other, once", async ({ loginPage }) => {
    const page = loginPage.page;
    const pieces = watchPieces(page);
    await loginPage.goto();
    await expect(loginPage.signInButton).toHaveText("Sign in");
    // No whole catalogue: the sign-in page's texts and the API client's error messages (about 200 of
    // 1,500, most of them errors), all in en-US.
    expect(pieces.filter((p) => p.startsWith("/assets/messages-"))).toEqual([]);
    const loaded = await page.evaluate(() => {
      const m = (window as unknown as { __vmsI18n: { m: Record<string, Record<string, unknown>> } }).__vmsI18n.m;
      return Object.fromEntries(Object.entries(m).map(([locale, messages]) => [locale, Object.keys(messages).length]));
    });
    expect(Object.keys(loaded)).toEqual(["en-US"]);
    expect(loaded["en-US"]).toBeGreaterThan(10);
    expect(loaded["en-US"]).toBeLessThan(KEYS.size / 4);
    expect(await keysOnScreen(page)).toEqual([]);
    const english = new Set(pieces);

    await loginPage.chooseLanguage("简体中文");
    await expect(loginPage.signInButton).toHaveText("登录");
    const chinese = pieces.filter((p) => !english.has(p));
    expect(new Set(chinese).size).toBe(english.size);
    expect(await keysOnScreen(page)).toEqual([]);
    const fetched = pieces.length;
    await loginPage.chooseLanguage("English");
    await expect(loginPage.signInButton).toHaveText("Sign in");
    expect(pieces).toHaveLength(fetched);
  });

  test("§9: signed in, in zh-CN, every page shows its texts: a lazy page's pieces arrive with its chunks", async ({ page, context, loginPage, shellPage }) => {
    await presetPreferences(context, { locale: "zh-CN" });
    const pieces = watchPieces(page);
    await loginPage.goto();
    await loginPage.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(shellPage.shell).toBeVisible();
    await page.goto("/device/index");
    await expect(page.getByRole("columnheader").first()).toBeVisible();
    expect(await keysOnScreen(page)).toEqual([]);
    const before = pieces.length;
    // Pages the start did not preload: their chunks and pieces come on navigation, in the same document.
    for (const entry of ["search", "service", "account"]) {
      await shellPage.menuEntry(entry).click();
      await expect(page).toHaveURL(new RegExp(`/${entry}`));
      await expect(shellPage.heading).toBeVisible();
      expect(await keysOnScreen(page)).toEqual([]);
    }
    expect(pieces.length).toBeGreaterThan(before);
    expect(pieces.filter((p) => p.startsWith("/assets/messages-"))).toEqual([]);
  });

  test("decision 0012: /login alone loads the sign-in page only; signing in starts the console in place, at the redirect, without a blank screen", async ({ loginPage, shellPage }) => {
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
    // Decision 0017: the sign-in page stays until the console has rendered its page; the screen is never blank between.
    await page.evaluate(() => {
      const root = document.getElementById("root");
      if (!root) return;
      new MutationObserver(() => {
        if (root.childElementCount === 0) Object.assign(window, { vmsRootWasBlank: true });
      }).observe(root, { childList: true });
    });
    await loginPage.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(shellPage.shell).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { vmsRootWasBlank?: boolean }).vmsRootWasBlank ?? false)).toBe(false);
    await expect(page).toHaveURL(/\/account\/version-info$/);
    expect(scripts.some((p) => /\/assets\/start-app-/.test(p))).toBe(true);
    // The console started in the same document: no reload between the sign-in page and the shell.
    expect(await page.evaluate(() => (window as unknown as { vmsSignInMark?: boolean }).vmsSignInMark)).toBe(true);
  });

  test("decision 0005: the signed-in console compiles no code at run time (zod parses without its compiled fast path)", async ({ page, loginPage, shellPage }) => {
    // Counts every use of the Function constructor, which is how zod compiles a parser.
    await page.addInitScript(() => {
      const counter = window as unknown as { vmsCompiled: number };
      counter.vmsCompiled = 0;
      const count = { construct: (target: FunctionConstructor, args: string[]) => ((counter.vmsCompiled += 1), Reflect.construct(target, args)), apply: (target: FunctionConstructor, self: unknown, args: string[]) => ((counter.vmsCompiled += 1), Reflect.apply(target, self, args)) };
      window.Function = new Proxy(Function, count);
    });
    await loginPage.goto();
    await loginPage.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(shellPage.shell).toBeVisible();
    await page.goto("/device/index");
    await expect(page.getByTestId("device-row").first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { vmsCompiled: number }).vmsCompiled)).toBe(0);
  });

  test("§9: the asset page at rest runs no animation: its idle loading bar is not left running out of sight", async ({ page, baseURL }) => {
    // Signing in is not what this measures: a stored session opens the page directly.
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/device/index");
    await expect(page.getByTestId("device-row").first()).toBeVisible();
    // A running animation at rest makes the browser lay the page out again on every frame; a hidden
    // indeterminate bar did, for as long as the page stayed open.
    const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length);
    await expect.poll(running, { timeout: 15_000 }).toBe(0);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
});
