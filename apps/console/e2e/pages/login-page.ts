import type { Locator, Page } from "@playwright/test";

/** The /login screen. Actions and reads only; specs assert. */
export class LoginPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly logo: Locator;
  readonly signInButton: Locator;
  readonly notice: Locator;
  readonly localeSwitch: Locator;
  readonly userName: Locator;
  readonly password: Locator;
  /** Tries remaining, disabled account … (spec §8). */
  readonly error: Locator;
  /** The lock countdown (spec §2 widget): an element with role timer. */
  readonly lockTimer: Locator;
  readonly signUpLink: Locator;
  readonly forgotPasswordLink: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByTestId("login-title");
    this.logo = page.getByTestId("login-logo").locator("img");
    this.signInButton = page.getByTestId("sign-in");
    this.notice = page.getByTestId("login-notice");
    this.localeSwitch = page.getByTestId("preference-switches").getByRole("combobox");
    this.userName = page.locator('input[name="username"]');
    this.password = page.locator('input[name="password"]');
    this.error = page.getByTestId("login-error");
    this.lockTimer = page.getByTestId("login-lock").getByRole("timer");
    this.signUpLink = page.getByTestId("signup-link");
    this.forgotPasswordLink = page.getByTestId("forgot-password-link");
  }

  /** Fills both fields and presses Enter (spec: Enter submits). */
  async signIn(email: string, password: string): Promise<void> {
    await this.userName.fill(email);
    await this.password.fill(password);
    await this.password.press("Enter");
  }

  /** The mm:ss shown by the lock countdown. */
  async lockRemaining(): Promise<string> {
    return (await this.lockTimer.locator("time").textContent()) ?? "";
  }

  async goto(): Promise<void> {
    await this.page.goto("/login");
  }

  /** Picks a language in the switch (a native select) by its name, e.g. "简体中文". */
  async chooseLanguage(name: string): Promise<void> {
    await this.localeSwitch.selectOption({ label: name });
  }

  /** Presses a theme button by its (translated) name, e.g. "Dark". */
  async chooseTheme(name: string): Promise<void> {
    await this.page.getByTestId("preference-switches").getByRole("button", { name }).click();
  }

  /** The favicon URL, resolved against the page. */
  faviconUrl(): Promise<string | null> {
    return this.page.evaluate(() => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? null);
  }

  /** 0 until the logo image has loaded and decoded. */
  logoNaturalWidth(): Promise<number> {
    return this.logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  }

  /** Computed background colour of the page (login.css on the sign-in page, the theme's CssBaseline elsewhere). */
  backgroundColor(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  }

  htmlLang(): Promise<string | null> {
    return this.page.locator("html").getAttribute("lang");
  }
}
