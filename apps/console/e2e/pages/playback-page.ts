import type { Locator, Page } from "@playwright/test";
import { windowSound } from "../fixtures/window-sound";
import { PlaybackTimelineParts } from "./playback-timeline-parts";

/**
 * /live in playback mode (spec §2 Playback): the range, the windows with their channel, speed, clock and
 * timeline (PlaybackTimelineParts), the calendar, and the download dialog. Actions and reads only.
 */
export class PlaybackPage extends PlaybackTimelineParts {
  readonly tab: Locator;
  readonly view: Locator;
  readonly window1: Locator;
  readonly downloadDialog: Locator;
  readonly from: Locator;
  readonly to: Locator;
  /** The applied range, as a sentence ("Recordings from … to …"). */
  readonly range: Locator;
  /** The note when an end day before the start was ignored. */
  readonly rangeIgnored: Locator;
  readonly calendar: Locator;
  readonly calendarMonth: Locator;
  readonly legend: Locator;
  readonly syncWindows: Locator;
  /** The download dialog's answer once the task is created. */
  readonly downloadCreated: Locator;
  /** The download dialog's note when the end was in the future. */
  readonly downloadClamped: Locator;
  /** Cloud playback without a range. */
  readonly noCloudRange: Locator;
  /** The range's refusal over 31 days (spec §9). */
  readonly rangeTooLong: Locator;
  /** A day field's refusal of another format than YYYY-MM-DD. */
  readonly dayFormatRefused: Locator;

  constructor(page: Page) {
    super(page);
    this.tab = page.getByRole("tab", { name: "Playback" });
    this.view = page.getByTestId("playback-view");
    this.window1 = page.getByTestId("playback-window-1");
    this.downloadDialog = page.getByTestId("create-download-dialog");
    this.from = page.getByLabel("From", { exact: true });
    this.to = page.getByLabel("To", { exact: true });
    this.range = page.getByTestId("playback-range");
    this.rangeIgnored = page.getByTestId("range-ignored");
    this.calendar = page.getByRole("navigation", { name: "Days with recordings" });
    this.calendarMonth = this.calendar.getByTestId("calendar-month");
    this.legend = page.getByRole("list", { name: "Recording types" });
    this.syncWindows = page.getByLabel("Synchronise windows");
    this.downloadCreated = page.getByTestId("download-created");
    this.downloadClamped = this.downloadDialog.getByTestId("download-clamped");
    this.noCloudRange = page.getByText("No recordings: choose a range to play back from the cloud.");
    this.rangeTooLong = page.getByText("A range may span at most 31 days.");
    this.dayFormatRefused = page.getByText("Use the format YYYY-MM-DD.");
  }

  /** Live from the menu, then its Playback tab, as a person gets there. */
  async open(): Promise<void> {
    await this.page.getByTestId("menu-live").click();
    await this.openTab();
  }

  /** The Playback tab of the live page. */
  async openTab(): Promise<void> {
    await this.tab.click();
  }

  /** Plays back from the cloud instead of the recorders. */
  async useCloud(): Promise<void> {
    await this.page.getByRole("button", { name: "Cloud" }).click();
  }

  /** Types both days of the range (YYYY-MM-DD). */
  async setRange(from: string, to: string): Promise<void> {
    await this.from.fill(from);
    await this.to.fill(to);
  }

  /** What window n says instead of playing (no plan, no recording…). */
  windowStatus(n: number): Locator {
    return this.window(n).getByRole("status");
  }

  clock(n: number): Locator {
    return this.page.getByTestId(`playback-clock-${n}`);
  }

  /** The moment (ms) window n's clock shows. */
  async wallMs(n: number): Promise<number> {
    return Number(await this.clock(n).getAttribute("data-wall-ms"));
  }

  /** Both windows' clocks apart (ms), read in one evaluation (each window refreshes its clock every 100 ms). */
  async clockGap(): Promise<number> {
    const [a, b] = await this.page.evaluate(() => [1, 2].map((n) => Number(document.querySelector(`[data-testid="playback-clock-${n}"]`)?.getAttribute("data-wall-ms"))));
    return Math.abs(a! - b!);
  }

