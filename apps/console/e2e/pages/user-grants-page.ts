import type { Locator, Page } from "@playwright/test";

/** The organization's user detail page (/orgManagement/user/detail): a user's site roles. Actions and reads only. */
export class UserGrantsPage {
  readonly page: Page;
  readonly panel: Locator;
  readonly save: Locator;
  readonly invalidNotice: Locator;

  constructor(page: Page) {
    this.page = page;
    this.panel = page.getByTestId("user-site-grants");
    this.save = page.getByTestId("save-site-grants");
    this.invalidNotice = page.getByTestId("site-grants-invalid");
  }

  /** The row of one site. */
  row(siteId: string): Locator {
    return this.panel.locator(`[data-testid="grant-row"][data-site-id="${siteId}"]`);
  }

  /** The role select of the site named `siteName`. */
  roleSelect(siteName: string): Locator {
    return this.panel.getByRole("combobox", { name: `Role on ${siteName}` });
  }

  /** The option `label` in the open role list. */
  option(label: string): Locator {
    return this.page.getByRole("option", { name: label, exact: true });
  }

  /** Opens the role list of `siteName` and picks `label`. */
  async chooseRole(siteName: string, label: string): Promise<void> {
    await this.roleSelect(siteName).click();
    await this.option(label).click();
  }
}
