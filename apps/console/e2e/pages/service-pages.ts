import type { Locator, Page } from "@playwright/test";

/** Test cards of the payment sandbox (packages/payment-sandbox, after Stripe's). */
export const SANDBOX_CARDS = {
  success: "4242424242424242",
  cardLimit: "4000000000009995",
  restricted: "4000000000009987",
} as const;

/** The service pages (spec §2 /service/…): actions and reads only. */
export class ServicePages {
  /** The pay panel's "Card" payment method (the default one). */
  readonly cardMethod: Locator;
  /** The confirmation dialog of "Cancel order". */
  readonly cancelDialog: Locator;

  /** The pay panel (data-outcome: pay, declined, timedOut, cancelled) and its parts. */
  readonly payPanel: Locator;
  readonly payNow: Locator;
  readonly payCountdown: Locator;
  readonly payOutcome: Locator;
  readonly payDecline: Locator;
  /** The payment result page (data-outcome: paid, declined, …) and the provider page's way back. */
  readonly payResult: Locator;
  readonly providerReturn: Locator;
  readonly licenceTable: Locator;
  readonly licenceRows: Locator;
  readonly licenceChlNum: Locator;
  /** The license trial offer on the purchase page. */
  readonly licenceTrial: Locator;
  /** The warning that blocks a licensed action for lack of a license. */
  readonly noLicenceWarning: Locator;
  /** On the cloud storage buy page: the packages (paid ones, the trial) and Buy. */
  readonly paidPackage: Locator;
  readonly trialPackage: Locator;
  readonly cloudBuy: Locator;
  readonly orderRows: Locator;
  readonly orderNumberFilter: Locator;

  constructor(readonly page: Page) {
    this.cardMethod = page.getByRole("radio", { name: "Card" });
    this.cancelDialog = page.getByRole("dialog", { name: "Cancel order" });
    this.payPanel = page.getByTestId("pay-panel");
    this.payNow = page.getByTestId("pay-now");
    this.payCountdown = page.getByTestId("pay-countdown");
    this.payOutcome = page.getByTestId("pay-outcome");
    this.payDecline = page.getByTestId("pay-decline");
    this.payResult = page.getByTestId("pay-result");
    this.providerReturn = page.getByTestId("return");
    this.licenceTable = page.getByTestId("licence-table");
    this.licenceRows = page.getByTestId("licence-row");
    this.licenceChlNum = page.getByTestId("licence-chl-num");
    this.licenceTrial = page.getByTestId("licence-trial");
    this.noLicenceWarning = page.locator('[data-testid="licence-warning"][data-warning="noLicence"]');
    this.paidPackage = page.locator('[data-testid="cloud-goods"] label:not([data-trial])').first();
    this.trialPackage = page.locator('[data-testid="cloud-goods"] label[data-trial]');
    this.cloudBuy = page.getByTestId("cloud-buy");
    this.orderRows = page.getByTestId("order-row");
    this.orderNumberFilter = page.getByTestId("orders-filter-no");
  }

  /** On the pay panel after a declined card: "Pay again" with another card, on the sandbox's page. */
  async payAgainByCard(card: string): Promise<void> {
    await this.page.getByRole("button", { name: "Pay again" }).click();
    await this.page.getByLabel("Card number").fill(card);
    await this.page.getByRole("button", { name: "Pay", exact: true }).click();
  }

  /** A link on the payment pages by its name ("Go to orders", "Back to payment", …). */
  link(name: string): Locator {
    return this.page.getByRole("link", { name });
  }

  /** Service → Cloud storage from the menu, as a person gets there. */
  async openCloudStorage(): Promise<void> {
    await this.page.getByTestId("menu-service").click();
    await this.page.getByTestId("submenu-cloudStoragePurchase").click();
  }

  /** A channel's row in the cloud storage table (purchase or storage management). */
  cloudPlanRow(sn: string, chlIndex: number): Locator {
    return this.page.locator(`[data-testid="channel-plan-row"][data-sn="${sn}"][data-chl="${chlIndex}"]`);
  }

