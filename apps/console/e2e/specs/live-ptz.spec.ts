import type { Page } from "@playwright/test";
import type { ApiClient, TreeSite } from "@vms/api-client";
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

// Spec §2 PTZ panel, §3 Presets and Cruise, §4 Live/PTZ availability, §5 names (no duplicate), on a
// simulated PTZ camera bound to a fresh organization, so the demo fleet's presets stay untouched.
test.describe("§2 §3 §4 PTZ panel on /live", () => {
  test("§4: no PTZ panel on an empty window; on a playing PTZ camera: presets with a duplicate name refused, a cruise of 2 presets runs and stops", async ({ page, baseURL }) => {
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
    } finally {
      await lab.stopAll();
    }
  });
});
