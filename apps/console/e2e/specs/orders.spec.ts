import { readFile } from "node:fs/promises";
import { read, utils } from "@e965/xlsx";
import { registerUser, signedInApi } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";
import { OrderRecordPage } from "../pages/order-record-page";
import { OperationLogPage } from "../pages/operation-log-page";
import { SANDBOX_CARDS, ServicePages } from "../pages/service-pages";

// Issue 28: orders named in the UI language on the pay panel and the result page; the order record
// opens an order in full, gives a paid one's receipt, exports the filtered list, finds an order by
// part of its number, and fits 1440 × 900.
test("§2 §3 issue 28: a person pays an order named in their language, then finds it by part of its number, reads its detail, downloads its receipt and exports the list", async ({ page, baseURL, loginPage, shellPage }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await registerUser(baseURL!);
  // Another order of the organization (cancelled, one unpaid order at a time), so the number search has something to leave out.
  const api = await signedInApi(baseURL!, user);
  const other = await api.call("/license-vas-tob-oder/insert-pay-order", { durationType: 2, chlNum: 5 });
  await api.call("/license-vas-tob-oder/cancel", { orderNo: other.orderNo });

  await loginPage.goto();
  await loginPage.signIn(user.email, user.password);
  const service = new ServicePages(page);
  await service.openLicenceList();
  const orderNo = await service.orderLicenceFromList(3, "30 days");
  // The pay panel names what is bought in the UI language, not the server's spec.
  await expect(page.getByTestId("pay-panel").getByTestId("order-item")).toHaveText("Licenses for 3 cameras");
  await new OperationLogPage(page).chooseLanguage("简体中文");
  await expect(page.getByTestId("pay-panel").getByTestId("order-item")).toHaveText("3 路摄像机的许可证");
  await new OperationLogPage(page).chooseLanguage("English");
  await expect(service.cardMethod).toBeChecked();
  await service.payByCard(SANDBOX_CARDS.success);
  await expect(page.getByTestId("pay-result")).toHaveAttribute("data-outcome", "paid", { timeout: 20_000 });
  await expect(page.getByTestId("pay-result").getByTestId("order-item")).toHaveText("Licenses for 3 cameras");
  await page.getByRole("link", { name: "Go to orders" }).click();

  const orders = new OrderRecordPage(page);
  await expect(orders.rows).toHaveCount(2);
  // 1440 × 900: neither the page nor the table scrolls sideways.
  await expect.poll(() => orders.overflow()).toEqual({ page: false, region: false });

  // Part of the number finds it (the server matches, in the organization).
  await orders.numberFilter.fill(orderNo.slice(-7, -2));
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.row(orderNo)).toBeVisible();
  await expect(orders.row(other.orderNo)).toHaveCount(0);

  await orders.open(orderNo);
  await expect(orders.detail).toBeVisible();
  await expect(orders.fact("item")).toHaveText("Licenses for 3 cameras");
  await expect(orders.fact("status")).toHaveText("Paid");
  await expect(orders.fact("reference")).toHaveText(/^pi_/);
  await expect(orders.fact("payTime")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  // The toast lives 2 s (§9): watched from before the click (by its text: the open dialog hides the rest from the accessibility tree).
  const receiptSaid = expect(page.getByText(`Receipt for order ${orderNo} downloaded.`)).toBeVisible();
  const receipt = await orders.download(orders.receiptButton);
  await receiptSaid;
  expect(receipt.suggestedFilename()).toBe(`receipt-${orderNo}.html`);
  const html = await readFile((await receipt.path())!, "utf8");
  expect(html).toContain(`Receipt for order ${orderNo}`);
  expect(html).toContain("Licenses for 3 cameras");
  await orders.closeDetail();
  await expect(orders.detail).toBeHidden();

  // The export holds the filtered list: this order only.
  const exportSaid = expect(shellPage.toast.filter({ hasText: "Exported 1 order." })).toBeVisible();
  const file = await orders.download(orders.exportButton);
  await exportSaid;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{8}-\d{6}\.xlsx$/);
  const book = read(await readFile((await file.path())!));
  const sheet = utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
  expect(sheet.map((r) => [r["Order number"], r["Item"], r["Status"]])).toEqual([[orderNo, "Licenses for 3 cameras", "Paid"]]);
});
