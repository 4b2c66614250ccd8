import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO_ADMIN, registerUser, signedInApi } from "../fixtures/accounts";
import { onlineChannels } from "../fixtures/live-channels";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, presetPreferences, test } from "../fixtures/test";
import { LiveWallPage } from "../pages/live-wall-page";

/** Serious or critical WCAG 2.1 A/AA findings once nothing fades any more (a fade measured midway fails contrast). */
async function blockingViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  return blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// Issue 31 (spec §2 live, §3 Layout, §7 videoZoom): wall mode, the layout tour, the last wall after a
// reload, digital zoom and the keyboard shortcuts.
test.describe("§2 issue 31: the wall an operator watches all day", () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test("§2 §3 issue 31: the tour cycles the saved layouts (5 s); wall mode is the grid full screen, controls on hover; ? lists the keys; a reload reopens the last wall", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    // A user of its own: the tour cycles every saved layout of the user, and the demo's are shared.
    const user = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, user);
    const stamp = Date.now().toString(36);
    const layouts = [{ name: `One ${stamp}`, splitNum: 1 }, { name: `Nine ${stamp}`, splitNum: 9 }];
    for (const l of layouts) {
      await api.call("/user-configs/put", { configType: "layouts", configName: l.name, configValue: JSON.stringify({ splitNum: l.splitNum, isDefault: false, playChlList: [] }) });
    }
    const splitOf = (shown: string) => String(layouts.find((l) => shown.includes(l.name))!.splitNum);
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/");
    const wall = new LiveWallPage(page);
    await wall.open();
    await expect(wall.grid).toHaveAttribute("data-split", "4");

    // Faster than 5 s is not taken.
    await wall.setTourSeconds(2);
    await expect(wall.layoutBar.getByTestId("tour-seconds")).toHaveValue("5");
    await wall.tourToggle().click();
    await expect(wall.tourToggle()).toHaveAttribute("data-touring", "true");
    // No layout was open: the first opens at once, the other one after the interval.
    await expect(wall.layoutSelect).toContainText(stamp);
    const first = (await wall.layoutSelect.textContent())!;
    await expect(wall.grid).toHaveAttribute("data-split", splitOf(first));
    const other = layouts.find((l) => !first.includes(l.name))!;
    await expect(wall.layoutSelect).toContainText(other.name, { timeout: 15_000 });
    await expect(wall.grid).toHaveAttribute("data-split", String(other.splitNum));

    // Wall mode: the grid is what the browser shows full screen; its controls show on hover.
    await wall.wallFullScreen.click();
    await expect(wall.grid).toHaveAttribute("data-fullscreen", "true");
    await expect.poll(() => wall.fullScreenElement()).toBe("live-grid");
    await expect(wall.wallControls).toHaveCSS("opacity", "0");
    await wall.wallBar.hover();
    await expect(wall.wallControls).toHaveCSS("opacity", "1");
    await expect(wall.tourToggle(wall.wallControls)).toHaveAttribute("data-touring", "true");
    // T stops the tour, N opens the next layout.
    await page.keyboard.press("t");
    await expect(wall.tourToggle(wall.wallControls)).toHaveAttribute("data-touring", "false");
    const name = page.getByTestId("wall-layout-name");
    const before = (await name.textContent())!;
    await page.keyboard.press("n");
    await expect(name).not.toHaveText(before);
    const last = (await name.textContent())!;

    // "?" and the strip's button list the keys, in the full screen wall.
    await page.keyboard.press("?");
    for (const text of ["Select window 1 to 9", "Wall mode: full screen of all windows", "Pause or resume the selected window", "Snapshot of the selected window", "Open the next saved layout", "Start or stop the layout tour", "Reset the zoom"]) {
      await expect(wall.helpDialog).toContainText(text);
    }
    await wall.helpDialog.getByRole("button", { name: "Close" }).click();
    await expect(wall.helpDialog).toBeHidden();
    await wall.wallBar.hover();
    await wall.helpButton(wall.wallControls).click();
    await expect(wall.helpDialog.getByTestId("shortcut-row")).toHaveCount(11);
    await wall.helpDialog.getByRole("button", { name: "Close" }).click();

    // The last wall comes back after a reload: wall mode, its layout, the tour as it was (off) …
    await page.reload();
    await expect(wall.grid).toHaveAttribute("data-fullscreen", "true");
    await expect(name).toHaveText(last);
    await expect(wall.grid).toHaveAttribute("data-split", splitOf(last));
    await expect(wall.tourToggle(wall.wallControls)).toHaveAttribute("data-touring", "false");
    // … and a tour that was on goes on.
    await page.keyboard.press("t");
    await expect(wall.tourToggle(wall.wallControls)).toHaveAttribute("data-touring", "true");
    await page.reload();
    await expect(wall.tourToggle(wall.wallControls)).toHaveAttribute("data-touring", "true");
    await expect(name).not.toHaveText(last, { timeout: 15_000 });
    await wall.exitFullScreen.click();
    await expect(wall.grid).toHaveAttribute("data-fullscreen", "false");
  });

  test("§7 videoZoom issue 31: the wheel zooms a window (1..4), a drag pans it, a double-click, the button or 0 resets; Space pauses, S snaps", async ({ page, baseURL }) => {
    // Playing, pausing and playing again: up to 20 s each on a loaded machine.
    test.setTimeout(90_000);
    const [pick] = await onlineChannels(await signedInApi(baseURL!, DEMO_ADMIN), 1);
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/");
    const wall = new LiveWallPage(page);
    await wall.open();
    await wall.play(pick!.sn, pick!.name);
    const win = wall.window(1);
    await expect(win).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
    await wall.wheelOver(1, -100);
    await expect(win).toHaveAttribute("data-zoom", "2");
    await wall.wheelOver(1, -300);
    await expect(win).toHaveAttribute("data-zoom", "4");
    // The pointer was near the centre, so the picture barely moved; a drag moves it with the pointer.
    const pan = async () => (await win.getAttribute("data-pan"))!.split(",").map(Number);
    const [x0, y0] = await pan();
    await wall.dragIn(1, 80, 40);
    await expect.poll(pan).toEqual([x0! + 80, y0! + 40]);
    await wall.video(1).dblclick();
    await expect(win).toHaveAttribute("data-zoom", "1");
    await expect(win).toHaveAttribute("data-pan", "0,0");
    // Keys act on the selected window; the toolbar resets too.
    await win.focus();
    await page.keyboard.press("+");
    await expect(win).toHaveAttribute("data-zoom", "2");
    await win.getByTestId("zoom-reset").click();
    await expect(win).toHaveAttribute("data-zoom", "1");
    await win.focus();
    await page.keyboard.press("+");
    await page.keyboard.press("+");
    await expect(win).toHaveAttribute("data-zoom", "3");
    await page.keyboard.press("0");
    await expect(win).toHaveAttribute("data-zoom", "1");
    await page.keyboard.press("s");
    await expect(page.getByTestId("snapshot-list-item")).toHaveCount(1);
    await page.keyboard.press(" ");
    await expect(win.getByTestId("window-state")).toHaveText("Paused");
    await page.keyboard.press(" ");
    await expect(win).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
  });
  // The live page's axe test (live.spec.ts) covers the page with a bound window; these, the new states.
  for (const theme of ["u1a", "u1b"] as const) {
    test(`§9 a11y issue 31: wall mode with its strip shown, and the shortcut help, have no serious or critical axe violation (${theme})`, async ({ page, baseURL }) => {
      // Two axe runs over a playing wall: ~10 s each on a loaded 2-core machine.
      test.setTimeout(75_000);
      await presetPreferences(page.context(), { theme });
      const [pick] = await onlineChannels(await signedInApi(baseURL!, DEMO_ADMIN), 1);
      await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/");
      const wall = new LiveWallPage(page);
      await wall.open();
      await wall.play(pick!.sn, pick!.name);
      await expect(wall.window(1).getByTestId("window-toolbar")).toBeVisible();
      await wall.wallFullScreen.click();
      await expect(wall.grid).toHaveAttribute("data-fullscreen", "true");
      await wall.wallBar.hover();
      await expect(wall.wallControls).toHaveCSS("opacity", "1");
      expect(await blockingViolations(page), "wall mode").toEqual([]);
      await page.keyboard.press("?");
      await expect(wall.helpDialog).toBeVisible();
      expect(await blockingViolations(page), "shortcut help").toEqual([]);
    });
  }
});
