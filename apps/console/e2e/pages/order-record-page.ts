import type { Download, Locator, Page } from "@playwright/test";

/** The order record (spec §2 /service/order) and its order detail (issue 28). Actions and reads only; specs assert. */
export class OrderRecordPage {
  readonly table: Locator;
  /** The table's scrolling region (the table itself may scroll inside it). */
  readonly region: Locator;
  readonly rows: Locator;
  readonly numberFilter: Locator;
  readonly detail: Locator;
  readonly receiptButton: Locator;
  readonly exportButton: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId("orders-table");
    this.region = page.getByRole("region", { name: "Orders" });
    this.rows = page.getByTestId("order-row");
    this.numberFilter = page.getByTestId("orders-filter-no");
    this.detail = page.getByTestId("order-detail").getByRole("dialog");
    this.receiptButton = page.getByTestId("order-receipt");
    this.exportButton = page.getByTestId("orders-export");
  }

  /** Service → Orders, by clicking the menu. */
  async openFromMenu(): Promise<void> {
    await this.page.getByTestId("menu-service").click();
    await this.page.getByTestId("submenu-order").click();
  }

  row(orderNo: string): Locator {
    return this.page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
  }

  /** Opens an order's detail by its number in the table. */
  async open(orderNo: string): Promise<void> {
    await this.row(orderNo).getByTestId("order-open").click();
  }

  /** One fact of the open detail, e.g. "reference", "item". */
  fact(key: string): Locator {
    return this.detail.getByTestId(`order-fact-${key}`);
  }

  async closeDetail(): Promise<void> {
    await this.detail.getByRole("button", { name: "Close" }).click();
  }

  /** Clicks `button` and answers the download it starts. */
  async download(button: Locator): Promise<Download> {
    const started = this.page.waitForEvent("download");
    await button.click();
    return started;
  }

  /** Whether the page and the table's region are wider than the window (horizontal overflow). */
  overflow(): Promise<{ page: boolean; region: boolean }> {
    return this.page.evaluate(() => {
      const region = document.querySelector('[role="region"][aria-label]:has([data-testid="orders-table"])');
      return {
        page: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        region: region ? region.scrollWidth > region.clientWidth : true,
      };
    });
  }
}
