import type { Locator, Page } from "@playwright/test";

/**
 * Moving around the logged-in console by clicking only, as a person does: the side menu, a
 * section's sub-menu (settings, service), a page's tabs (alarm rules) and links inside a page.
 * Actions and reads only.
 */
export class ShellNavigation {
  readonly heading: Locator;
  private readonly main: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.main = page.getByRole("main");
  }

  /** A side-menu entry by its page id (features/shell menu-items), e.g. "service". */
  menuEntry(id: string): Locator {
    return this.page.getByTestId(`menu-${id}`);
  }

  /** A sub-menu entry of the open section by its page id, e.g. "order" under service. */
  subMenuEntry(id: string): Locator {
    return this.page.getByTestId(`submenu-${id}`);
  }

  /** A tab of the page by its visible name, e.g. "General alarm rules". */
  tab(name: string): Locator {
    return this.main.getByRole("tab", { name, exact: true });
  }

  /** A link inside the page (not the menu) by its visible name. */
  pageLink(name: string): Locator {
    return this.main.getByRole("link", { name, exact: true });
  }

  /**
   * Clicks along `path` (menu entry, sub-menu entry, tab or page link, outermost first), starting
   * from the innermost one already on screen: from the person rules, "General alarm rules" is one
   * tab away; from the site list, privacy is one sub-menu entry away.
   */
  async follow(path: readonly Locator[]): Promise<void> {
    let start = 0;
    for (let i = path.length - 1; i > 0; i -= 1) {
      if (await path[i]!.isVisible()) {
        start = i;
        break;
      }
    }
    for (const target of path.slice(start)) await target.click();
  }
}
