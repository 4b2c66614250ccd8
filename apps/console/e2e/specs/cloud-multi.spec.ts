import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { SANDBOX_CARDS, ServicePages } from "../pages/service-pages";

// Issue 28 "no purchase for several channels at once" (spec §3 cloud storage, §7 /cloud-storage/purchase):
// a person ticks two channels on the buy page, sees price × 2, pays one order, and both channels get the package.
test("§3 issue 28: Service → Cloud storage buys one package for two channels in one order paid once", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const api = await signedInApi(baseURL!, DEMO_ADMIN);
  // Two channels without a plan on the table's first page, past the demo's first 3 (its seed gives them a
  // plan once their devices are bound, which may happen while this test runs).
  const plans = (await api.call("/cloud-storage/chl/order/query", { pageNum: 1, pageSize: 100 })).list.slice(3).filter((p) => p.status === 8);
  const [first, second] = plans;
  expect(second, "two demo channels without a plan").toBeTruthy();
  const goods = (await api.call("/cloud-storage/goods/list", {})).list.find((g) => !g.trial)!;

  await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/home");
  const service = new ServicePages(page);
  await service.openCloudStorage();
  await service.cloudPlanRow(first!.sn, first!.chlIndex).getByRole("link").click();
  await page.locator('[data-testid="cloud-goods"] label:not([data-trial])').first().click();
  await expect(service.cloudChannelOption(first!.sn, first!.chlIndex)).toBeChecked();
  await expect(page.getByTestId("cloud-total")).toHaveText(`Total: ${goods.price} USD for 1 channel`);
  await service.cloudChannelOption(second!.sn, second!.chlIndex).check();
  const twice = ((goods.priceCents * 2) / 100).toFixed(2);
  await expect(page.getByTestId("cloud-total")).toHaveText(`Total: ${twice} USD for 2 channels`);
  await page.getByTestId("cloud-buy").click();
  await expect(page).toHaveURL(/orderNo=/);
  // The pay panel names both channels and asks for price × 2.
  await expect(page.getByTestId("order-item")).toContainText(first!.chlName);
  await expect(page.getByTestId("order-item")).toContainText(second!.chlName);
  await expect(page.getByText(`${twice} USD`).first()).toBeVisible();
  await expect(service.cardMethod).toBeChecked();
  await service.payByCard(SANDBOX_CARDS.success);
  await expect(page.getByTestId("pay-result")).toHaveAttribute("data-outcome", "paid", { timeout: 20_000 });

  await page.getByRole("link", { name: "Go to orders" }).click();
  await service.openCloudStorage();
  for (const c of [first!, second!]) {
    const row = service.cloudPlanRow(c.sn, c.chlIndex);
    await expect(row.getByTestId("channel-plan-status")).toHaveText("In use");
    await expect(row.getByTestId("channel-plan-package")).toContainText(`${goods.storageDays} days of cyclic storage`);
  }
});
