import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { DEMO_ADMIN, registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab, firstChannelLive } from "../fixtures/devices";
import { onlineChannels } from "../fixtures/live-channels";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, presetPreferences, test } from "../fixtures/test";
import { LivePage } from "../pages/live-page";

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

/** The local time a window clock shows ("YYYY-MM-DD HH:mm:ss", spec §9) as Unix ms. */
function clockMs(text: string): number {
  const [d, t] = text.split(" ");
  const [y, mo, day] = d!.split("-").map(Number);
  const [h, mi, s] = t!.split(":").map(Number);
  return new Date(y!, mo! - 1, day, h, mi, s).getTime();
}

// Issue 28 "Video as a person watches it" (spec §2 live, §9): the wall at 9/16 windows, full screen,
// the window clock and local recordings.
test.describe("§2 issue 28: the video wall as a person watches it", () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test("§2 §9: 16 windows with the channel column folded give each picture room; controls show on hover or selection; name and clock do not overlap", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const picks = await onlineChannels(await signedInApi(baseURL!, DEMO_ADMIN), 2);
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/");
    const live = new LivePage(page);
    await live.open();
    await live.split(16).click();
    await expect(live.grid).toHaveAttribute("data-split", "16");
    for (const pick of picks) await live.play(pick.sn, pick.name);
    for (const n of [1, 2]) await expect(live.window(n)).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
    // Folding the channel column, kept while on the page; an empty selected window has no PTZ column.
    await live.treeToggle.click();
    await expect(live.tree).toBeHidden();
    await live.window(3).click();
    await expect(live.ptzToggle).toHaveCount(0);
    // Before issue 28 a 16-window picture was about 130×73 px at 1600×900.
    const picture = await box(live.video(1));
    expect(picture.width).toBeGreaterThanOrEqual(300);
    expect(picture.height).toBeGreaterThanOrEqual(160);

    // The controls of an unselected window the pointer is not on are hidden …
    // The pointer rests outside the windows (selecting window 3 may have moved them under it).
    await live.split(16).hover();
    await expect(live.window(1).getByTestId("snapshot")).toBeHidden();
    await expect(live.window(2).getByTestId("snapshot")).toBeHidden();
    // … the pointer shows them …
    await live.window(2).hover();
    await expect(live.window(2).getByTestId("snapshot")).toBeVisible();
    await expect(live.window(1).getByTestId("snapshot")).toBeHidden();
    // … and so does selecting the window, also after the pointer left.
    await live.window(1).click();
    await live.split(16).hover();
    await expect(live.window(1).getByTestId("snapshot")).toBeVisible();
    await expect(live.window(2).getByTestId("snapshot")).toBeHidden();
    // The controls stay on one row (before issue 28 they wrapped to 2–3 rows at 16 windows), also when
    // window 1's camera has PTZ and its column narrows the wall to ~250 px windows.
    expect((await box(live.window(1).getByTestId("window-toolbar"))).height).toBeLessThan(40);
    // Keyboard: focusing a window (Tab, or its digit) selects it and shows its controls.
    await live.window(2).focus();
    await expect(live.window(2).getByTestId("snapshot")).toBeVisible();

    for (const n of [1, 2]) {
      const name = await box(live.window(n).getByTestId("window-channel-name"));
      const clock = await box(live.window(n).getByTestId("window-clock"));
      expect(name.x + name.width).toBeLessThanOrEqual(clock.x);
    }
    // Unfolding brings the tree back as it was.
    await live.treeToggle.click();
    await expect(live.tree).toBeVisible();
  });

  test("§2 issue 28 zh-CN: full screen (a window, the wall) shows the controls and a visible exit; Esc leaves too", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await presetPreferences(page.context(), { locale: "zh-CN" });
    const [pick] = await onlineChannels(await signedInApi(baseURL!, DEMO_ADMIN), 1);
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/");
    const live = new LivePage(page, "通道");
    await live.open();
    await live.play(pick!.sn, pick!.name);
    await expect(live.window(1)).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
    await live.window(1).getByTestId("fullscreen").click();
    await expect(live.exitFullScreen).toHaveText("退出全屏");
    await expect(live.exitFullScreen).toBeVisible();
    // The window fills the screen with its controls.
    await expect(live.window(1).getByTestId("snapshot")).toBeVisible();
    expect((await box(live.video(1))).width).toBeGreaterThanOrEqual(1500);
    await page.keyboard.press("Escape");
    await expect(live.exitFullScreen).toHaveCount(0);
    expect((await box(live.video(1))).width).toBeLessThan(1500);
    // The visible button leaves too.
    await live.window(1).getByTestId("fullscreen").click();
    await expect(live.window(1).getByTestId("fullscreen")).toHaveAttribute("aria-pressed", "true");
    await live.exitFullScreen.click();
    await expect(live.exitFullScreen).toHaveCount(0);
    await expect(live.window(1).getByTestId("fullscreen")).toHaveAttribute("aria-pressed", "false");

    await live.wallFullScreen.click();
    await expect(live.grid).toHaveAttribute("data-fullscreen", "true");
    expect((await box(live.grid)).height).toBeGreaterThanOrEqual(850);
    await expect(live.window(1).getByTestId("snapshot")).toBeVisible();
    await live.exitFullScreen.click();
    await expect(live.grid).toHaveAttribute("data-fullscreen", "false");
    await expect(live.exitFullScreen).toHaveCount(0);
  });

  test("§2 issue 28: the clock is the frame's capture time and gone when the device is offline; a recording shows REC with its time and starts at 0", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const lab = new DeviceLab(baseURL!);
    try {
      const user = await registerUser(baseURL!);
      const api = await signedInApi(baseURL!, user);
      const site = await createSite(api, `Wall ${Date.now().toString(36)}`, null);
      const descriptor = lab.pick("live-wall", (d) => d.status === 1 && firstChannelLive(d));
      const device = await lab.start(descriptor, { reconnect: { minMs: 60_000, maxMs: 60_000 } });
      await api.call("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId: site.siteId });
      await expect.poll(async () => (await onlineChannels(api, 1)).length, { timeout: 15_000 }).toBe(1);
      const [pick] = await onlineChannels(api, 1);
      await openSignedIn(page, await loginViaApi(baseURL!, user), "/");
      const live = new LivePage(page);
      await live.open();
      await live.play(pick!.sn, pick!.name);
      const win = live.window(1);
      await expect(win).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
      const clock = win.getByTestId("window-clock");
      await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // The capture time, close to now (the simulated camera stamps frames with its own clock).
      expect(Math.abs(clockMs((await clock.textContent())!) - Date.now())).toBeLessThan(60_000);

      // Record later in the live timeline, so a recording that kept the offset would not start at 0.
      await expect.poll(() => live.currentTime(1), { timeout: 20_000 }).toBeGreaterThan(3);
      await win.getByTestId("record").click();
      await expect(win.getByTestId("window-rec")).toBeVisible();
      await expect(win.getByTestId("window-rec-elapsed")).toHaveText(/^0:0[2-9]$/, { timeout: 15_000 });
      const started = await live.currentTime(1);
      await expect.poll(async () => (await live.currentTime(1)) - started, { timeout: 30_000 }).toBeGreaterThan(5);
      const played = (await live.currentTime(1)) - started;
      await win.getByTestId("record").click();
      await expect(win.getByTestId("window-rec")).toHaveCount(0);
      await expect(page.getByTestId("record-list-item").first()).toContainText(".mp4");
      const bytes = await live.newestRecording();
      if (existsSync("/usr/bin/ffprobe")) {
        const file = path.join(mkdtempSync(path.join(os.tmpdir(), "vms-wall-")), "rec.mp4");
        writeFileSync(file, bytes);
        const probe = JSON.parse(execFileSync("/usr/bin/ffprobe", ["-v", "error", "-show_entries", "format=start_time,duration", "-of", "json", file], { encoding: "utf8" })) as {
          format: { start_time: string; duration: string };
        };
        expect(Number(probe.format.start_time)).toBeLessThan(0.1);
        // From the first keyframe after Record (a GOP at most) to Stop.
        expect(Number(probe.format.duration)).toBeGreaterThan(played - 3);
        expect(Number(probe.format.duration)).toBeLessThan(played + 3);
      } else {
        console.log("ffprobe is not installed: the recording's timing was not checked");
      }

      // Offline: no clock running on over a picture that is not there.
      await device.stop();
      await expect(win).toHaveAttribute("data-status", "reconnecting", { timeout: 30_000 });
      await expect(clock).toHaveCount(0);
    } finally {
      await lab.stopAll();
    }
  });
});
