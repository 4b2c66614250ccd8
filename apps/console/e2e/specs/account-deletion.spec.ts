import { registerUser, signedInApi } from "../fixtures/accounts";
import { DeviceLab } from "../fixtures/devices";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";

let lab: DeviceLab;
test.beforeEach(({ baseURL }) => {
  lab = new DeviceLab(baseURL!);
});
test.afterEach(async () => {
  await lab.stopAll();
});

test.describe("issue #14 account deletion", () => {
  test("§8 33401: an account blocked by a device says so; once the device is unbound it is deleted and signed out", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const user = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, user);
    const site = await createSite(api, `Leaving ${Date.now().toString(36)}`, null);
    const [descriptor] = lab.fleet("leave", 1);
    const device = await lab.start(descriptor!);
    await api.call("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId: site.siteId, name: "Last camera" });

    await openSignedIn(page, await loginViaApi(baseURL!, user), "/account");
    await page.getByTestId("delete-account-open").click();
    const blocked = page.getByTestId("delete-account-blocked");
    await expect(blocked).toContainText("Remove your devices before deleting the account.");
    await expect(blocked).toContainText("Devices: 1.");
    await expect(page.getByTestId("delete-account-confirm")).toHaveCount(0);
    await page.getByRole("button", { name: "Cancel" }).click();

    await api.call("/device/unbind", { sn: device.sn });
    await page.getByTestId("delete-account-open").click();
    await page.getByTestId("delete-account-password").fill(user.password);
    await page.getByTestId("delete-account-confirm").click();
    await expect(page).toHaveURL(/\/login/);
    // The account is gone: its password signs in no more.
    await expect(loginViaApi(baseURL!, user)).rejects.toThrow();
  });
});
