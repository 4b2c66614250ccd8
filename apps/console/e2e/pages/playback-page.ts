import type { Locator, Page } from "@playwright/test";

/** /live in playback mode (spec §2 Playback): range, channel of window 1, and the download dialog. Actions and reads only. */
export class PlaybackPage {
  readonly window1: Locator;
  readonly downloadDialog: Locator;

  constructor(readonly page: Page) {
    this.window1 = page.getByTestId("playback-window-1");
    this.downloadDialog = page.getByTestId("create-download-dialog");
  }

  /** Live from the menu, then its Playback tab, as a person gets there. */
  async open(): Promise<void> {
    await this.page.getByTestId("menu-live").click();
    await this.page.getByRole("tab", { name: "Playback" }).click();
  }

  /** Types both days of the range (YYYY-MM-DD). */
  async range(from: string, to: string): Promise<void> {
    await this.page.getByLabel("From", { exact: true }).fill(from);
    await this.page.getByLabel("To", { exact: true }).fill(to);
  }

  async pickChannel(label: string): Promise<void> {
    await this.page.getByRole("combobox", { name: "Channel of window 1" }).click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  /** Opens the download dialog and chooses a custom range (datetime-local values). */
  async customDownload(start: string, end: string): Promise<void> {
    await this.page.getByTestId("playback-download").click();
    await this.downloadDialog.getByRole("radio", { name: "Custom (at most 60 minutes)" }).check();
    await this.downloadDialog.getByLabel("Start").fill(start);
    await this.downloadDialog.getByLabel("End").fill(end);
  }

  async create(): Promise<void> {
    await this.downloadDialog.getByTestId("create-download").click();
  }

  /** Follows the created alert's link into the download task manager. */
  async openList(): Promise<void> {
    await this.downloadDialog.getByRole("link", { name: "Open the download list" }).click();
  }
}
