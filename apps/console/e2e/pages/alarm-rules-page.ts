import type { Locator, Page } from "@playwright/test";

/** Settings → Alarm rules: the rules, their form, and the plate libraries tab. Actions and reads only. */
export class AlarmRulesPage {
  readonly page: Page;
  /** The add/edit rule form (a dialog). */
  readonly form: Locator;

  constructor(page: Page) {
    this.page = page;
    this.form = page.getByTestId("rule-form");
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

  /** Opens the library named `name`. */
  async openLibrary(name: string): Promise<void> {
    await this.page.getByRole("link", { name }).click();
  }

  /** Imports `file` into the open library and waits for the dialog's answer. */
  async importPlates(file: string): Promise<void> {
    await this.page.getByTestId("import-plates").click();
    await this.page.getByTestId("import-file").setInputFiles(file);
    await this.page.getByTestId("import-submit").click();
  }

  /** The import dialog's success line. */
  get importSuccess(): Locator {
    return this.page.getByTestId("import-success");
  }
}
