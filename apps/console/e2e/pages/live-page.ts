import type { Locator, Page } from "@playwright/test";
import { windowSound } from "../fixtures/window-sound";

/** /live (spec §2): the channel tree and the video windows. Actions and reads only. */
export class LivePage {
  readonly tree: Locator;

  /** `treeName`: the tree's accessible name in the page's language. */
  constructor(readonly page: Page, treeName = "Channels") {
    this.tree = page.getByRole("tree", { name: treeName });
  }

  /** Live from the menu, as a person gets there. */
  async open(): Promise<void> {
    await this.page.getByTestId("menu-live").click();
    await this.page.waitForURL(/\/live/);
    await this.tree.waitFor();
  }

  /** A device's channel in the tree, found through the tree's search by the device's SN. */
  async channel(sn: string, name: string): Promise<Locator> {
    await this.page.getByTestId("live-tree-search").fill(sn);
    const item = this.tree.getByRole("treeitem", { name, exact: true });
    // Waits for the search to leave the one channel in the tree.
    await item.first().waitFor();
    await item.nth(1).waitFor({ state: "detached" });
    return item;
  }

  /** Double-clicks a device's channel in the tree (spec §2: it plays in the selected window). */
  async play(sn: string, name: string): Promise<void> {
    await (await this.channel(sn, name)).dblclick();
  }

  window(n: number): Locator {
    return this.page.getByTestId(`live-window-${n}`);
  }

  /** The split button for n windows (1, 4, 9, 16). */
  split(n: number): Locator {
    return this.page.getByTestId(`split-${n}`);
  }

  /** The video element of window n (its box is the picture's room). */
  video(n: number): Locator {
    return this.window(n).getByTestId("live-video");
  }

  /** The toggle that folds or unfolds the channel tree column. */
  get treeToggle(): Locator {
    return this.page.getByTestId("tree-column-toggle");
  }

  /** The toggle that folds or unfolds the PTZ column. */
  get ptzToggle(): Locator {
    return this.page.getByTestId("ptz-column-toggle");
  }

  /** The whole wall's full screen button. */
  get wallFullScreen(): Locator {
    return this.page.getByTestId("wall-full-screen");
  }

  /** The visible way out of full screen (a window's or the wall's). */
  get exitFullScreen(): Locator {
    return this.page.getByTestId("exit-full-screen");
  }

  /** The grid of windows. */
  get grid(): Locator {
    return this.page.getByTestId("live-grid");
  }

  /** Opens a saved layout from the layout field, as a person chooses it. */
  async openLayout(name: string): Promise<void> {
    await this.page.getByTestId("layout-select").click();
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  /** Frames window n's video has decoded so far (the browser's count, getVideoPlaybackQuality). */
  decodedFrames(n: number): Promise<number> {
    return this.video(n).evaluate((el) => (el as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames);
  }

  /** Window n's sound (issue 31): muted, volume (0–1) and the audio bytes Chromium decoded so far. */
  audio(n: number): Promise<{ muted: boolean; volume: number; decodedBytes: number }> {
    return windowSound(this.video(n));
  }

  /** Window n's mute toggle, by its accessible name ("Unmute" while muted, "Mute" while sound plays). */
  muteToggle(n: number, name: "Mute" | "Unmute"): Locator {
    return this.window(n).getByRole("button", { name, exact: true });
  }

  /** Window n's volume slider. */
  volumeSlider(n: number): Locator {
    return this.window(n).getByRole("slider", { name: "Volume" });
  }

  /** The bytes of the newest local recording in the record list. */
  async newestRecording(): Promise<Buffer> {
    const href = await this.page.getByTestId("record-list-item").first().getAttribute("data-url");
    const bytes = await this.page.evaluate(async (url) => [...new Uint8Array(await (await fetch(url!)).arrayBuffer())], href);
    return Buffer.from(bytes);
  }

  /** Window n's video playing position, in seconds. */
  currentTime(n: number): Promise<number> {
    return this.video(n).evaluate((el) => (el as HTMLVideoElement).currentTime);
  }

  /** Empties the tree's search. */
  async clearSearch(): Promise<void> {
    await this.page.getByTestId("live-tree-search").fill("");
  }

  /** A part of window n by its test id ("window-channel-name", "window-clock", "stream-toggle", "record", …). */
  windowPart(n: number, testId: string): Locator {
    return this.window(n).getByTestId(testId);
  }

  /** Every window as a region named "Window <n>…". */
  get windowRegions(): Locator {
    return this.page.getByRole("region", { name: /^Window \d+/ });
  }

  /** A mode tab ("Live", "Playback"). */
  tab(name: string): Locator {
    return this.page.getByRole("tab", { name });
  }

  get ptzPanel(): Locator {
    return this.page.getByTestId("ptz-panel");
  }

  get snapshotItems(): Locator {
    return this.page.getByTestId("snapshot-list-item");
  }

  get recordItems(): Locator {
    return this.page.getByTestId("record-list-item");
  }

  /** Window n's video: playing position (s), decoded frames and picture size. */
  sample(n: number): Promise<VideoSample> {
    return this.video(n).evaluate((el) => {
      const video = el as HTMLVideoElement;
      return { time: video.currentTime, frames: video.getVideoPlaybackQuality().totalVideoFrames, width: video.videoWidth, height: video.videoHeight };
    });
  }

  /** The bytes behind a list item's data-url (a snapshot or a local recording). */
  async itemBytes(item: Locator): Promise<Buffer> {
    const href = await item.getAttribute("data-url");
    const bytes = await this.page.evaluate(async (url) => [...new Uint8Array(await (await fetch(url!)).arrayBuffer())], href);
    return Buffer.from(bytes);
  }

  /** The type and size of the image behind a list item's data-url. */
  async itemImage(item: Locator): Promise<{ type: string; width: number; height: number }> {
    const href = await item.getAttribute("data-url");
    return this.page.evaluate(async (url) => {
      const blob = await (await fetch(url!)).blob();
      const bitmap = await createImageBitmap(blob);
      return { type: blob.type, width: bitmap.width, height: bitmap.height };
    }, href);
  }
}

export interface VideoSample {
  time: number;
  frames: number;
  width: number;
  height: number;
}
