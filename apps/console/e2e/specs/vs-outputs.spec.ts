import { DEV_TYPE } from "@vms/api-client";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";

// Spec §3 vs_view / vs system config, §9 viewing-station outputs (2, default 1920x1080): an
// administrator sets what an output shows in the device detail; the simulated station takes it and
// reports it back when the tab is opened again.
test("§3 §9: a viewing station's output 1 shows one chosen channel at 1280x720, as the station reports after a reload", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const lab = new DeviceLab(baseURL!);
  try {
    const user = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, user);
    const site = await createSite(api, `Wall ${Date.now().toString(36)}`, null);
    const fleet = lab.fleet("vs-outputs", 12);
    const station = fleet.find((d) => d.devType === DEV_TYPE.VIEWING_STATION)!;
    const camera = fleet.find((d) => d.devType === DEV_TYPE.IPC && d.channels[0]!.enabled)!;
    for (const descriptor of [station, camera]) {
      const device = await lab.start(descriptor);
      await api.call("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId: site.siteId, name: descriptor === station ? "Wall station" : "Gate camera" });
    }
    const channel = camera.channels[0]!;
    await openSignedIn(page, await loginViaApi(baseURL!, user), `/device/index?sn=${station.sn}&tab=outputs`);
    const tab = page.getByTestId("outputs-tab");
    await expect(tab.getByRole("region", { name: "Output 2" })).toBeVisible();
    await expect(page.getByTestId("vs-output-1-resolution")).toHaveValue("1920x1080");
    await page.getByTestId("vs-output-1-split").selectOption("1");
    await page.getByTestId("vs-output-1-resolution").selectOption("1280x720");
    await page.getByTestId("vs-output-1-window-1").selectOption({ label: `Gate camera · ${channel.name}` });
    await page.getByTestId("outputs-save").click();
    await expect(page.getByText("Operation successful.")).toBeVisible();

    // What the station itself says, read again through the gateway.
    await page.reload();
    await expect(page.getByTestId("vs-output-1-split")).toHaveValue("1");
    await expect(page.getByTestId("vs-output-1-resolution")).toHaveValue("1280x720");
    await expect(page.getByTestId("vs-output-1-window-1")).toHaveValue(`${camera.sn}#${channel.chlIndex}`);
    await expect(page.getByTestId("vs-output-2-split")).toHaveValue("4");
    const { list } = await api.call("/user-configs/list", { configType: "vs_view" });
    expect(list.map((c) => c.configName)).toContain(`${station.sn}-1`);
  } finally {
    await lab.stopAll();
  }
});
