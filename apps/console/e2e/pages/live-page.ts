import { expect, type Locator, type Page } from "@playwright/test";

/** /live (spec §2): the channel tree and the video windows. Actions and reads only. */
export class LivePage {
  readonly tree: Locator;

  constructor(readonly page: Page) {
    this.tree = page.getByRole("tree", { name: "Channels" });
  }

  /** Live from the menu, as a person gets there. */
  async open(): Promise<void> {
    await this.page.getByTestId("menu-live").click();
    await expect(this.page).toHaveURL(/\/live/);
    await expect(this.tree).toBeVisible();
  }

  /** A device's channel in the tree, found through the tree's search by the device's SN. */
  async channel(sn: string, name: string): Promise<Locator> {
    await this.page.getByTestId("live-tree-search").fill(sn);
    const item = this.tree.getByRole("treeitem", { name, exact: true });
    await expect(item).toHaveCount(1);
    return item;
  }

  /** Double-clicks a device's channel in the tree (spec §2: it plays in the selected window). */
  async play(sn: string, name: string): Promise<void> {
    await (await this.channel(sn, name)).dblclick();
  }

  window(n: number): Locator {
    return this.page.getByTestId(`live-window-${n}`);
  }
}
