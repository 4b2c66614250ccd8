import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { onlineChannels } from "../fixtures/live-channels";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { LivePage } from "../pages/live-page";

// Issue 31 "Audio": the simulator's channel 1 of every device has a microphone (AAC-LC). Its live
// window plays the sound muted at first; the window's own toggle and slider turn it up.
test.describe("issue 31 live audio", () => {
  test("a window on a camera with sound decodes its audio track, starts muted, and unmutes and turns up per window", async ({ page, baseURL }) => {
    const picks = await onlineChannels(await signedInApi(baseURL!, DEMO_ADMIN), 16);
    const withSound = picks.find((p) => p.chlIndex === 1);
    expect(withSound, "an online channel 1 in the demo fleet").toBeDefined();
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/");
    const live = new LivePage(page);
    await live.open();
    await live.split(1).click();
    await live.window(1).click();
    await live.play(withSound!.sn, withSound!.name);
    await expect(live.window(1)).toHaveAttribute("data-status", "playing");

    // The stream's audio track is decoded (Chromium counts the bytes), while the window is muted.
    await expect.poll(async () => (await live.audio(1)).decodedBytes, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await live.audio(1)).toMatchObject({ muted: true });
    await expect(live.muteToggle(1, "Unmute")).toBeVisible();

    // Unmute: sound at half volume; the slider moves it by keyboard; Mute silences again.
    await live.muteToggle(1, "Unmute").click();
    await expect.poll(async () => (await live.audio(1)).muted).toBe(false);
    expect((await live.audio(1)).volume).toBeCloseTo(0.5, 2);
    // The columns folded: the window is wide enough for its volume slider.
    await live.treeToggle.click();
    await live.ptzToggle.click();
    await live.volumeSlider(1).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await live.audio(1)).volume).toBeGreaterThan(0.5);
    const before = (await live.audio(1)).decodedBytes;
    await expect.poll(async () => (await live.audio(1)).decodedBytes).toBeGreaterThan(before);
    await live.muteToggle(1, "Mute").click();
    await expect.poll(async () => (await live.audio(1)).muted).toBe(true);
    await expect(live.muteToggle(1, "Unmute")).toBeVisible();
  });
});
