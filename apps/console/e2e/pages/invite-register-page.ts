import type { Locator, Page } from "@playwright/test";

/**
 * The page an invitation's link opens (spec §2 /user-register, /company-register): what the
 * invitation is, the registration form, its outcome. Locators and actions only.
 */
export class InviteRegisterPage {
  readonly summary: Locator;
  readonly done: Locator;
  /** Why the link cannot be used (used, expired, unknown). */
  readonly linkError: Locator;
  readonly companyHeading: Locator;

  constructor(readonly page: Page) {
    this.summary = page.getByTestId("invite-summary");
    this.done = page.getByTestId("invite-register-done");
    this.linkError = page.getByTestId("invite-link-error");
    this.companyHeading = page.getByRole("heading", { name: "Register your organization" });
  }

  /** Opens the link from the mail (its path on this server). */
  async open(link: URL): Promise<void> {
    await this.page.goto(link.pathname);
  }

  /** Fills the form (the organization's name only on a company invitation) and submits it. */
  async register(form: { userName: string; password: string; orgName?: string }): Promise<void> {
    if (form.orgName !== undefined) await this.page.getByTestId("register-orgName").fill(form.orgName);
    await this.page.getByTestId("register-userName").fill(form.userName);
    await this.page.getByTestId("register-password").fill(form.password);
    await this.page.getByTestId("register-confirm").fill(form.password);
    await this.page.getByTestId("invite-register-submit").click();
  }
}
