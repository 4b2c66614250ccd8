import type { Download, Locator, Page } from "@playwright/test";

/** /search (spec §2 Event search): the filters, the results as cards or rows, an event's detail and the export. Actions and reads only. */
export class EventSearchPage {
  readonly heading: Locator;
  readonly empty: Locator;
  readonly cards: Locator;
  readonly rows: Locator;
  /** "n events". */
  readonly total: Locator;
  readonly searchButton: Locator;
  readonly from: Locator;
  readonly to: Locator;
  /** The refusal of a range over 31 days. */
  readonly rangeTooLong: Locator;
  readonly detail: Locator;
  /** In the detail: the recording around the event, played by the playback player. */
  readonly clip: Locator;

  constructor(readonly page: Page, headingName = "Event search") {
    this.heading = page.getByRole("heading", { name: headingName });
    this.empty = page.getByTestId("event-empty");
    this.cards = page.getByTestId("event-card");
    this.rows = page.getByTestId("event-row");
    this.total = page.getByTestId("event-total");
    this.searchButton = page.getByTestId("event-search-submit");
    this.from = page.getByTestId("filter-from");
    this.to = page.getByTestId("filter-to");
    this.rangeTooLong = page.getByText("The range may not exceed 31 days.");
    this.detail = page.getByRole("dialog");
    this.clip = this.detail.getByTestId("event-clip");
  }

  /** Event search from the menu, as a person gets there. */
  async openFromMenu(): Promise<void> {
    await this.page.getByTestId("menu-search").click();
  }

  async search(): Promise<void> {
    await this.searchButton.click();
  }

  /** Picks options in the MUI select with test id `testId` (multi-selects stay open: Escape closes them). */
  async choose(testId: string, options: string[]): Promise<void> {
    await this.page.getByTestId(testId).click();
    for (const option of options) await this.page.getByRole("option", { name: option, exact: true }).click();
    await this.page.keyboard.press("Escape");
  }

  /** Types into the type-ahead (MUI Autocomplete) with test id `testId`, e.g. "filter-cameras". */
  async typeInto(testId: string, typed: string): Promise<void> {
    const box = this.page.getByTestId(testId).getByRole("combobox");
    await box.click();
    await box.fill(typed);
  }

  /** An option offered by the open picker. */
  option(name: string): Locator {
    return this.page.getByRole("option", { name, exact: true });
  }

  /** Picks `option` in the type-ahead `testId` by typing part of its name, then closes it. */
  async typeAhead(testId: string, typed: string, option: string): Promise<void> {
    await this.typeInto(testId, typed);
    await this.option(option).click();
    await this.page.keyboard.press("Escape");
  }

  /** Opens the first (or only) result card's detail. */
  async openCard(): Promise<void> {
    await this.cards.click();
  }

  /** The moment (ms) the detail's clip shows. */
  async clipWallMs(): Promise<number> {
    return Number(await this.clip.getByTestId("event-clip-clock").getAttribute("data-wall-ms"));
  }

  /** How wide (px) an image of the detail loaded ("event-snapshot", "event-crop"); 0 while it is loading. */
  async imageWidth(testId: string): Promise<number> {
    return this.detail.getByTestId(testId).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  }

  async closeDetail(): Promise<void> {
    await this.detail.getByRole("button", { name: "Close" }).click();
  }

  /** Shows the results as a list of rows. */
  async listView(): Promise<void> {
    await this.page.getByTestId("event-view-list").click();
  }

  /** Exports the results; answers the download (listened for before the click). */
  async export(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByTestId("event-export").click();
    return download;
  }
}
