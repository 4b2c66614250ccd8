import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { onlineChannels } from "../fixtures/live-channels";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { LivePage } from "../pages/live-page";
import { PlaybackPage } from "../pages/playback-page";

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

  test("a playback window of a recorded camera with sound decodes its audio track muted, and its own toggle unmutes it", async ({ page, baseURL }) => {
    const api = await signedInApi(baseURL!, DEMO_ADMIN);
    const { list } = await api.call("/camera/list", {});
    const now = Math.floor(Date.now() / 1000);
    let label: string | null = null;
    // A channel 1 (it has a microphone) whose recorder holds the last hour: the window opens at its latest footage.
    for (const c of list.filter((x) => x.chlIndex === 1 && x.status === 1 && x.deviceStatus === 1)) {
      const answer = await api.call("/device/rec-log/list", { sn: c.sn, chlIndex: 1, startTime: now - 3600, endTime: now }).catch(() => null);
      if (answer?.segments.some((seg) => seg.endTime - seg.startTime >= 60)) {
        label = `${c.deviceName} · ${c.name}`;
        break;
      }
    }
    expect(label, "a recorded channel 1 in the demo fleet").not.toBeNull();
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/");
    const playback = new PlaybackPage(page);
    await playback.open();
    await playback.pickChannel(label!);
    await expect(playback.window(1)).toHaveAttribute("data-status", "playing", { timeout: 15_000 });
    await expect.poll(async () => (await playback.audio(1)).decodedBytes, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await playback.audio(1)).toMatchObject({ muted: true });
    await playback.muteToggle(1, "Unmute").click();
    await expect.poll(async () => (await playback.audio(1)).muted).toBe(false);
    expect((await playback.audio(1)).volume).toBeCloseTo(0.5, 2);
    await playback.volumeSlider(1).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await playback.audio(1)).volume).toBeLessThan(0.5);
  });
});
