import type { Download, Locator, Page } from "@playwright/test";

/** Settings → Alarm rules: the rules, their form, and the plate libraries tab with a library's plates. Actions and reads only. */
export class AlarmRulesPage {
  readonly page: Page;
  /** The add/edit rule form (a dialog). */
  readonly form: Locator;
  /** The add/edit plate form of a library. */
  readonly plateForm: Locator;
  /** The plates of the open library. */
  readonly plateRows: Locator;
  /** The import dialog (the page's one dialog while it is open). */
  readonly importDialog: Locator;
  /** The import dialog's "All or nothing" policy line. */
  readonly importPolicy: Locator;
  /** The import dialog's refusal, with {@link importErrorRows}. */
  readonly importFailed: Locator;
  readonly importErrorRows: Locator;

  constructor(page: Page) {
    this.page = page;
    this.form = page.getByTestId("rule-form");
    this.plateForm = page.getByTestId("plate-form");
    this.plateRows = page.getByTestId("plate-row");
    this.importDialog = page.getByRole("dialog");
    this.importPolicy = page.getByTestId("import-policy");
    this.importFailed = page.getByTestId("import-failed");
    this.importErrorRows = page.getByTestId("import-error-row");
  }

  /** Settings → Alarm rules, by clicking. */
  async openFromMenu(): Promise<void> {
    await this.page.getByTestId("menu-settings").click();
    await this.page.getByTestId("submenu-alarmRules").click();
  }

  /** The row of the rule named `name`. */
  rule(name: string): Locator {
    return this.page.getByTestId("rule-row").filter({ hasText: name });
  }

  /** Opens the rule's form with its edit button (the row's first action). */
  async edit(name: string): Promise<void> {
    await this.rule(name).getByRole("button").first().click();
  }

  /** Opens an empty rule form with "Add rule". */
  async addRule(): Promise<void> {
    await this.page.getByTestId("add-rule").click();
  }

  async nameRule(name: string): Promise<void> {
    await this.form.getByTestId("rule-name").fill(name);
  }

  /** A field of the open rule form by its test id, e.g. "rule-sites", "rule-attr-upperColor". */
  ruleField(testId: string): Locator {
    return this.form.getByTestId(testId);
  }

  /** Picks `option` in the type-ahead field `testId` of the open rule form. */
  async pickInRule(testId: string, option: string): Promise<void> {
    await this.pick(this.ruleField(testId), option);
  }

  /** The names a picker of the rule form offers; closes it by leaving the field (Escape could close the dialog itself). */
  async ruleOptions(testId: string): Promise<string[]> {
    await this.ruleField(testId).getByRole("combobox").click();
    const names = await this.page.getByRole("listbox").getByRole("option").allTextContents();
    await this.form.getByTestId("rule-name").click();
    await this.page.getByRole("listbox").waitFor({ state: "detached" });
    return names;
  }

  /** The schedule's "From" or "Until" time field. */
  scheduleTime(which: "From" | "Until"): Locator {
    return this.form.getByLabel(which);
  }

  async saveRule(): Promise<void> {
    await this.form.getByTestId("rule-form-save").click();
  }

  /** Opens the recipients picker of the open form. */
  async openRecipients(): Promise<void> {
    await this.form.getByTestId("rule-recipients").getByRole("combobox").click();
  }

  /** A user in the open recipients picker, by e-mail (the option names the user and why they cannot be chosen). */
  recipient(email: string): Locator {
    return this.page.getByRole("listbox").getByRole("option").filter({ hasText: email });
  }

  /** Closes the picker by leaving it (Escape would close the dialog too), then the form with its Cancel button. */
  async cancel(cancelLabel: string): Promise<void> {
    await this.form.getByRole("heading").click();
    await this.form.getByRole("button", { name: cancelLabel, exact: true }).click();
  }

  /** The plate libraries tab (spec §2: alarm rules' children). */
  async openPlateLibraries(): Promise<void> {
    await this.page.getByTestId("tab-generalVehicle").click();
  }

  /** Adds a plate library by its name. */
  async addLibrary(name: string): Promise<void> {
    await this.page.getByTestId("add-plate-group").click();
    const form = this.page.getByTestId("plate-group-form");
    await form.getByRole("textbox").fill(name);
    await form.getByRole("button", { name: "Save" }).click();
  }

  library(name: string): Locator {
    return this.page.getByTestId("plate-group-row").filter({ hasText: name });
  }

  /** Opens the library named `name`. */
  async openLibrary(name: string): Promise<void> {
    await this.page.getByRole("link", { name }).click();
  }

  /** Opens the import dialog of the open library. */
  async openImport(): Promise<void> {
    await this.page.getByTestId("import-plates").click();
  }

  /** In the import dialog: downloads the template; answers the download. */
  async downloadTemplate(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByTestId("download-template").click();
    return download;
  }

  /** In the import dialog: chooses `file` and imports it. */
  async importFile(file: string): Promise<void> {
    await this.page.getByTestId("import-file").setInputFiles(file);
    await this.page.getByTestId("import-submit").click();
  }

  /** Imports `file` into the open library (the dialog then shows its answer). */
  async importPlates(file: string): Promise<void> {
    await this.openImport();
    await this.importFile(file);
  }

  /** The import dialog's success line. */
  get importSuccess(): Locator {
    return this.page.getByTestId("import-success");
  }

  async closeImport(): Promise<void> {
    await this.page.getByRole("button", { name: "Close" }).click();
  }

  plate(plateNumber: string): Locator {
    return this.plateRows.filter({ hasText: plateNumber });
  }

  /** Opens an empty plate form with "Add plate". */
  async addPlate(): Promise<void> {
    await this.page.getByTestId("add-plate").click();
  }

  /** A field of the open plate form by its name, e.g. "plateNumber", "brand". */
  plateField(name: string): Locator {
    return this.plateForm.getByTestId(`plate-field-${name}`);
  }

  async pickInPlate(name: string, option: string): Promise<void> {
    await this.pick(this.plateField(name), option);
  }

  /** Picks a plain select's option in the plate form, e.g. the colour. */
  async selectInPlate(name: string, option: string): Promise<void> {
    await this.plateField(name).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  async savePlate(): Promise<void> {
    await this.plateForm.getByRole("button", { name: "Save" }).click();
  }

  /** Picks `option` in the MUI Autocomplete inside `field`; waits for its list to close on the pick (Escape would close the dialog too). */
  private async pick(field: Locator, option: string): Promise<void> {
    await field.getByRole("combobox").click();
    await field.getByRole("combobox").fill(option);
    await this.page.getByRole("option", { name: option, exact: false }).first().click();
    await this.page.getByRole("listbox").waitFor({ state: "detached" });
  }
}