  /** On the cloud storage buy page (issue 28): a channel's checkbox among those the order buys for. */
  cloudChannelOption(sn: string, chlIndex: number): Locator {
    return this.page.locator(`[data-testid="cloud-channel-option"][data-sn="${sn}"][data-chl="${chlIndex}"]`).getByRole("checkbox");
  }

  /** A channel's auto renew switch in the cloud storage table (issue 28). */
  autoRenew(sn: string, chlIndex: number): Locator {
    return this.page.locator(`[data-testid="channel-plan-row"][data-sn="${sn}"][data-chl="${chlIndex}"]`).getByRole("switch");
  }

  /** Purchase → conf → pay: orders `chlNum` cameras for the term labelled `term`; returns the order number. */
  async orderLicence(chlNum: number, term: string): Promise<string> {
    await this.page.goto("/service/servicelicense/purchase");
    return this.placeLicenceOrder(chlNum, term);
  }

  /** From the license list (where the service menu lands): "Buy licenses", then as {@link orderLicence}. */
  async orderLicenceFromList(chlNum: number, term: string): Promise<string> {
    await this.page.getByRole("link", { name: "Buy licenses" }).click();
    return this.placeLicenceOrder(chlNum, term);
  }

  /** The license list from the menu (Service opens it), as a person gets there. */
  async openLicenceList(): Promise<void> {
    await this.page.getByTestId("menu-service").click();
    await this.page.waitForURL(/\/service\/servicelicense\/list/);
  }

  /** On the purchase page (reached by a "Buy licenses" link): orders and goes to pay; returns the order number. */
  async placeLicenceOrder(chlNum: number, term: string): Promise<string> {
    const page = this.page;
    await page.waitForURL(/\/service\/servicelicense\/purchase/);
    await page.getByTestId("licence-chl-num").fill(String(chlNum));
    await page.getByRole("radio", { name: term }).check();
    await page.getByTestId("licence-total").waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.waitForURL(/\/service\/servicelicense\/conf/);
    await page.getByRole("checkbox", { name: "I agree to the service terms" }).check();
    await page.getByTestId("licence-place-order").click();
    await page.waitForURL(/\/service\/servicelicense\/pay\?orderNo=/);
    return (await page.getByTestId("order-no").textContent()) ?? "";
  }

  /** On the pay panel: pays by card on the sandbox's hosted page. */
  async payByCard(card: string): Promise<void> {
    const page = this.page;
    await page.getByTestId("pay-now").click();
    await page.getByLabel("Card number").fill(card);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
  }

  /** On the pay panel or the order record: "Cancel order", which asks in {@link cancelDialog} (issue 27). */
  async askToCancelOrder(orderNo: string): Promise<void> {
    await this.page.getByRole("button", { name: `Cancel order ${orderNo}` }).click();
  }

  /** Confirms the open {@link cancelDialog} and waits for it to close. */
  async confirmCancelOrder(): Promise<void> {
    await this.cancelDialog.getByRole("button", { name: "Cancel order" }).click();
    await this.cancelDialog.waitFor({ state: "hidden" });
  }

  /** The row of an order on the order record. */
  orderRow(orderNo: string) {
    return this.page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
  }

  /** "Licensed channels" on the license list (issue 27): one camera's row by its SN. */
  licensedChannel(sn: string) {
    return this.page.getByTestId("licensed-channels").locator(`[data-testid="licensed-channel"][data-sn="${sn}"]`);
  }

  /** The status cell of an order on the order record. */
  async orderStatus(orderNo: string): Promise<string> {
    await this.page.goto("/service/order");
    await this.page.getByTestId("orders-filter-no").fill(orderNo);
    const row = this.orderRow(orderNo);
    // Waits for the filter to leave this order alone in the table.
    await row.waitFor();
    await this.page.getByTestId("order-row").nth(1).waitFor({ state: "detached" });
    return (await row.getByTestId("order-status").textContent()) ?? "";
  }
}
