import type { Page } from "@playwright/test";
import { DEMO_ADMIN } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, presetPreferences, test } from "../fixtures/test";
import { DevicesPage } from "../pages/devices-page";

/** Opens `path` signed in as the demo administrator, optionally in zh-CN. */
async function asAdmin(page: Page, baseURL: string, path: string, locale?: string): Promise<void> {
  await openSignedIn(page, await loginViaApi(baseURL, DEMO_ADMIN), path, locale ? { "vms.locale": locale } : {});
}

test.describe("§9 keyboard use of the shell", () => {
  test("§9: after a keyboard sign-in focus lands on the page's main content, not the body", async ({ loginPage, page, shellPage }) => {
    await loginPage.goto();
    await loginPage.userName.focus();
    await page.keyboard.type(DEMO_ADMIN.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(DEMO_ADMIN.password);
    await page.keyboard.press("Enter");
    await expect(shellPage.main).toBeFocused();
  });

  test("§9: the first Tab stop skips to the main content, before the 12 stops of the menu and top bar", async ({ page, baseURL, shellPage }) => {
    await asAdmin(page, baseURL!, "/device/index");
    await expect(new DevicesPage(page).rows.first()).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = shellPage.skipLink;
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(shellPage.main).toBeFocused();
    await page.keyboard.press("Tab");
    // The next stop is inside the page, not the menu.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });

  test("§9: the account link in the top bar shows where focus is", async ({ page, baseURL, shellPage }) => {
    await asAdmin(page, baseURL!, "/live");
    const account = shellPage.accountLink;
    await expect(account).toBeVisible();
    for (let i = 0; i < 30 && !(await account.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(account).toBeFocused();
    const outline = await account.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
  });

  test("§2: an administrator reaches Privacy and security from the menu by clicking", async ({ page, baseURL, shellPage }) => {
    await asAdmin(page, baseURL!, "/live");
    await shellPage.menuEntry("settings").click();
    await expect(page).toHaveURL(/\/site\/sitelist$/);
    await shellPage.submenuEntry("privacySecurity").click();
    await expect(page).toHaveURL(/\/privacySecurity/);
    await expect(shellPage.heading).toHaveText("Privacy and security");
  });
});

test.describe("§1 zh-CN texts and §7 version information", () => {
  test("§1 §9: in zh-CN the device time zones and MUI's own buttons are Chinese; the drawer is a named dialog", async ({ page, baseURL }) => {
    await asAdmin(page, baseURL!, "/device/index", "zh-CN");
    const devices = new DevicesPage(page);
    const online = devices.firstOnlineRow;
    const sn = (await online.getAttribute("data-sn"))!;
    await devices.openDetail(sn, "time");
    await expect(devices.detailDialog).toHaveAccessibleName(/\S/);
    const select = devices.detail.getByRole("combobox", { name: "时区" });
    await select.click();
    const options = devices.timeZoneOptions;
    await expect(options).toHaveCount(53);
    const texts = await options.allTextContents();
    expect(texts.filter((text) => !/[\u4e00-\u9fff]/.test(text))).toEqual([]);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(devices.detail).toBeHidden();

    await devices.addButton.click();
    const picker = devices.bindSite;
    // The searchable site list (MUI's Autocomplete) takes the plain field's place once focused.
    await picker.getByRole("combobox").focus();
    await expect(picker.getByRole("button", { name: "打开" })).toBeVisible();
  });

  test("§7: a built product shows its build time, not 'unknown'", async ({ page, baseURL, shellPage }) => {
    await asAdmin(page, baseURL!, "/account/version-info");
    await expect(shellPage.versionCell("build-time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

test.describe("§9 layout", () => {
  for (const { width, locale } of [
    { width: 1440, locale: "en-US" },
    { width: 1280, locale: "zh-CN" },
  ]) {
    test(`§2 §9: at ${width} px (${locale}) the asset table fits and its Actions column shows`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await asAdmin(page, baseURL!, "/device/index", locale);
      const devices = new DevicesPage(page);
      await expect(devices.rows.first()).toBeVisible();
      const scroll = devices.tableScroll;
      const overflow = await scroll.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(devices.actionsHeader).toBeInViewport({ ratio: 1 });
      await expect(devices.rows.first().getByTestId("device-open")).toBeInViewport({ ratio: 1 });
    });
  }

  test("§9 issue 28: in the dark theme the logo is drawn for the dark page, not on a white rectangle; the login title is not repeated under it", async ({ context, loginPage }) => {
    await presetPreferences(context, { theme: "u1b" });
    await loginPage.goto();
    await expect.poll(() => loginPage.logoNaturalWidth()).toBeGreaterThan(0);
    await expect(loginPage.logo).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(loginPage.logo).toHaveCSS("filter", "invert(1) hue-rotate(180deg)");
    // The heading is there for assistive technology; on screen the logo carries the name once.
    const box = await loginPage.heading.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(1);
  });
});
