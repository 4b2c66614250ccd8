import type { Locator, Page } from "@playwright/test";

/** /alerts (spec §2 Alerts): filters, the alarm rows and an alarm's detail. Locators and actions only. */
export class AlertsPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly rows: Locator;
  readonly thumbnails: Locator;
  readonly empty: Locator;
  /** The unread count on the alerts tab (absent when every alarm is read). */
  readonly unreadBadge: Locator;
  readonly detail: Locator;
  /** In the detail: the recording around the alarm, played by the playback player. */
  readonly clip: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { name: "Alerts" });
    this.rows = page.getByTestId("alarm-row");
    this.thumbnails = page.getByTestId("alarm-thumbnail");
    this.empty = page.getByText("No alarms.");
    this.unreadBadge = page.getByTestId("alerts-unread-badge");
    this.detail = page.getByRole("dialog", { name: /·/ });
    this.clip = this.detail.getByTestId("event-clip");
  }

  /** The device-health tab (offline cameras, issue 13). */
  async openHealth(): Promise<void> {
    await this.page.getByTestId("alerts-tab-health").click();
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

  /** A part of the open detail by its test id, e.g. "alarm-snapshot". */
  detailPart(testId: string): Locator {
    return this.detail.getByTestId(testId);
  }

  /** The moment (ms) the detail's clip shows. */
  async clipWallMs(): Promise<number> {
    return Number(await this.clip.getByTestId("event-clip-clock").getAttribute("data-wall-ms"));
  }

  async closeDetail(): Promise<void> {
    await this.detail.getByRole("button", { name: "Close" }).click();
  }

  archiveButton(): Locator {
    return this.detail.getByTestId("event-archive");
  }

  playbackButton(): Locator {
    return this.detail.getByTestId("alarm-playback");
  }
}
