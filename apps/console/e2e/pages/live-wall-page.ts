import type { Locator, Page } from "@playwright/test";
import { LivePage } from "./live-page";

/** /live's wall (issue 31): wall mode, the layout tour, the shortcut help and digital zoom. Actions and reads only. */
export class LiveWallPage extends LivePage {
  constructor(page: Page, treeName = "Channels") {
    super(page, treeName);
  }

  /** The layout bar above the windows (layouts and the tour outside wall mode). */
  get layoutBar(): Locator {
    return this.page.getByTestId("layout-bar");
  }

  /** The chosen layout's name in the layout bar. */
  get layoutSelect(): Locator {
    return this.page.getByTestId("layout-select");
  }

  /** The wall mode's strip and its controls (shown on hover or focus). */
  get wallBar(): Locator {
    return this.page.getByTestId("wall-bar");
  }

  get wallControls(): Locator {
    return this.page.getByTestId("wall-controls");
  }

  /** Sets the tour's interval in the layout bar (taken on Enter). */
  async setTourSeconds(seconds: number): Promise<void> {
    const field = this.layoutBar.getByTestId("tour-seconds");
    await field.fill(String(seconds));
    await field.press("Enter");
  }

  /** The tour's start/stop button, in the layout bar or in `scope` (the wall's strip). */
  tourToggle(scope: Locator = this.layoutBar): Locator {
    return scope.getByTestId("tour-toggle");
  }

  /** The shortcut help dialog and the button that opens it. */
  get helpDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Keyboard shortcuts" });
  }

  helpButton(scope: Locator | Page = this.page): Locator {
    return scope.getByRole("button", { name: "Keyboard shortcuts", exact: true });
  }

  /** The element the browser shows full screen (its test id), or null. */
  fullScreenElement(): Promise<string | null> {
    return this.page.evaluate(() => document.fullscreenElement?.getAttribute("data-testid") ?? null);
  }

  /** Turns the mouse wheel over window n's centre (negative deltaY zooms in). */
  async wheelOver(n: number, deltaY: number): Promise<void> {
    await this.window(n).hover();
    await this.page.mouse.wheel(0, deltaY);
  }

  /** Drags inside window n's picture by (dx, dy) from its centre. */
  async dragIn(n: number, dx: number, dy: number): Promise<void> {
    const box = await this.video(n).boundingBox();
    if (!box) throw new Error(`window ${n} has no picture`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 5 });
    await this.page.mouse.up();
  }
}
