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

/**
 * Service → Installer (spec §2 /service/installer) and the installer's bind link (/bind/installer/…):
 * the customer's side (invite, grant, revoke, unbind) and the installer's (accept, request). Actions and reads only.
 */
export class InstallerPage {
  /** The customer's page without a bound installer. */
  readonly none: Locator;
  readonly inviteSent: Locator;
  /** The bound installer's card (name, e-mail). */
  readonly info: Locator;
  /** The prompt of an installer's access request (remoteReqInfo). */
  readonly requestPrompt: Locator;
  readonly grantDuration: Locator;
  /** The installer's side: the bind link's answer once accepted. */
  readonly bindDone: Locator;
  /** The installer's side: the state of their access to the customer. */
  readonly customerAccess: Locator;
  readonly unbindButton: Locator;

  constructor(readonly page: Page) {
    this.none = page.getByTestId("installer-none");
    this.inviteSent = page.getByTestId("installer-invite-sent");
    this.info = page.getByTestId("installer-info");
    this.requestPrompt = page.getByTestId("remote-request-prompt");
    this.grantDuration = page.getByTestId("grant-duration");
    this.bindDone = page.getByTestId("bind-done");
    this.customerAccess = page.getByTestId("customer-access");
    this.unbindButton = page.getByRole("button", { name: "Unbind", exact: true });
  }

  /** Service → Installer from the menu, as a person gets there. */
  async openFromMenu(): Promise<void> {
    await this.page.getByTestId("menu-service").click();
    await this.page.getByTestId("submenu-installer").click();
  }

  /** Mails the bind link to an installer. */
  async invite(email: string): Promise<void> {
    await this.page.getByTestId("installer-invite-email").fill(email);
    await this.page.getByTestId("installer-invite-send").click();
  }

  /** The installer, on the bind link: accepts it. */
  async acceptBind(): Promise<void> {
    await this.page.getByTestId("bind-accept").click();
  }

  /** The installer: requests administrator access to their (one) customer. */
  async requestAccess(): Promise<void> {
    await this.page.getByRole("button", { name: /^Request administrator access to / }).click();
  }

  grantButton(installerEmail: string): Locator {
    return this.page.getByRole("button", { name: `Grant access to ${installerEmail}` });
  }

  revokeButton(installerEmail: string): Locator {
    return this.page.getByRole("button", { name: `Revoke access of ${installerEmail}` });
  }

  /** The console's confirmation of unbinding. */
  unbindConfirmation(installerName: string): Locator {
    return this.page.getByRole("dialog", { name: `Unbind installer ${installerName}?` });
  }

  async answerUnbind(installerName: string, answer: "Cancel" | "Unbind"): Promise<void> {
    await this.unbindConfirmation(installerName).getByRole("button", { name: answer }).click();
  }
}
