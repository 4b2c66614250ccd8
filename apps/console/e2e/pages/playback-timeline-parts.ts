import type { Locator, Page } from "@playwright/test";

/**
 * The timelines of /live's playback windows (issue 31): seeking on the bar, its zoom, the event marks
 * and list, the scrub thumbnail, and clips cut on it (one window's, or the synchronised wall's, one
 * file per channel). PlaybackPage adds the range, the windows and the dialogs. Actions and reads only.
 */
export class PlaybackTimelineParts {
  constructor(readonly page: Page) {}

  /** Playback window n (data-status, data-channel). */
  window(n: number): Locator {
    return this.page.getByTestId(`playback-window-${n}`);
  }

  timeline(n: number): Locator {
    return this.page.getByRole("slider", { name: `Timeline of window ${n}` });
  }

  /** The drawn spans of window n's timeline of one recording type, e.g. "CLOUD". */
  timelineSpans(n: number, type: string): Locator {
    return this.page.getByTestId(`playback-timeline-${n}`).locator(`[data-span-type="${type}"]`);
  }

  /** Clicks window n's timeline at Unix second `at`; answers the exact time (ms) the click stands for. */
  async clickTimeline(n: number, at: number): Promise<number> {
    const slider = this.timeline(n);
    const [from, to] = [Number(await slider.getAttribute("data-from")), Number(await slider.getAttribute("data-to"))];
    const box = (await slider.boundingBox())!;
    const x = Math.round(((at - from) / (to - from)) * box.width);
    await slider.click({ position: { x, y: box.height / 2 } });
    return (from + (x / box.width) * (to - from)) * 1000;
  }

  /** Window n's list of the range's events beside its timeline (issue 31). */
  eventList(n: number): Locator {
    return this.page.getByRole("region", { name: `Events of window ${n}` });
  }

  /** The event marks above window n's timeline, each with its type and time (data-event-type, data-occurred-at). */
  markers(n: number): Locator {
    return this.page.getByTestId(`timeline-markers-${n}`).getByTestId("timeline-marker");
  }

  /** Types a time ("HH:mm:ss") into window n's jump box and goes there. */
  async goToTime(n: number, time: string): Promise<void> {
    const box = this.page.getByLabel(`Go to time in window ${n}`);
    await box.fill(time);
    await box.press("Enter");
  }

  /** Zooms window n's timeline in `times` steps (24 h → 12 h → 6 h → 2 h → 1 h → 30 → 10 → 5 → 1 min). */
  async zoomIn(n: number, times: number): Promise<void> {
    for (let i = 0; i < times; i++) await this.page.getByRole("button", { name: `Zoom in the timeline of window ${n}` }).click();
  }

  /** Shift+drags on window n's timeline from Unix second `from` to `to` (a clip selection). */
  async shiftDrag(n: number, from: number, to: number): Promise<void> {
    const slider = this.timeline(n);
    // The mouse works in viewport coordinates: the bar must be on screen first.
    await slider.scrollIntoViewIfNeeded();
    const [start, end] = [Number(await slider.getAttribute("data-from")), Number(await slider.getAttribute("data-to"))];
    const box = (await slider.boundingBox())!;
    const xOf = (at: number) => box.x + ((at - start) / (end - start)) * box.width;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(xOf(from), y);
    await this.page.keyboard.down("Shift");
    await this.page.mouse.down();
    await this.page.mouse.move(xOf(to), y, { steps: 5 });
    await this.page.mouse.up();
    await this.page.keyboard.up("Shift");
  }

  /** Rests the pointer on window n's timeline at Unix second `at` (the scrub thumbnail's moment). */
  async hoverTimeline(n: number, at: number): Promise<void> {
    const slider = this.timeline(n);
    await slider.scrollIntoViewIfNeeded();
    const [start, end] = [Number(await slider.getAttribute("data-from")), Number(await slider.getAttribute("data-to"))];
    const box = (await slider.boundingBox())!;
    await this.page.mouse.move(box.x + ((at - start) / (end - start)) * box.width, box.y + box.height / 2, { steps: 3 });
  }

  /** The decoded picture of window n's scrub thumbnail (a canvas named "Picture at …"). */
  scrubPicture(n: number): Locator {
    return this.page.getByTestId(`timeline-scrub-thumbnail-${n}`).getByRole("img", { name: /^Picture at / });
  }

  /** The spread of luma (max − min, 0–255) over window n's scrub picture: a blank canvas has none. */
  async scrubPictureSpread(n: number): Promise<number> {
    return this.scrubPicture(n).evaluate((el) => {
      const canvas = el as HTMLCanvasElement;
      const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
      let [min, max] = [255, 0];
      for (let i = 0; i < data.length; i += 4) {
        const luma = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
        min = Math.min(min, luma);
        max = Math.max(max, luma);
      }
      return max - min;
    });
  }

  /** The clip drawn on window n's timeline (data-start, data-end in Unix s). */
  selection(n: number): Locator {
    return this.page.getByTestId(`timeline-selection-${n}`);
  }

  /** The selected clip of window n (Unix s). */
  async selectedClip(n: number): Promise<{ startTime: number; endTime: number }> {
    const sel = this.selection(n);
    return { startTime: Number(await sel.getAttribute("data-start")), endTime: Number(await sel.getAttribute("data-end")) };
  }

  /** The refusal of a clip over 60 minutes (spec §5). */
  clipTooLong(n: number): Locator {
    return this.page.getByTestId(`clip-too-long-${n}`);
  }

  /** The clip bar's buttons: "Download clip", "Archive clip", and the clearing of the selection. */
  clipButton(n: number, name: "Download clip" | "Archive clip" | `Clear the clip of window ${number}`): Locator {
    return this.window(n).getByRole("button", { name, exact: true });
  }

  /** The clip bar's buttons of a synchronised wall: one file, or one archive, per window's channel. */
  wallClipButton(n: number, kind: "Download" | "Archive", windows: number): Locator {
    return this.window(n).getByRole("button", { name: `${kind} clip of all ${windows} windows`, exact: true });
  }

  /** The dialog that creates a wall clip's files, and its rows (one per channel, data-outcome once created). */
  get wallClipDialog(): Locator {
    return this.page.getByTestId("wall-clip-dialog");
  }

  wallClipRows(): Locator {
    return this.wallClipDialog.getByTestId("wall-clip-channel");
  }

  async createWallClip(): Promise<void> {
    await this.wallClipDialog.getByTestId("wall-clip-create").click();
  }
}
