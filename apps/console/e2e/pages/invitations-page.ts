import type { Locator, Page } from "@playwright/test";
import { ShellNavigation } from "./shell-navigation";

/** Organization management → Invitations (spec §4 invitations): actions and reads only. */
export class InvitationsPage {
  readonly tab: Locator;
  readonly inviteOrganizationButton: Locator;
  readonly companyDialog: Locator;
  readonly companyEmail: Locator;
  readonly companySend: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByRole("tab", { name: "Invitations" });
    this.inviteOrganizationButton = page.getByRole("button", { name: "Invite an organization" });
    this.companyDialog = page.getByRole("dialog", { name: "Invite an organization" });
    this.companyEmail = page.getByTestId("company-invite-email");
    this.companySend = page.getByTestId("company-invite-send");
  }

  /** From anywhere in the shell: Settings → Organization management → Invitations, by clicking. */
  async open(): Promise<void> {
    const nav = new ShellNavigation(this.page);
    await nav.follow([nav.menuEntry("settings"), nav.subMenuEntry("orgManagement")]);
    await this.tab.click();
  }

  /** Fills the company invitation dialog and sends it. */
  async inviteOrganization(email: string): Promise<void> {
    await this.inviteOrganizationButton.click();
    await this.companyEmail.fill(email);
    await this.companySend.click();
  }

  /** The row of an invitation by its e-mail. */
  row(email: string): Locator {
    return this.page.getByTestId(`invite-row-${email}`);
  }
}
