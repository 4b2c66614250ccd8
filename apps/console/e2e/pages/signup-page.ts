import type { Locator, Page } from "@playwright/test";

/** The /signup screen. Actions and reads only. */
export class SignupPage {
  readonly page: Page;
  readonly email: Locator;
  readonly userName: Locator;
  readonly orgName: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly emailCode: Locator;
  readonly sendCode: Locator;
  readonly terms: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    this.page = page;
    const field = (name: string) => page.locator(`input[name="${name}"]`);
    this.email = field("email");
    this.userName = field("userName");
    this.orgName = field("orgName");
    this.password = field("password");
    this.confirm = field("confirm");
    this.emailCode = field("emailCode");
    this.sendCode = page.getByTestId("send-code");
    this.terms = field("agreeTerms");
    this.submit = page.getByTestId("sign-up");
  }

  async goto(): Promise<void> {
    await this.page.goto("/signup");
  }

  /** Everything but the e-mail code. */
  async fillAccount(user: { email: string; userName: string; password: string; orgName?: string }): Promise<void> {
    await this.email.fill(user.email);
    await this.userName.fill(user.userName);
    if (user.orgName) await this.orgName.fill(user.orgName);
    await this.password.fill(user.password);
    await this.confirm.fill(user.password);
    await this.terms.check();
  }
}
