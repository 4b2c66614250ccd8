import type { Locator, Page } from "@playwright/test";

/** Fields of the site form, by their names in the form. */
export interface SiteFormInput {
  siteName?: string;
  city?: string;
  address?: string;
  contactPerson?: string;
  contactPhone?: string;
}

/** The /site/sitelist page: tree, details and the site dialogs. Actions and reads only; specs assert. */
export class SitesPage {
  readonly page: Page;
  readonly emptyState: Locator;
  readonly createFirstSiteButton: Locator;
  readonly addSiteButton: Locator;
  readonly search: Locator;
  readonly tree: Locator;
  readonly rows: Locator;
  readonly detailsName: Locator;
  readonly form: Locator;
  /** The 33822 / 33823 / … notice inside the site form. */
  readonly formError: Locator;
  readonly formSave: Locator;
  readonly deleteDialog: Locator;
  readonly deleteError: Locator;
  /**
   * The toast (spec §8), told apart from the alerts inside dialogs. By CSS, not by role: an open
   * dialog hides the rest of the page (the toaster too) from the accessibility tree.
   */
  readonly toast: Locator;

  constructor(page: Page) {
    this.page = page;
    this.emptyState = page.getByTestId("sites-empty");
    this.createFirstSiteButton = page.getByTestId("create-first-site");
    this.addSiteButton = page.getByTestId("add-site");
    this.search = page.getByTestId("site-search");
    this.tree = page.getByTestId("site-tree");
    this.rows = page.getByTestId("site-tree-row");
    this.detailsName = page.getByTestId("site-details-name");
    this.form = page.getByTestId("site-form");
    this.formError = page.getByTestId("site-form-error");
    this.formSave = page.getByTestId("site-form-save");
    this.deleteDialog = page.getByTestId("delete-site-dialog");
    this.deleteError = page.getByTestId("delete-site-error");
    this.toast = page.locator('.MuiSnackbar-root [role="alert"]');
  }

  async goto(): Promise<void> {
    await this.page.goto("/site/sitelist");
  }

  /** The tree row of the site named exactly `name`. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId("site-tree-name").getByText(name, { exact: true }) });
  }

  /** [name, level] of every row on screen, top to bottom. */
  async treeShape(): Promise<[string, number][]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('[data-testid="site-tree-name"]')?.textContent ?? "", Number(row.getAttribute("data-level"))] as [string, number]),
    );
  }

  /** A count of a row ("device" or "subsite") as its number. */
  async count(name: string, kind: "device" | "subsite"): Promise<number> {
    return Number(await this.row(name).getByTestId(`site-${kind}-count`).getAttribute("data-count"));
  }

  async select(name: string): Promise<void> {
    await this.row(name).getByTestId("site-tree-select").click();
  }

  async expand(name: string): Promise<void> {
    await this.row(name).getByTestId("site-tree-toggle").click();
  }

  /** Opens the row's menu and picks add sub-site, edit or delete. */
  async rowAction(name: string, action: "add" | "edit" | "delete"): Promise<void> {
    await this.row(name).getByTestId("site-actions").click();
    await this.page.getByTestId(`site-action-${action}`).click();
  }

  /** Fills the open site form (only the given fields). */
  async fillForm(values: SiteFormInput): Promise<void> {
    for (const [field, value] of Object.entries(values)) {
      await this.form.getByTestId(`site-field-${field}`).fill(value ?? "");
    }
  }

  /** Fills the open site form and saves it. */
  async submitForm(values: SiteFormInput): Promise<void> {
    await this.fillForm(values);
    await this.formSave.click();
  }

  /** Adds a sub-site below `parent` through the row menu. */
  async addSubSite(parent: string, values: SiteFormInput): Promise<void> {
    await this.rowAction(parent, "add");
    await this.submitForm(values);
  }

  async confirmDelete(): Promise<void> {
    await this.deleteDialog.getByTestId("confirm-delete-site").click();
  }

  /** The helper text under a form field (its §5 message), e.g. "city". */
  fieldMessage(field: string): Locator {
    return this.form.locator(".MuiFormControl-root", { has: this.page.getByTestId(`site-field-${field}`) }).locator(".MuiFormHelperText-root");
  }

  /** A value of the details list, e.g. "city". */
  info(key: string): Locator {
    return this.page.getByTestId(`site-info-${key}`);
  }
}
