import type { Download, Locator, Page } from "@playwright/test";

/** The operation log (spec §2 /privacySecurity/operation-logs), reached through the settings menu. Actions and reads only. */
export class OperationLogPage {
  readonly heading: Locator;
  readonly rows: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Operation logs" });
    this.rows = page.getByTestId("oplog-row");
    this.empty = page.getByTestId("oplog-empty");
  }

  /** Settings → Privacy and security → Operation logs, by clicking. */
  async openFromMenu(): Promise<void> {
    await this.page.getByTestId("menu-settings").click();
    await this.page.getByTestId("submenu-privacySecurity").click();
    await this.page.getByRole("link", { name: "Operation logs" }).click();
  }

  /** Picks a language in the shell's switch (a menu select) by its name, e.g. "简体中文". */
  async chooseLanguage(name: string): Promise<void> {
    await this.page.getByTestId("preference-switches").getByRole("combobox").first().click();
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  /** The lines of one action (data-action), e.g. "remoteAccess.login". */
  lines(action: string): Locator {
    return this.page.locator(`[data-testid="oplog-row"][data-action="${action}"]`);
  }

  /** Searches the log of one module by its name ("All modules" for every one). */
  async searchModule(name: string): Promise<void> {
    await this.page.getByTestId("oplog-filter-module").click();
    await this.page.getByRole("option", { name, exact: true }).click();
    await this.page.getByTestId("oplog-search").click();
  }

  /** Exports the shown log; answers the download's promise (started before the click). */
  async export(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByTestId("oplog-export").click();
    return download;
  }
}
