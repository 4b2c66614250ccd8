import type { Locator, Page } from "@playwright/test";

/**
 * Download tasks (spec §2 Download task manager, §4 states): the top bar's Downloads button and its
 * drawer, or the profile's table. Actions and reads only.
 */
export class DownloadsPage {
  /** The top bar's Downloads button (its name counts unfinished tasks). */
  readonly button: Locator;
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByTestId("download-manager-button");
    this.drawer = page.getByRole("dialog", { name: "Download task manager" });
  }

  /** Opens the drawer with the top bar's button. */
  async openManager(): Promise<void> {
    await this.button.click();
    await this.drawer.waitFor();
  }

  /** Every task row, in the drawer (`inDrawer`) or anywhere on the page (the profile's table). */
  rows(inDrawer = true): Locator {
    return (inDrawer ? this.drawer : this.page).getByTestId("download-task-row");
  }

  row(fileName: string, inDrawer = true): Locator {
    return this.rows(inDrawer).filter({ hasText: fileName });
  }

  /** A state word in a task's row, e.g. "Finished", "Paused". */
  state(fileName: string, word: string, inDrawer = true): Locator {
    return this.row(fileName, inDrawer).getByText(word);
  }

  reason(fileName: string): Locator {
    return this.row(fileName).getByTestId("download-task-reason");
  }

  /** A task's action button: "Continue", "Pause", "Delete" or "Download". */
  action(fileName: string, action: "Continue" | "Pause" | "Delete" | "Download", inDrawer = true): Locator {
    return this.row(fileName, inDrawer).getByRole("button", { name: `${action} ${fileName}` });
  }

  /** A task's progress (0-100). */
  async progress(fileName: string): Promise<number> {
    return Number(await this.row(fileName).getByRole("progressbar", { name: `Progress of ${fileName}` }).getAttribute("aria-valuenow"));
  }

  /** The console's confirmation of deleting a task. */
  deleteConfirmation(fileName: string): Locator {
    return this.page.getByRole("dialog", { name: `Delete ${fileName}?` });
  }

  async confirmDelete(fileName: string): Promise<void> {
    await this.deleteConfirmation(fileName).getByRole("button", { name: "Delete" }).click();
  }

  /** What the console says once tasks are deleted. */
  get deleted(): Locator {
    return this.page.getByText("Download tasks deleted.");
  }
}
