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
