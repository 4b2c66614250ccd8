import type { Locator, Page } from "@playwright/test";

/** The second sign-in step (spec §4 MFA dialog). Actions and reads only. */
export class MfaDialog {
  readonly page: Page;
  readonly dialog: Locator;
  readonly chooseEmail: Locator;
  readonly chooseApp: Locator;
  readonly instructions: Locator;
  readonly error: Locator;
  readonly back: Locator;
  readonly sendCode: Locator;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByTestId("mfa-dialog").getByRole("dialog");
    this.chooseEmail = this.dialog.getByTestId("mfa-choose-email");
    this.chooseApp = this.dialog.getByTestId("mfa-choose-otp");
    this.instructions = this.dialog.getByTestId("mfa-instructions");
    this.error = this.dialog.getByTestId("mfa-error");
    this.back = this.dialog.getByTestId("mfa-back");
    this.sendCode = this.dialog.getByTestId("send-code");
  }

  /** The six single-digit boxes. */
  digitBoxes(): Locator {
    return this.dialog.getByTestId("mfa-code").locator("input");
  }

  /** Types a code digit by digit into the first box (auto-advance fills the rest). */
  async typeCode(code: string): Promise<void> {
    await this.digitBoxes().first().click();
    await this.page.keyboard.type(code);
  }
}
