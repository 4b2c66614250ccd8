import { DEV_TYPE } from "@vms/api-client";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { VsOutputsPage } from "../pages/vs-outputs-page";

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
    const outputs = new VsOutputsPage(page);
    await expect(outputs.output(2)).toBeVisible();
    await expect(outputs.resolution(1)).toHaveValue("1920x1080");
    await outputs.configure(1, { split: "1", resolution: "1280x720", channels: [`Gate camera · ${channel.name}`] });
    await outputs.save();
    await expect(outputs.saved).toBeVisible();

    // What the station itself says, read again through the gateway.
    await page.reload();
    await expect(outputs.split(1)).toHaveValue("1");
    await expect(outputs.resolution(1)).toHaveValue("1280x720");
    await expect(outputs.window(1, 1)).toHaveValue(`${camera.sn}#${channel.chlIndex}`);
    await expect(outputs.split(2)).toHaveValue("4");
    const { list } = await api.call("/user-configs/list", { configType: "vs_view" });
    expect(list.map((c) => c.configName)).toContain(`${station.sn}-1`);
  } finally {
    await lab.stopAll();
  }
});
