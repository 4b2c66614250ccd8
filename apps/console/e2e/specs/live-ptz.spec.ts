import type { ApiClient, TreeSite } from "@vms/api-client";
import { kindOf } from "@vms/device-sim";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab, firstChannelLive } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { LivePage } from "../pages/live-page";
import { PtzPanel } from "../pages/ptz-panel";

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
      const live = new LivePage(page);
      const ptz = new PtzPanel(page);
      const panel = ptz.panel;
      // §4: the selected window is empty, so there is no panel.
      await expect(live.window(1)).toBeVisible();
      await expect(panel).toHaveCount(0);

      await ptz.playFromTree(device.sn, channelName);
      await expect(live.window(1)).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
      await expect(ptz.tab("Control")).toBeVisible();
      await expect(ptz.control("Move up")).toBeEnabled();
      // Issue 28: the PTZ column folds away for the video and comes back as it was.
      await ptz.toggle("Hide").click();
      await expect(panel).toBeHidden();
      await ptz.toggle("Show").click();
      await expect(ptz.control("Move up")).toBeEnabled();

      // §3 Presets: add two; the same name again is refused before it reaches the device (§5).
      await ptz.openTab("Presets");
      for (const name of ["Gate", "Yard"]) {
        await ptz.addPreset(name);
        await expect(ptz.preset(name)).toHaveCount(1);
      }
      await ptz.addPreset("Gate");
      await expect(ptz.presetForm.getByText("This name is already used.")).toBeVisible();
      await expect(ptz.presetRows).toHaveCount(2);

      // §3 Cruise: a line visiting both presets, run, then stop.
      await ptz.openTab("Cruise lines");
      await ptz.addCruiseLine("Round", 2, { 2: "Yard" });
      await expect(ptz.newDialog("cruise line")).toBeHidden();
      const row = ptz.row("cruise", "Round");
      await expect(row).toContainText("2 presets");
      await ptz.runOrStop("cruise", "Run", "Round");
      await expect(row).toHaveAttribute("data-running", "true");
      await ptz.runOrStop("cruise", "Stop", "Round");
      await expect(row).toHaveAttribute("data-running", "false");

      // §3 tracks: record one by moving the camera (the banner stays over the Control tab), run, stop.
      await ptz.openTab("Tracks");
      await ptz.recordTrack("Sweep");
      await expect(ptz.trackRecording).toContainText("Recording track Sweep");
      await ptz.openTab("Control");
      await ptz.control("Move right").click();
      await ptz.control("Zoom in").click();
      await expect(panel.getByText("Zoom: 2")).toBeVisible();
      await ptz.stopRecording();
      await expect(ptz.trackRecording).toBeHidden();
      await ptz.openTab("Tracks");
      const track = ptz.row("track", "Sweep");
      await expect(track).toContainText(/[12] movements/);
      await ptz.runOrStop("track", "Run", "Sweep");
      await expect(track).toHaveAttribute("data-running", "true");
      await ptz.runOrStop("track", "Stop", "Sweep");
      await expect(track).toHaveAttribute("data-running", "false");

      // §3 cruise groups: a group of the cruise line above, run, then stop.
      await ptz.openTab("Cruise groups");
      await ptz.startCruiseGroup("Tour");
      await expect(ptz.groupLine(1)).toHaveText("Round");
      await ptz.saveCruiseGroup();
      await expect(ptz.newDialog("cruise group")).toBeHidden();
      const group = ptz.row("cruise-group", "Tour");
      await expect(group).toContainText("1 cruise lines");
      await ptz.runOrStop("cruise-group", "Run", "Tour");
      await expect(group).toHaveAttribute("data-running", "true");
      await ptz.runOrStop("cruise-group", "Stop", "Tour");
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
      const ptz = new PtzPanel(page);
      await ptz.playFromTree(device.sn, channelName);
      await expect(new LivePage(page).window(1)).toHaveAttribute("data-status", "playing", { timeout: 20_000 });
      await capsAnswered;
      await expect(ptz.panel).toHaveCount(0);
    } finally {
      await lab.stopAll();
    }
  });
});
