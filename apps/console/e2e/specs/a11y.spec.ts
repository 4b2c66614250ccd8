import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import type { LoginResult } from "@vms/api-client";
import { PUBLIC_ROUTES, ROUTES } from "@vms/permissions";
import { DEMO_ADMIN } from "../fixtures/accounts";
import { loginViaApi, SESSION_KEY } from "../fixtures/session";
import { expect, STORAGE, test } from "../fixtures/test";

// WCAG 2.1 A/AA, the level the console promises; only serious and critical findings fail.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

// Parameters of dynamic routes: a placeholder, or a value the page understands.
const PARAMS: Record<string, string> = { type: "privacy" };
const concrete = (pattern: string) => pattern.replace(/\$(\w+)/g, (_, name: string) => PARAMS[name] ?? "a11y-placeholder");

// Every page of spec §2 from the route tables, so a new route joins the audit on its own.
// Sections have no page of their own (they redirect to a child that is audited anyway).
const shellPaths = [
  ...ROUTES.filter((route) => !route.section).map((route) => concrete(route.path)),
  // The Playback tab of /live (issue 12, docs/media.md).
  "/live?mode=playback",
  // Pages that redirect without their search (issue 15): the licence order confirmation with a choice.
  "/service/servicelicense/conf?chlNum=8&durationType=2",
];
const publicPaths = PUBLIC_ROUTES.map((route) => concrete(route.path));

interface Pass {
  theme: "u1a" | "u1b";
  locale: "en-US" | "zh-CN";
  /** Audit the public pages too (the Chinese pass covers the shell pages, where most text is). */
  publicPages: boolean;
}

// Both themes in English, plus the light theme in Chinese; axe takes ~2 s a page, so no full matrix.
const passes: Pass[] = [
  { theme: "u1a", locale: "en-US", publicPages: true },
  { theme: "u1b", locale: "en-US", publicPages: true },
  { theme: "u1a", locale: "zh-CN", publicPages: false },
];

/** A page whose context starts with the given preferences (and session) in localStorage. */
async function preparedPage(browser: Browser, baseURL: string, pass: Pass, session?: LoginResult): Promise<Page> {
  const localStorage = [
    { name: STORAGE.theme, value: pass.theme },
    { name: STORAGE.locale, value: pass.locale },
    ...(session ? [{ name: SESSION_KEY, value: JSON.stringify(session) }] : []),
  ];
  const context = await browser.newContext({ baseURL, locale: pass.locale, storageState: { cookies: [], origins: [{ origin: baseURL, localStorage }] } });
  return context.newPage();
}

/** Blocking violations on the page as it is now, one line each (rule, impact, first targets). */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}

/** Opens `path` and waits until the page has its heading and nothing is loading. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await transitionsSettled(page);
}

/**
 * Freezes CSS transitions, then waits until no finite animation runs. A button enabled by data that
 * arrived fades from the disabled grey to its colour in 250 ms, and data may arrive after any wait;
 * axe measuring it mid-fade reported contrast failures that no user sees at rest (flaky on a loaded
 * machine). With transitions off, every colour is its final one. Endless animations (spinners,
 * skeletons) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
}


for (const pass of passes) {
  test.describe(`WCAG 2.1 AA audit, theme ${pass.theme}, ${pass.locale}`, () => {
    if (pass.publicPages) {
      test(`§9: every public page has no serious or critical axe violation (${pass.theme}, ${pass.locale})`, async ({ browser, baseURL }) => {
        test.setTimeout(20_000 + publicPaths.length * 8_000);
        const page = await preparedPage(browser, baseURL!, pass);
        for (const path of publicPaths) {
          await openSettled(page, path);
          expect.soft(await blockingViolations(page), path).toEqual([]);
        }
        await page.context().close();
      });
    }

    test(`§9: every logged-in page has no serious or critical axe violation (${pass.theme}, ${pass.locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(20_000 + shellPaths.length * 8_000);
      const page = await preparedPage(browser, baseURL!, pass, await loginViaApi(baseURL!, DEMO_ADMIN));
      for (const path of shellPaths) {
        await openSettled(page, path);
        expect.soft(await blockingViolations(page), path).toEqual([]);
      }
      await page.context().close();
    });

    test(`§9: the device detail drawer has no serious or critical axe violation (${pass.theme}, ${pass.locale})`, async ({ browser, baseURL }) => {
      const page = await preparedPage(browser, baseURL!, pass, await loginViaApi(baseURL!, DEMO_ADMIN));
      await openSettled(page, "/device/index");
      await page.getByTestId("device-row").first().getByTestId("device-open").click();
      await expect(page.getByTestId("device-overview")).toBeVisible();
      await transitionsSettled(page);
      expect(await blockingViolations(page)).toEqual([]);
      await page.context().close();
    });
  });
}
