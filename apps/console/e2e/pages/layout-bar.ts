import type { Locator, Page } from "@playwright/test";

/** The live page's layout bar (spec §2 layouts, §3 Layout): choose, save, rename, update, delete. Locators and actions only. */
export class LayoutBar {
  readonly select: Locator;
  readonly saveButton: Locator;
  readonly renameButton: Locator;
  readonly updateButton: Locator;
  readonly deleteButton: Locator;
  /** The name dialog's field, its "open on entry" box and its Save. */
  readonly nameField: Locator;
  readonly openOnEntry: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.select = page.getByTestId("layout-select");
    this.saveButton = page.getByTestId("layout-save");
    this.renameButton = page.getByTestId("layout-rename");
    this.updateButton = page.getByTestId("layout-update");
    this.deleteButton = page.getByTestId("layout-delete");
    this.nameField = page.getByTestId("layout-name");
    this.openOnEntry = page.getByRole("checkbox", { name: "Open this layout on entry" });
    this.confirm = page.getByTestId("layout-save-confirm");
  }

  /** Saves the windows as a new layout under `name` (optionally the one opened on entry). */
  async saveAs(name: string, options: { openOnEntry?: boolean } = {}): Promise<void> {
    await this.saveButton.click();
    await this.nameField.fill(name);
    if (options.openOnEntry) await this.openOnEntry.check();
    await this.confirm.click();
  }

  /** Renames the chosen layout. */
  async rename(name: string): Promise<void> {
    await this.renameButton.click();
    await this.nameField.fill(name);
    await this.confirm.click();
  }

  /** Saves the windows into the chosen layout and waits for the server's answer. */
  async update(): Promise<void> {
    const answered = this.page.waitForResponse((r) => r.url().endsWith("/vms/user-configs/put") && r.ok());
    await this.updateButton.click();
    await answered;
  }

  /** The confirmation asked before deleting `name`. */
  deleteDialog(name: string): Locator {
    return this.page.getByRole("dialog", { name: `Delete layout ${name}?` });
  }
}
