import type { Locator, Page } from "@playwright/test";

/** The remote-login link's page (spec §2 /remote-access-login/{grantId}/{token}). Actions and reads only. */
export class RemoteAccessPage {
  readonly page: Page;
  /** The translated refusal (spec §8: 20035-20037, 33700-33702). */
  readonly error: Locator;
  /** Signs the current user out and opens the sign-in page, coming back to the link. */
  readonly signInAgainButton: Locator;
  /** In the customer's console: whose organization the installer is in, and until when. */
  readonly banner: Locator;

  constructor(page: Page) {
    this.page = page;
    this.error = page.getByTestId("remote-login-error");
    this.signInAgainButton = page.getByTestId("remote-login-sign-in-again");
    this.banner = page.getByTestId("remote-session-banner");
  }

  /** Opens the link as its mail's reader does: the address, pasted or clicked, in this browser. */
  async open(link: string): Promise<void> {
    await this.page.goto(new URL(link).pathname);
  }
}

/** The operation log (spec §2 /privacySecurity/operation-logs), reached through the settings menu. */
export class OperationLogPage {
  constructor(readonly page: Page) {}

  /** Settings → Privacy and security → Operation logs, by clicking. */
  async openFromMenu(): Promise<void> {
    await this.page.getByTestId("menu-settings").click();
    await this.page.getByTestId("submenu-privacySecurity").click();
    await this.page.getByRole("link", { name: "Operation logs" }).click();
  }

  /** Picks a language in the shell's switch (a menu select) by its name, e.g. "简体中文". */
  async chooseLanguage(name: string): Promise<void> {
    await this.page.getByTestId("preference-switches").getByRole("combobox").first().click();
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  /** The lines of one action (data-action), e.g. "remoteAccess.login". */
  lines(action: string): Locator {
    return this.page.locator(`[data-testid="oplog-row"][data-action="${action}"]`);
  }
}
