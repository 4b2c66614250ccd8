import { DEMO_ADMIN, newUserData } from "../fixtures/accounts";
import { expect, presetPreferences, test } from "../fixtures/test";

const SIGN_IN = { "en-US": "Sign in", "zh-CN": "登录" } as const;

/** Relative luminance (0 black .. 1 white) of a CSS rgb()/rgba() colour. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test.describe("§2 §3 login page with branding", () => {
  for (const locale of ["en-US", "zh-CN"] as const) {
    for (const theme of ["u1a", "u1b"] as const) {
      test(`§2: /login in ${locale}, theme ${theme}`, async ({ context, loginPage, branding, baseURL }) => {
        await presetPreferences(context, { locale, theme });
        await loginPage.goto();

        await expect(loginPage.signInButton).toHaveText(SIGN_IN[locale]);
        await expect(loginPage.page).toHaveTitle(branding.extra.title);
        await expect(loginPage.heading).toHaveText(branding.extra.title);
        await expect.poll(() => loginPage.faviconUrl()).toBe(new URL(branding.favicon, baseURL).href);
        await expect.poll(() => loginPage.logoNaturalWidth()).toBeGreaterThan(0);
        await expect.poll(() => loginPage.htmlLang()).toBe(locale);
        // u1a is the light theme, u1b the dark one (spec §9).
        const background = luminance(await loginPage.backgroundColor());
        if (theme === "u1a") expect(background).toBeGreaterThan(0.6);
        else expect(background).toBeLessThan(0.3);
      });
    }
  }

  test("§9: the page background differs between u1a and u1b, and the theme survives a reload", async ({ loginPage }) => {
    await loginPage.goto();
    await expect(loginPage.signInButton).toBeVisible();
    const light = await loginPage.backgroundColor();
    await loginPage.chooseTheme("Dark");
    await expect.poll(() => loginPage.backgroundColor()).not.toBe(light);
    const dark = await loginPage.backgroundColor();
    await loginPage.page.reload();
    await expect(loginPage.signInButton).toBeVisible();
    await expect.poll(() => loginPage.backgroundColor()).toBe(dark);
  });

  test("§1: switching language updates the texts at once and survives a reload", async ({ loginPage }) => {
    await loginPage.goto();
    await expect(loginPage.signInButton).toHaveText(SIGN_IN["en-US"]);
    await loginPage.chooseLanguage("简体中文");
    await expect(loginPage.signInButton).toHaveText(SIGN_IN["zh-CN"]);
    await expect.poll(() => loginPage.htmlLang()).toBe("zh-CN");
    await loginPage.page.reload();
    await expect(loginPage.signInButton).toHaveText(SIGN_IN["zh-CN"]);
    await expect.poll(() => loginPage.htmlLang()).toBe("zh-CN");
  });

});

test.describe("§2 §7 §8 signing in", () => {
  test("§7: admin@demo.local with the demo password lands in the shell", async ({ loginPage, shellPage }) => {
    await loginPage.goto();
    await loginPage.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(shellPage.shell).toBeVisible();
    await expect(loginPage.page).not.toHaveURL(/\/login/);
    await expect(shellPage.menuEntry("live")).toBeVisible();
  });

  test("§2: after signing in it returns to the page that asked for it", async ({ loginPage, shellPage }) => {
    await loginPage.page.goto("/account/version-info");
    await expect(loginPage.page).toHaveURL(/\/login\?redirect=/);
    await loginPage.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(loginPage.page).toHaveURL(/\/account\/version-info$/);
    await expect(shellPage.shell).toBeVisible();
  });

  test("§8 20005: a wrong password shows the tries remaining and keeps the user name", async ({ loginPage }) => {
    // Unknown addresses get the very answers an account would (decision 0002): no account is touched.
    const email = newUserData("nobody").email;
    await loginPage.goto();
    await loginPage.signIn(email, "Wrong-Pass-1");
    await expect(loginPage.error).toHaveText(/4 tries remaining/);
    await expect(loginPage.userName).toHaveValue(email);
    await expect(loginPage.password).toHaveValue("Wrong-Pass-1");
  });

  test("§9: in zh-CN the error and the signed-in shell are Chinese", async ({ loginPage, shellPage }) => {
    await loginPage.goto();
    await loginPage.chooseLanguage("简体中文");
    await expect(loginPage.signInButton).toHaveText(SIGN_IN["zh-CN"]);
    await loginPage.signIn(newUserData("nobody").email, "Wrong-Pass-1");
    await expect(loginPage.error).toHaveText(/用户名或密码错误。还可尝试 4 次。/);
    await loginPage.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(shellPage.shell).toBeVisible();
    await expect(shellPage.menuEntry("live")).toContainText("实时预览");
    await expect.poll(() => loginPage.htmlLang()).toBe("zh-CN");
  });

  test("§5: empty fields are refused on the fields, in place", async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.signInButton.click();
    await expect(loginPage.page.getByText("This field cannot be empty.")).toHaveCount(2);
    await expect(loginPage.page).toHaveURL(/\/login$/);
  });
});
