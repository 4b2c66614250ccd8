import type { Locator, Page } from "@playwright/test";

/** /alerts (spec §2 Alerts): filters, the alarm rows and an alarm's detail. Locators and actions only. */
export class AlertsPage {
  readonly page: Page;
  readonly rows: Locator;
  readonly thumbnails: Locator;
  readonly empty: Locator;
  readonly detail: Locator;

  constructor(page: Page) {
    this.page = page;
    this.rows = page.getByTestId("alarm-row");
    this.thumbnails = page.getByTestId("alarm-thumbnail");
    this.empty = page.getByText("No alarms.");
    this.detail = page.getByRole("dialog", { name: /·/ });
  }

  /** Picks `option` in one of the filters ("site", "camera", "rule", "type"); "All" clears it. */
  async filter(which: "site" | "camera" | "rule" | "type", option: string | RegExp): Promise<void> {
    await this.page.getByTestId(`alerts-${which}-filter`).click();
    await this.page.getByRole("listbox").getByRole("option", { name: option }).click();
  }

  /** Types the range ("yyyy-MM-ddTHH:mm"; "" clears an end). */
  async range(from: string, to: string): Promise<void> {
    await this.page.getByTestId("alerts-range-from").fill(from);
    await this.page.getByTestId("alerts-range-to").fill(to);
  }

  archiveButton(): Locator {
    return this.detail.getByTestId("event-archive");
  }

  playbackButton(): Locator {
    return this.detail.getByTestId("alarm-playback");
  }
}
