import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { SimDevice } from "@vms/device-sim";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab, firstChannelLive } from "../fixtures/devices";
import { buyLicence } from "../fixtures/licences";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { LivePage } from "../pages/live-page";
import { SANDBOX_CARDS, ServicePages } from "../pages/service-pages";

// Issue 27, spec §1 (licences per camera, 4 free), §4 (licence directive and warning), §8 (33014):
// a fresh organization's cameras beyond the free and licensed ones show the licence warning; buying
// more, or moving a camera up the licence order, makes it play.

const UNLICENSED = "Unlicensed: no camera license covers this channel";

/** `count` single-camera devices whose camera is online and enabled, from fresh fleets. */
function liveCameras(lab: DeviceLab, label: string, count: number): SimDevice[] {
  const picked: SimDevice[] = [];
  for (let round = 0; picked.length < count && round < 20; round++) {
    picked.push(...lab.fleet(`${label}-${round}`, 12).filter((d) => d.status === 1 && d.channels.length === 1 && firstChannelLive(d)));
  }
  if (picked.length < count) throw new Error(`only ${picked.length} live cameras`);
  return picked.slice(0, count);
}

/** A fresh organization (its administrator signed up) with `count` live cameras bound in order; answers the administrator and the cameras. */
async function organizationWithCameras(baseURL: string, lab: DeviceLab, count: number) {
  const owner = await registerUser(baseURL);
  const api = await signedInApi(baseURL, owner);
  const site = await createSite(api, `Licences ${Date.now().toString(36)}`, null);
  const cameras = liveCameras(lab, "licences", count);
  for (const camera of cameras) {
    await lab.start(camera);
    await api.call("/device/bind", { sn: camera.sn, securityCode: camera.securityCode, siteId: site.siteId, name: camera.name });
  }
  return { owner, api, cameras };
}

const channelName = (camera: SimDevice) => camera.channels[0]!.name;

async function axeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

test.describe("issue 27: licences per channel", () => {
  let lab: DeviceLab;
  test.beforeEach(({ baseURL }) => {
    lab = new DeviceLab(baseURL!);
  });
  test.afterEach(async () => lab.stopAll());

  test("§1 §4 §8: the 10th camera beyond 4 free and 5 licensed shows the licence warning in its window; after buying more it plays", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const { owner, api, cameras } = await organizationWithCameras(baseURL!, lab, 10);
    await buyLicence(api, 5);
    const [ninth, tenth] = [cameras[8]!, cameras[9]!];
    await openSignedIn(page, await loginViaApi(baseURL!, owner), "/");
    const live = new LivePage(page);
    await live.open();

    await expect(await live.channel(ninth.sn, channelName(ninth))).toHaveAttribute("data-licensed", "true");
    const tenthItem = await live.channel(tenth.sn, channelName(tenth));
    await expect(tenthItem).toHaveAccessibleDescription(UNLICENSED);
    await tenthItem.dblclick();
    const notice = live.window(1).getByTestId("channel-licence-notice");
    await expect(notice).toHaveAttribute("data-code", "33014");
    await expect(notice).toContainText("This channel has no valid licence.");
    await expect(live.window(1)).toHaveAttribute("data-status", "failed");
    await axeClean(page);

    // An upgrade: more cameras than the licence in effect starts now (docs/payments.md).
    await notice.getByRole("link", { name: "Buy licenses" }).click();
    const service = new ServicePages(page);
    await service.placeLicenceOrder(6, "30 days");
    await expect(service.cardMethod).toBeChecked();
    await service.payByCard(SANDBOX_CARDS.success);
    await expect(page.getByTestId("pay-result")).toHaveAttribute("data-outcome", "paid", { timeout: 30_000 });
    await page.getByRole("link", { name: "Go to orders" }).click();

    await live.open();
    await expect(await live.channel(tenth.sn, channelName(tenth))).toHaveAttribute("data-licensed", "true");
    await live.play(tenth.sn, channelName(tenth));
    await expect(live.window(1)).toHaveAttribute("data-status", "playing", { timeout: 30_000 });
    await expect(live.window(1).getByTestId("channel-licence-notice")).toHaveCount(0);
  });

  test("§4: on the license list the administrator sees which cameras are licensed and moves one to the top with the keyboard: it plays, the one pushed out shows the warning", async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const { owner, cameras } = await organizationWithCameras(baseURL!, lab, 5);
    const [fourth, fifth] = [cameras[3]!, cameras[4]!];
    await openSignedIn(page, await loginViaApi(baseURL!, owner), "/");
    const service = new ServicePages(page);
    await service.openLicenceList();
    // "Licensed cameras" is what is licensed (the 4 free), not what is in use.
    await expect(page.getByTestId("licence-counts")).toHaveText("Licensed cameras: 4 · Cameras in use: 5 · Free cameras: 4");
    await expect(service.licensedChannel(fourth.sn)).toHaveAttribute("data-licence", "free");
    await expect(service.licensedChannel(fifth.sn)).toHaveAttribute("data-licence", "unlicensed");
    await axeClean(page);

    await service.licensedChannel(fifth.sn).getByRole("button", { name: `Move ${channelName(fifth)} to the top` }).focus();
    await page.keyboard.press("Enter");
    await expect(service.licensedChannel(fifth.sn)).toHaveAttribute("data-licence", "free");
    await expect(service.licensedChannel(fourth.sn)).toHaveAttribute("data-licence", "unlicensed");
    await expect(page.getByTestId("licensed-channel").first()).toHaveAttribute("data-sn", fifth.sn);

    const live = new LivePage(page);
    await live.open();
    await expect(await live.channel(fourth.sn, channelName(fourth))).toHaveAccessibleDescription(UNLICENSED);
    await live.play(fifth.sn, channelName(fifth));
    await expect(live.window(1)).toHaveAttribute("data-status", "playing", { timeout: 30_000 });
    await live.play(fourth.sn, channelName(fourth));
    await expect(live.window(2).getByTestId("channel-licence-notice")).toHaveAttribute("data-code", "33014");
  });
});
