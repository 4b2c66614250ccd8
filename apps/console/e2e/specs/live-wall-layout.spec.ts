import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { onlineChannels } from "../fixtures/live-channels";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { LivePage } from "../pages/live-page";

const WINDOWS = Array.from({ length: 16 }, (_, i) => i + 1);

// Issue 31 "A full wall in a second" (spec §2 live split windows, layouts and full screen; §3 Layout
// and window-channel mapping streamMode): a saved 16-window layout opens with every window playing on
// its sub stream; the window made full screen switches to its main stream, and back on leaving.
test.describe("§2 issue 31: a full wall", () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test("§2 §3: a saved 16-window layout plays in every window on sub streams; full screen plays the main stream", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const api = await signedInApi(baseURL!, DEMO_ADMIN);
    const picks = await onlineChannels(api, 16);
    expect(picks).toHaveLength(16);
    const name = `Wall ${Date.now().toString(36)}`;
    const { id } = await api.call("/user-configs/put", {
      configType: "layouts",
      configName: name,
      configValue: JSON.stringify({ splitNum: 16, isDefault: false, playChlList: picks.map((p, i) => ({ winIndex: i + 1, sn: p.sn, chlIndex: p.chlIndex, channelName: p.name })) }),
    });
    try {
      await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/");
      const live = new LivePage(page);
      await live.open();
      await live.openLayout(name);
      await expect(live.grid).toHaveAttribute("data-split", "16");
      for (const n of WINDOWS) {
        await expect(live.window(n)).toHaveAttribute("data-status", "playing", { timeout: 60_000 });
        await expect(live.window(n)).toHaveAttribute("data-stream", "sub");
      }
      // Playing means pictures: every window's decoder moves on.
      const before = await Promise.all(WINDOWS.map((n) => live.decodedFrames(n)));
      for (const n of WINDOWS) await expect.poll(() => live.decodedFrames(n), { timeout: 30_000 }).toBeGreaterThan(before[n - 1]!);

      // The window made full screen plays its main stream; the others stay on sub.
      await live.window(5).click();
      await live.window(5).getByTestId("fullscreen").click();
      await expect(live.exitFullScreen).toBeVisible();
      await expect(live.window(5)).toHaveAttribute("data-stream", "main");
      await expect(live.window(5)).toHaveAttribute("data-status", "playing", { timeout: 30_000 });
      const main = await live.decodedFrames(5);
      await expect.poll(() => live.decodedFrames(5), { timeout: 30_000 }).toBeGreaterThan(main);
      expect(await live.video(5).evaluate((el) => (el as HTMLVideoElement).videoWidth)).toBeGreaterThan(640);
      await expect(live.window(6)).toHaveAttribute("data-stream", "sub");

      // Leaving full screen goes back to the sub stream.
      await page.keyboard.press("Escape");
      await expect(live.exitFullScreen).toHaveCount(0);
      await expect(live.window(5)).toHaveAttribute("data-stream", "sub");
      await expect(live.window(5)).toHaveAttribute("data-status", "playing", { timeout: 30_000 });
      await expect.poll(() => live.video(5).evaluate((el) => (el as HTMLVideoElement).videoWidth), { timeout: 30_000 }).toBe(640);
    } finally {
      await api.call("/user-configs/delete", { id });
    }
  });
});
