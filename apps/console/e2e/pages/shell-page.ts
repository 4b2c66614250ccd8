import type { Locator, Page } from "@playwright/test";

/** The logged-in frame: left menu, top bar and the current page. Actions and reads only. */
export class ShellPage {
  readonly page: Page;
  readonly shell: Locator;
  readonly menu: Locator;
  readonly heading: Locator;
  readonly signOutButton: Locator;
  /** The signed-in user's name in the top bar. */
  readonly userName: Locator;
  /** The toast on screen (spec §8), if any. */
  readonly toast: Locator;
  private moves = 0;

  constructor(page: Page) {
    this.page = page;
    this.shell = page.getByTestId("app-shell");
    this.menu = page.getByRole("navigation");
    this.heading = page.getByRole("heading", { level: 1 });
    this.signOutButton = page.getByTestId("sign-out");
    this.userName = page.getByTestId("shell-user-name");
    this.toast = page.getByRole("alert");
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** The menu entry of a page id (see features/shell menu-items), e.g. "live". */
  menuEntry(page: string): Locator {
    return this.page.getByTestId(`menu-${page}`);
  }

  /** The page's main landmark (focus lands there after sign-in and the skip link). */
  get main(): Locator {
    return this.page.getByRole("main");
  }

  /** The first Tab stop: "Skip to main content". */
  get skipLink(): Locator {
    return this.page.getByRole("link", { name: "Skip to main content" });
  }

  /** The account link in the top bar. */
  get accountLink(): Locator {
    return this.page.getByTestId("shell-user");
  }

  /** A sub-menu entry of the open section by its page id, e.g. "order" under service. */
  submenuEntry(page: string): Locator {
    return this.page.getByTestId(`submenu-${page}`);
  }

  /** Page ids of the menu entries shown, in order. */
  async menuPages(): Promise<string[]> {
    const ids = await this.menu.locator('[data-testid^="menu-"]').evaluateAll((els) => els.map((el) => el.getAttribute("data-testid") ?? ""));
    return ids.map((id) => id.replace(/^menu-/, ""));
  }

  async signOut(): Promise<void> {
    await this.signOutButton.click();
  }

  /** Moves the pointer to a new spot in the page: user activity for the idle timer. */
  async beActive(): Promise<void> {
    this.moves += 1;
    await this.page.mouse.move(300 + (this.moves % 2) * 100, 300 + (this.moves % 3) * 50);
  }

  /** Picks a language in the top bar's switch by its name, e.g. "简体中文". */
  async chooseLanguage(name: string): Promise<void> {
    await this.page.getByTestId("preference-switches").getByRole("combobox").first().click();
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  /** Text of a version-info cell by its test id, e.g. "server-version". */
  versionCell(testId: string): Locator {
    return this.page.getByTestId(testId);
  }
}