  async pickChannel(label: string, n = 1): Promise<void> {
    await this.page.getByRole("combobox", { name: `Channel of window ${n}` }).click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  async pickSpeed(n: number, label: string): Promise<void> {
    await this.window(n).getByRole("combobox", { name: /^Speed/ }).click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  /** Presses a window's transport button: "Pause", "Play", "Next frame" or "Previous frame". */
  async control(n: number, action: "Pause" | "Play" | "Next frame" | "Previous frame"): Promise<void> {
    await this.page.getByRole("button", { name: `${action} ${action === "Pause" || action === "Play" ? "window" : "in window"} ${n}` }).click();
  }

  /** The split button for n windows (1, 4, 9, 16). */
  async split(n: number): Promise<void> {
    await this.page.getByRole("group", { name: "Windows" }).getByRole("button", { name: String(n), exact: true }).click();
  }

  /** A day's button in the calendar, by its accessible name (e.g. "10 2026-11-10, has recordings"). */
  calendarDay(name: string | RegExp): Locator {
    return this.calendar.getByRole("button", { name });
  }

  async nextMonth(): Promise<void> {
    await this.calendar.getByRole("button", { name: "Next month" }).click();
  }

  /** Archive from the shown moment: opens the archive dialog. */
  async archive(): Promise<void> {
    await this.page.getByTestId("playback-archive").click();
  }

  /** Opens the download dialog with its default range (from the shown moment). */
  async openDownload(): Promise<void> {
    await this.page.getByTestId("playback-download").click();
  }

  /** The file name the open download dialog proposes. */
  async downloadFileName(): Promise<string> {
    return ((await this.page.getByTestId("download-file-name").textContent()) ?? "").replace(/^.*: /, "").trim();
  }

  /** Opens the download dialog and chooses a custom range (datetime-local values). */
  async customDownload(start: string, end: string): Promise<void> {
    await this.openDownload();
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

  /** The grid of playback windows (data-split: 1, 4, 9 or 16). */
  get grid(): Locator {
    return this.page.getByTestId("playback-grid");
  }

  /** The channel tree beside the playback windows (issue 31: live's tree). */
  get tree(): Locator {
    return this.page.getByRole("tree", { name: "Channels" });
  }

  /** A device's channel in the tree, found through the tree's search by the device's SN. */
  async treeChannel(sn: string, name: string): Promise<Locator> {
    await this.page.getByTestId("live-tree-search").fill(sn);
    const item = this.tree.getByRole("treeitem", { name, exact: true });
    // Waits for the search to leave the one channel in the tree.
    await item.first().waitFor();
    await item.nth(1).waitFor({ state: "detached" });
    return item;
  }

  /** Double-clicks a channel in the tree: it plays in the selected window, or the first empty one. */
  async openFromTree(sn: string, name: string): Promise<void> {
    await (await this.treeChannel(sn, name)).dblclick();
  }

  /** Drags a channel from the tree onto window n. */
  async dragFromTree(sn: string, name: string, n: number): Promise<void> {
    const item = await this.treeChannel(sn, name);
    // Both ends on screen before the drag starts (the tree column stays put while the grid scrolls).
    await this.window(n).scrollIntoViewIfNeeded();
    await item.dragTo(this.window(n));
  }

  /** The clocks (ms) of windows 1..count, read in one evaluation so they describe one instant. */
  async clocks(count: number): Promise<number[]> {
    return this.page.evaluate((n) => Array.from({ length: n }, (_, i) => Number(document.querySelector(`[data-testid="playback-clock-${i + 1}"]`)?.getAttribute("data-wall-ms") ?? Number.NaN)), count);
  }

  /** The playing states (data-status) of windows 1..count. */
  async statuses(count: number): Promise<string[]> {
    return this.page.evaluate((n) => Array.from({ length: n }, (_, i) => document.querySelector(`[data-testid="playback-window-${i + 1}"]`)?.getAttribute("data-status") ?? ""), count);
  }

  /** The shortcut list (issue 31), opened by its button. */
  async openShortcuts(): Promise<Locator> {
    await this.page.getByRole("button", { name: "Keyboard shortcuts" }).click();
    return this.page.getByTestId("shortcut-help");
  }

  /** Window n's sound (issue 31): muted, volume (0–1) and the audio bytes Chromium decoded so far. */
  audio(n: number): Promise<{ muted: boolean; volume: number; decodedBytes: number }> {
    return windowSound(this.page.getByTestId(`playback-video-${n}`));
  }

  /** Window n's mute toggle by its accessible name ("Unmute" while muted). */
  muteToggle(n: number, name: "Mute" | "Unmute"): Locator {
    return this.window(n).getByRole("button", { name, exact: true });
  }

  /** Window n's volume slider. */
  volumeSlider(n: number): Locator {
    return this.window(n).getByRole("slider", { name: "Volume" });
  }

  /** Window n's picture (issue 31 digital zoom: data-zoom 1..4, data-pan "x,y" in px from centred). */
  picture(n: number): Locator {
    return this.page.getByTestId(`playback-picture-${n}`);
  }

  /** Where window n's zoomed picture sits: [x, y] px from centred. */
  async pan(n: number): Promise<number[]> {
    return ((await this.picture(n).getAttribute("data-pan")) ?? "").split(",").map(Number);
  }

  /** Turns the mouse wheel over the centre of window n's picture (negative deltaY zooms in). */
  async wheelOverPicture(n: number, deltaY: number): Promise<void> {
    await this.picture(n).hover();
    await this.page.mouse.wheel(0, deltaY);
  }

  /** Drags across window n's picture at mid-height, from `from` to `to` (fractions of its width). */
  async dragAcrossPicture(n: number, from: number, to: number, dy = 0): Promise<void> {
    const box = (await this.picture(n).boundingBox())!;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + box.width * from, y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width * to, y + dy, { steps: 5 });
    await this.page.mouse.up();
  }
}
