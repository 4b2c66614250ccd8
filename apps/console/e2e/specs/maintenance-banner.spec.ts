import { registerUser } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, STORAGE, test } from "../fixtures/test";

// The notice is product-wide: announcing a real one would show on every other spec's pages, so this
// spec answers /sysmsg/maintenance/latest for its own page only (the server side has its own tests).
const notice = {
  id: "0b6f3d2e-1c4a-4e8b-9a57-3f1d2c4b5a69",
  startTime: Date.UTC(2030, 0, 1, 2),
  endTime: Date.UTC(2030, 0, 1, 4),
  messages: { "en-US": "Database upgrade tonight.", "zh-CN": "今晚数据库升级。" },
};

test.describe("issue #14 maintenance notice", () => {
  test("§7 /sysmsg/maintenance/latest: the shell shows the notice in the user's language; dismissed, it stays away after a reload", async ({ page, baseURL }) => {
    let current = notice;
    await page.route("**/vms/sysmsg/maintenance/latest", (route) => route.fulfill({ json: { basic: { code: 200, msg: "success" }, data: { notice: current } } }));
    const user = await registerUser(baseURL!);
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/account");
    const banner = page.getByTestId("maintenance-banner");
    await expect(banner).toContainText("Database upgrade tonight.");
    await banner.getByRole("button", { name: "Dismiss the maintenance notice" }).click();
    await expect(banner).toHaveCount(0);
    const answered = page.waitForResponse("**/vms/sysmsg/maintenance/latest");
    await page.reload();
    await answered;
    await expect(page.getByTestId("faq-link")).toBeVisible();
    await expect(banner).toHaveCount(0);

    // A new notice shows again, in Chinese for a Chinese console.
    current = { ...notice, id: "5d0c7a1e-8f2b-4c3d-9e6a-7b1f0a2c3d4e" };
    await page.evaluate((key) => localStorage.setItem(key, "zh-CN"), STORAGE.locale);
    await page.reload();
    await expect(banner).toContainText("今晚数据库升级。");
  });
});
