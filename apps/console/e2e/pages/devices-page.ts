import type { Locator, Page } from "@playwright/test";

/** The asset page (/device/index) with its dialogs and the device detail drawer. Actions and reads only. */
export class DevicesPage {
  readonly page: Page;
  readonly addButton: Locator;
  readonly rows: Locator;
  readonly searchBox: Locator;
  readonly bindSn: Locator;
  readonly bindCode: Locator;
  readonly bindName: Locator;
  readonly bindSubmit: Locator;
  readonly bindError: Locator;
  readonly renameInput: Locator;
  readonly renameSubmit: Locator;
  readonly unbindConfirm: Locator;
  readonly detail: Locator;
  readonly detailStatus: Locator;

  constructor(page: Page) {
    this.page = page;
    this.addButton = page.getByTestId("add-device");
    this.rows = page.getByTestId("device-row");
    this.searchBox = page.getByTestId("filter-search");
    this.bindSn = page.getByTestId("bind-sn");
    this.bindCode = page.getByTestId("bind-securityCode");
    this.bindName = page.getByTestId("bind-name");
    this.bindSubmit = page.getByTestId("bind-submit");
    this.bindError = page.getByTestId("bind-error");
    this.renameInput = page.getByTestId("rename-name");
    this.renameSubmit = page.getByTestId("rename-submit");
    this.unbindConfirm = page.getByTestId("unbind-confirm");
    this.detail = page.getByTestId("device-detail");
    this.detailStatus = this.detail.getByTestId("detail-status").locator("[data-status]");
  }

  async goto(): Promise<void> {
    await this.page.goto("/device/index");
  }

  /** The table row of a device. */
  row(sn: string): Locator {
    return this.page.locator(`[data-testid="device-row"][data-sn="${sn}"]`);
  }

  /** The first row of an online device. */
  get firstOnlineRow(): Locator {
    return this.page.locator('[data-testid="device-row"]:has([data-status="online"])').first();
  }

  /** The table's scrolling box and its Actions column header (spec §9 layout). */
  get tableScroll(): Locator {
    return this.page.getByTestId("device-table-scroll");
  }

  get actionsHeader(): Locator {
    return this.page.getByTestId("device-actions-header");
  }

  /** The detail drawer as the dialog it is (spec §9: a named dialog). */
  get detailDialog(): Locator {
    return this.page.getByRole("dialog");
  }

  /** The time zone choices of the open detail's time tab (in the select's popup). */
  get timeZoneOptions(): Locator {
    return this.page.getByTestId("time-zone-option");
  }

  /** The bind dialog's site picker. */
  get bindSite(): Locator {
    return this.page.getByTestId("bind-site");
  }

  /** The status badge of a device's row; its `data-status` is online, offline or unknown. */
  rowStatus(sn: string): Locator {
    return this.row(sn).locator("[data-status]");
  }

  /** Opens the add dialog and binds a device to the site picked by name. */
  async bind(input: { sn: string; securityCode: string; siteName: string; name?: string }): Promise<void> {
    await this.addButton.click();
    await this.bindSn.fill(input.sn);
    await this.bindCode.fill(input.securityCode);
    const site = this.page.getByTestId("bind-site").getByRole("combobox");
    await site.click();
    await this.page.getByRole("option", { name: input.siteName, exact: true }).click();
    if (input.name) await this.bindName.fill(input.name);
    await this.bindSubmit.click();
  }

  async rename(sn: string, name: string): Promise<void> {
    await this.row(sn).getByTestId("device-rename").click();
    await this.renameInput.fill(name);
    await this.renameSubmit.click();
  }

  /** Picks a site by name in a site picker (the edit dialog's, the filter's …). */
  async pickSite(testId: string, siteName: string): Promise<void> {
    await this.page.getByTestId(testId).getByRole("combobox").click();
    await this.page.getByRole("option", { name: siteName, exact: true }).click();
  }

  /** Moves a device to another site through its edit dialog. */
  async move(sn: string, siteName: string): Promise<void> {
    await this.row(sn).getByTestId("device-rename").click();
    await this.pickSite("edit-device-site", siteName);
    await this.renameSubmit.click();
  }

  async unbind(sn: string): Promise<void> {
    await this.row(sn).getByTestId("device-unbind").click();
    await this.unbindConfirm.click();
  }

  /** Opens the detail drawer of a device on a tab. */
  async openDetail(sn: string, tab?: string): Promise<void> {
    await this.row(sn).getByTestId("device-open").click();
    if (tab) await this.detailTab(tab).click();
  }

  detailTab(tab: string): Locator {
    return this.detail.getByTestId(`detail-tab-${tab}`);
  }

  /** The enabled switch of a channel in the Channels tab. */
  channelSwitch(chlIndex: number): Locator {
    return this.detail.getByTestId(`channel-enabled-${chlIndex}`);
  }

  async closeDetail(): Promise<void> {
    await this.detail.getByTestId("detail-close").click();
  }
}
