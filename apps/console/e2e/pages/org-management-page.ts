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

  /** Organization tab: fills name (null keeps the one shown), address and contact (all required) and saves. */
  async saveDetails(name: string | null, address: string, contact: string): Promise<void> {
    if (name !== null) await this.page.getByTestId("org-orgName").fill(name);
    await this.page.getByTestId("org-address").fill(address);
    await this.page.getByTestId("org-contact").fill(contact);
    await this.page.getByTestId("org-save").click();
  }

  /** Organization tab: chooses a PNG logo and uploads it. */
  async uploadLogo(png: Buffer): Promise<void> {
    await this.page.getByTestId("org-logo-file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await this.page.getByTestId("org-logo-upload").click();
  }

  /** Invitations tab: opens the invite dialog, fills the address and role (and sites), and sends. */
  async invite(email: string, role: string, sites: readonly string[] = []): Promise<void> {
    await this.page.getByTestId("invite-open").click();
    await this.page.getByTestId("invite-email").fill(email);
    await this.chooseInviteRole(role);
    for (const site of sites) await this.page.getByTestId(`invite-site-${site}`).check();
    await this.page.getByTestId("invite-send").click();
  }

  /** An invitation's editor: another role, then send. */
  async editInvite(email: string, role: string): Promise<void> {
    await this.inviteRow(email).getByTestId("invite-edit").click();
    await this.chooseInviteRole(role);
    await this.page.getByTestId("invite-send").click();
  }

  private async chooseInviteRole(role: string): Promise<void> {
    await this.page.getByTestId("invite-role").click();
    await this.page.getByRole("option", { name: role, exact: true }).click();
  }

  /** The user's role dialog (opened by the "role" action): another role, then save. */
  async changeRole(role: string): Promise<void> {
    await this.page.getByTestId("user-role-select").click();
    await this.page.getByRole("option", { name: role, exact: true }).click();
    await this.page.getByTestId("user-role-save").click();
  }

  /** The roles table's cell naming a role. */
  roleCell(name: string): Locator {
    return this.page.getByRole("cell", { name, exact: true });
  }

  /** Roles tab: "Add role" opens the role editor, returned. */
  async addRole(): Promise<Locator> {
    await this.page.getByTestId("role-add").click();
    return this.page.getByRole("dialog");
  }

  /** The logo in the console's menu. */
  get shellLogo(): Locator {
    return this.page.getByTestId("app-shell").locator(".MuiDrawer-root img");
  }
}
