import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { SANDBOX_CARDS, ServicePages } from "../pages/service-pages";

// Issue 28 / spec §3 "auto renew": a channel's paid cloud storage package renews by itself when the
// administrator says so; the switch is per channel, kept by the server, and said when changed.
test("§3 issue 28: Service → Cloud storage switches a channel's auto renew on and off; it stays after a reload; channels without a paid package cannot", async ({ page, baseURL, shellPage }) => {
  test.setTimeout(90_000);
  const api = await signedInApi(baseURL!, DEMO_ADMIN);
  const online = new Set((await api.call("/merchant-site-chl/list", {})).list.flatMap((s) => s.devices.flatMap((d) => d.channels.filter((c) => c.status === 1).map((c) => `${d.sn}/${c.chlIndex}`))));
  const plans = (await api.call("/cloud-storage/chl/order/query", { pageNum: 1, pageSize: 100 })).list.filter((p) => p.status === 8 && online.has(`${p.sn}/${p.chlIndex}`));
  const [paid, none] = plans;
  expect(none, "two online demo channels without a plan").toBeTruthy();
  await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/home");
  const service = new ServicePages(page);
  await service.openCloudStorage();
  // Off and disabled until a paid package covers the channel.
  await expect(service.autoRenew(paid!.sn, paid!.chlIndex)).toBeDisabled();
  // Buy a monthly package for the first one, as a person does: its row, a paid package, pay by card.
  await page.locator(`[data-testid="channel-plan-row"][data-sn="${paid!.sn}"][data-chl="${paid!.chlIndex}"]`).getByRole("link").click();
  await page.locator('[data-testid="cloud-goods"] label:not([data-trial])').first().click();
  await page.getByTestId("cloud-buy").click();
  await expect(page).toHaveURL(/orderNo=/);
  await expect(service.cardMethod).toBeChecked();
  await service.payByCard(SANDBOX_CARDS.success);
  await expect(page.getByTestId("pay-result")).toHaveAttribute("data-outcome", "paid", { timeout: 20_000 });
  // From the result page back into the console, then Service → Cloud storage.
  await page.getByRole("link", { name: "Go to orders" }).click();
  await service.openCloudStorage();
  const toggle = service.autoRenew(paid!.sn, paid!.chlIndex);
  await expect(toggle).toHaveAccessibleName(`Auto renew ${paid!.chlName}`);
  const before = false;
  await expect(toggle).toBeChecked({ checked: before });
  const said = expect(shellPage.toast.filter({ hasText: `Auto renew is ${before ? "off" : "on"} for ${paid!.chlName}.` })).toBeVisible();
  await toggle.click();
  await said;
  await expect(toggle).toBeChecked({ checked: !before });
  await page.reload();
  await expect(service.autoRenew(paid!.sn, paid!.chlIndex)).toBeChecked({ checked: !before });
  await expect(service.autoRenew(none!.sn, none!.chlIndex)).toBeDisabled();
  // Leave the shared demo as found.
  const back = expect(shellPage.toast.filter({ hasText: `Auto renew is ${before ? "on" : "off"} for ${paid!.chlName}.` })).toBeVisible();
  await service.autoRenew(paid!.sn, paid!.chlIndex).click();
  await back;
  await expect(service.autoRenew(paid!.sn, paid!.chlIndex)).toBeChecked({ checked: before });
});
