import type { Locator, Page } from "@playwright/test";

/** Settings → Organization management (spec §2 /orgManagement): users, invitations, roles, organization. Actions and reads only. */
export class OrgManagementPage {
  readonly page: Page;
  /** The console's one confirmation dialog (issue 28), whatever it asks. */
  readonly confirmation: Locator;

  constructor(page: Page) {
    this.page = page;
    this.confirmation = page.getByRole("dialog");
  }

  /** From any page of the shell: Settings in the menu, then its Organization management entry, then the tab. */
  async open(tab: "users" | "invites" | "roles" | "organization"): Promise<void> {
    await this.page.getByTestId("menu-settings").click();
    await this.page.getByTestId("submenu-orgManagement").click();
    await this.page.getByTestId(`org-tab-${tab}`).click();
  }

  userRow(email: string): Locator {
    return this.page.getByTestId(`user-row-${email}`);
  }

  /** Opens a user's action menu and picks the action (its test id's end: freeze, admin, delete, role). */
  async userAction(email: string, action: "freeze" | "unfreeze" | "admin" | "delete" | "role"): Promise<void> {
    await this.page.getByTestId(`user-actions-${email}`).click();
    await this.page.getByTestId(`user-action-${action}`).click();
  }

  /** The confirmation asking `title`. */
  confirmationTitled(title: string): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  /** Roles tab: opens a role's editor, unchecks one of its rights (e.g. "vms_device_qry") and saves. */
  async removeRoleRight(roleName: string, code: string): Promise<void> {
    await this.page.getByTestId(`role-row-${roleName}`).getByTestId("role-edit").click();
    await this.page.getByTestId(`role-code-${code}`).uncheck();
    await this.page.getByTestId("role-save").click();
  }

  inviteRow(email: string): Locator {
    return this.page.getByTestId(`invite-row-${email}`);
  }

  /** Organization tab: fills name, address and contact (all required) and saves. */
  async saveDetails(name: string, address: string, contact: string): Promise<void> {
    await this.page.getByTestId("org-orgName").fill(name);
    await this.page.getByTestId("org-address").fill(address);
    await this.page.getByTestId("org-contact").fill(contact);
    await this.page.getByTestId("org-save").click();
  }

  /** Organization tab: chooses a PNG logo and uploads it. */
  async uploadLogo(png: Buffer): Promise<void> {
    await this.page.getByTestId("org-logo-file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await this.page.getByTestId("org-logo-upload").click();
  }
}
