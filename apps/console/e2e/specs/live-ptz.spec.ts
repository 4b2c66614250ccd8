import type { Page } from "@playwright/test";
import type { ApiClient, TreeSite } from "@vms/api-client";
import { kindOf } from "@vms/device-sim";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab, firstChannelLive } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";

const windowOf = (page: Page, n: number) => page.getByTestId(`live-window-${n}`);

/** The name of the device's first online channel, once the tree shows it online. */
async function onlineChannelName(api: ApiClient, sn: string): Promise<string> {
  let name = "";
  await expect
    .poll(async () => {
      const { list } = await api.call("/merchant-site-chl/list", {});
      const device = (list as TreeSite[]).flatMap((s) => s.devices).find((d) => d.sn === sn && d.status === 1);
      name = device?.channels.find((c) => c.status === 1)?.name ?? "";
      return name;
    }, { timeout: 15_000 })
    .not.toBe("");
  return name;
}

// Spec §1/§2 PTZ panel, §3 Presets, Cruise (cruise lines, cruise groups, tracks), §4 Live/PTZ availability, §5 names (no duplicate), on a
// simulated PTZ camera bound to a fresh organization, so the demo fleet's presets stay untouched.
test.describe("§2 §3 §4 PTZ panel on /live", () => {
  test("§4: no PTZ panel on an empty window; on a playing PTZ camera: presets with a duplicate name refused, a cruise of 2 presets runs and stops, a recorded track and a cruise group run and stop", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const lab = new DeviceLab(baseURL!);
    try {
      const user = await registerUser(baseURL!);
      const api = await signedInApi(baseURL!, user);
      const site = await createSite(api, `PTZ ${Date.now().toString(36)}`, null);
      // A PTZ IPC of a fresh fleet whose channel is online and enabled (fleets are random per seed).
      const descriptor = lab.pick("live-ptz", (d) => d.variant === "ptz" && d.status === 1 && firstChannelLive(d));
      expect(descriptor).toBeDefined();
      const device = await lab.start(descriptor);
      await api.call("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId: site.siteId });
      const channelName = await onlineChannelName(api, device.sn);

      await openSignedIn(page, await loginViaApi(baseURL!, user), "/live");
      // §4: the selected window is empty, so there is no panel.
      await expect(windowOf(page, 1)).toBeVisible();
      await expect(page.getByTestId("ptz-panel")).toHaveCount(0);

      await page.getByTestId("live-tree-search").fill(device.sn);
      await page.getByRole("tree", { name: "Channels" }).getByRole("treeitem", { name: channelName, exact: true }).first().dblclick();
      await expect(windowOf(page, 1)).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
      const panel = page.getByTestId("ptz-panel");
      await expect(panel.getByRole("tab", { name: "Control" })).toBeVisible();
      await expect(panel.getByRole("button", { name: "Move up", exact: true })).toBeEnabled();
      // Issue 28: the PTZ column folds away for the video and comes back as it was.
      const toggle = page.getByRole("button", { name: "Hide the PTZ panel" });
      await toggle.click();
      await expect(panel).toBeHidden();
      await page.getByRole("button", { name: "Show the PTZ panel" }).click();
      await expect(panel.getByRole("button", { name: "Move up", exact: true })).toBeEnabled();

      // §3 Presets: add two; the same name again is refused before it reaches the device (§5).
      await panel.getByRole("tab", { name: "Presets" }).click();
      const presetForm = panel.getByRole("form", { name: "Preset name" });
      for (const name of ["Gate", "Yard"]) {
        await presetForm.getByLabel("Preset name").fill(name);
        await presetForm.getByRole("button", { name: "Add preset" }).click();
        await expect(panel.getByTestId("preset-row").filter({ hasText: name })).toHaveCount(1);
      }
      await presetForm.getByLabel("Preset name").fill("Gate");
      await presetForm.getByRole("button", { name: "Add preset" }).click();
      await expect(presetForm.getByText("This name is already used.")).toBeVisible();
      await expect(panel.getByTestId("preset-row")).toHaveCount(2);

      // §3 Cruise: a line visiting both presets, run, then stop.
      await panel.getByRole("tab", { name: "Cruise lines" }).click();
      await panel.getByRole("button", { name: "New cruise line" }).click();
      const dialog = page.getByRole("dialog", { name: "New cruise line" });
      await dialog.getByLabel("Cruise name").fill("Round");
      await dialog.getByRole("button", { name: "Add preset to cruise" }).click();
      await dialog.getByRole("button", { name: "Add preset to cruise" }).click();
      await dialog.getByLabel("Preset of stop 2").selectOption({ label: "Yard" });
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();
      const row = panel.getByTestId("cruise-row").filter({ hasText: "Round" });
      await expect(row).toContainText("2 presets");
      await row.getByRole("button", { name: "Run Round" }).click();
      await expect(row).toHaveAttribute("data-running", "true");
      await row.getByRole("button", { name: "Stop Round" }).click();
      await expect(row).toHaveAttribute("data-running", "false");

      // §3 tracks: record one by moving the camera (the banner stays over the Control tab), run, stop.
      await panel.getByRole("tab", { name: "Tracks" }).click();
      const trackForm = panel.getByRole("form", { name: "Track name" });
      await trackForm.getByLabel("Track name").fill("Sweep");
      await trackForm.getByRole("button", { name: "Record track" }).click();
      const recording = panel.getByTestId("track-recording");
      await expect(recording).toContainText("Recording track Sweep");
      await panel.getByRole("tab", { name: "Control" }).click();
      await panel.getByRole("button", { name: "Move right", exact: true }).click();
      await panel.getByRole("button", { name: "Zoom in" }).click();
      await expect(panel.getByText("Zoom: 2")).toBeVisible();
      await recording.getByRole("button", { name: "Stop recording" }).click();
      await expect(recording).toBeHidden();
      await panel.getByRole("tab", { name: "Tracks" }).click();
      const track = panel.getByTestId("track-row").filter({ hasText: "Sweep" });
      await expect(track).toContainText(/[12] movements/);
      await track.getByRole("button", { name: "Run Sweep" }).click();
      await expect(track).toHaveAttribute("data-running", "true");
      await track.getByRole("button", { name: "Stop Sweep" }).click();
      await expect(track).toHaveAttribute("data-running", "false");

      // §3 cruise groups: a group of the cruise line above, run, then stop.
      await panel.getByRole("tab", { name: "Cruise groups" }).click();
      await panel.getByRole("button", { name: "New cruise group" }).click();
      const groupDialog = page.getByRole("dialog", { name: "New cruise group" });
      await groupDialog.getByLabel("Cruise group name").fill("Tour");
      await groupDialog.getByRole("button", { name: "Add cruise line to group" }).click();
      await expect(groupDialog.getByRole("combobox", { name: "Cruise line 1" }).locator("option:checked")).toHaveText("Round");
      await groupDialog.getByRole("button", { name: "Save" }).click();
      await expect(groupDialog).toBeHidden();
      const group = panel.getByTestId("cruise-group-row").filter({ hasText: "Tour" });
      await expect(group).toContainText("1 cruise lines");
      await group.getByRole("button", { name: "Run Tour" }).click();
      await expect(group).toHaveAttribute("data-running", "true");
      await group.getByRole("button", { name: "Stop Tour" }).click();
      await expect(group).toHaveAttribute("data-running", "false");
    } finally {
      await lab.stopAll();
    }
  });

  test("issue 28: a doorbell (no PTZ, no motorised lens) plays with no PTZ panel once the camera said so", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const lab = new DeviceLab(baseURL!);
    try {
      const user = await registerUser(baseURL!);
      const api = await signedInApi(baseURL!, user);
      const site = await createSite(api, `Doorbell ${Date.now().toString(36)}`, null);
      const descriptor = lab.pick("live-doorbell", (d) => kindOf(d) === "doorbell" && d.status === 1 && firstChannelLive(d));
      const device = await lab.start(descriptor);
      await api.call("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId: site.siteId });
      const channelName = await onlineChannelName(api, device.sn);
      await openSignedIn(page, await loginViaApi(baseURL!, user), "/live");
      // The panel is decided by the camera's own answer (PtzGetCaps_I): wait for it, then look.
      const capsAnswered = page.waitForResponse((r) => r.url().includes("/device/transport") && (r.request().postData() ?? "").includes("PtzGetCaps_I"));
      await page.getByTestId("live-tree-search").fill(device.sn);
      await page.getByRole("tree", { name: "Channels" }).getByRole("treeitem", { name: channelName, exact: true }).first().dblclick();
      await expect(windowOf(page, 1)).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
      await capsAnswered;
      await expect(page.getByTestId("ptz-panel")).toHaveCount(0);
    } finally {
      await lab.stopAll();
    }
  });
});
