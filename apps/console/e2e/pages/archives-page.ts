import type { Locator, Page } from "@playwright/test";

/** /archives (spec §2): the archive list and its share dialog. Actions and reads only. */
export class ArchivesPage {
  constructor(readonly page: Page) {}

  /** Archives from the menu, as a person gets there. */
  async open(): Promise<void> {
    await this.page.getByTestId("menu-archives").click();
  }

  row(title: string): Locator {
    return this.page.getByTestId("archive-row").filter({ hasText: title });
  }

  /** Shares an archive with the dialog's defaults and answers the link it shows (then closes the dialog). */
  async shareLink(title: string): Promise<string> {
    await this.row(title).getByRole("button", { name: `Share ${title}` }).click();
    await this.page.getByRole("button", { name: "Create link" }).click();
    const link = await this.page.getByRole("textbox", { name: "Share link" }).inputValue();
    await this.page.getByRole("button", { name: "Close" }).click();
    return link;
  }
}
