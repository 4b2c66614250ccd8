import type { Locator, Page } from "@playwright/test";

/** /account and the pages under privacy and security it leads to. Actions and reads only. */
export class AccountPage {
  readonly page: Page;
  readonly profileForm: Locator;
  readonly ownLoginLog: Locator;
  readonly orgLoginLog: Locator;
  readonly versionInfoLink: Locator;
  readonly saveProfileButton: Locator;
  readonly avatarInput: Locator;
  readonly avatarImage: Locator;
  readonly addAuthenticatorButton: Locator;
  readonly otpSecret: Locator;
  readonly otpQr: Locator;
  readonly selfMfaSwitch: Locator;
  /** The account page's link to the MFA page (every account has it, issue 27). */
  readonly mfaConfigLink: Locator;
  /** The confirmation of removing a factor: its password-or-code field and button. */
  readonly removeProof: Locator;
  readonly confirmRemoveButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.profileForm = page.getByRole("form", { name: "Personal information" });
    this.ownLoginLog = page.getByTestId("login-logs-self");
    this.orgLoginLog = page.getByTestId("login-logs-org");
    this.versionInfoLink = page.getByTestId("version-info-link");
    this.saveProfileButton = page.getByTestId("save-profile");
    this.avatarInput = page.getByTestId("avatar-input");
    this.avatarImage = page.getByTestId("profile-avatar").locator("img");
    this.addAuthenticatorButton = page.getByTestId("add-authenticator");
    this.otpSecret = page.getByTestId("otp-secret");
    this.otpQr = page.getByTestId("otp-qr");
    this.selfMfaSwitch = page.getByTestId("mfa-self-switch").locator("input");
    this.mfaConfigLink = page.getByTestId("mfa-config-link");
    this.removeProof = page.getByRole("dialog").getByLabel("Password or authenticator code");
    this.confirmRemoveButton = page.getByTestId("confirm-remove");
  }

  /** The remove button of a listed factor by its shown name, e.g. "Authenticator app". */
  removeFactorButton(name: string): Locator {
    return this.page.getByRole("button", { name: `Remove ${name}` });
  }

  /** A field of the personal-information form by its label. */
  profileField(label: string): Locator {
    return this.profileForm.getByLabel(label, { exact: true });
  }

  /** Types a code into the authenticator dialog's digit boxes. */
  async typeOtp(code: string): Promise<void> {
    await this.page.getByRole("dialog").getByLabel("Digit 1").click();
    await this.page.keyboard.type(code);
  }

  /** A listed second factor, e.g. "OTP". */
  factor(type: string): Locator {
    return this.page.getByTestId(`mfa-factor-${type}`);
  }

  async goto(): Promise<void> {
    await this.page.goto("/account");
  }

  /** Rows of a login-log table. */
  logRows(table: Locator): Locator {
    return table.getByTestId("login-log-row");
  }
}
