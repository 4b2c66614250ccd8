import type { SiteTreeNode } from "@vms/api-client";
import { DEMO_ADMIN, inviteMember, newUserData, publicApi, registerUser, signedInApi } from "../fixtures/accounts";
import { waitForMailLine } from "../fixtures/outbox";
import { apiWithSession, loginViaApi, openSignedIn } from "../fixtures/session";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { InviteRegisterPage } from "../pages/invite-register-page";
import { OrgManagementPage } from "../pages/org-management-page";

const PASSWORD = "Invited-Pass-26";

/** Names of the sites a session sees with a role other than NO_ACCESS. */
async function visibleSites(baseURL: string, session: { token: string; sid: string }): Promise<string[]> {
  const tree = await apiWithSession(baseURL, session).call("/user/site/tree", {});
  const names: string[] = [];
  const walk = (nodes: SiteTreeNode[]) =>
    nodes.forEach((node) => {
      if (node.role !== "NO_ACCESS") names.push(node.siteName);
      walk(node.children);
    });
  walk(tree.list);
  return names.sort();
}

test.describe("§2 §4 §6 organization users, invitations and roles", () => {
  test("§4: invite by e-mail, open the link from the outbox, register, and sign in with the role and only the granted sites", async ({ page, browser, baseURL, loginPage, shellPage }) => {
    test.setTimeout(90_000);
    const tag = Date.now().toString(36);
    const email = `invitee-${tag}@example.com`;
    const admin = await signedInApi(baseURL!, DEMO_ADMIN);
    const granted = await createSite(admin, `Invited ${tag}`, null);
    await createSite(admin, `Hidden ${tag}`, null);

    const adminSession = await loginViaApi(baseURL!, DEMO_ADMIN);
    await openSignedIn(page, adminSession, "/live");
    const org = new OrgManagementPage(page);
    await org.open("invites");
    await org.invite(email, "Site operator/viewer", [granted.siteName]);
    await expect(org.inviteRow(email)).toContainText("Pending");

    const link = new URL(await waitForMailLine(email, /\/user-register\/[0-9a-f-]+\/[0-9a-f-]+$/));
    const invitee = await browser.newContext();
    const register = await invitee.newPage();
    const registration = new InviteRegisterPage(register);
    await registration.open(link);
    await expect(registration.summary).toContainText(email);
    await registration.register({ userName: "Invited Person", password: PASSWORD });
    await expect(registration.done).toBeVisible();

    // The link is single-use: opened again it says so (§8 20036).
    await registration.open(link);
    await expect(registration.linkError).toContainText("already been used");
    await invitee.close();

    await page.evaluate(() => localStorage.clear());
    await loginPage.page.goto("/login");
    await loginPage.signIn(email, PASSWORD);
    await expect(shellPage.shell).toBeVisible();
    const session = await loginViaApi(baseURL!, { email, password: PASSWORD });
    expect(session.user.roleName).toBe("Site operator/viewer");
    expect(await visibleSites(baseURL!, session)).toEqual([granted.siteName]);
  });

  test("§6: a custom role without vms_device_qry makes /device/index leave the user's menu without re-login", async ({ page, baseURL, shellPage }) => {
    test.setTimeout(90_000);
    const tag = Date.now().toString(36);
    const adminSession = await loginViaApi(baseURL!, DEMO_ADMIN);
    const admin = apiWithSession(baseURL!, adminSession);
    const roleName = `Watchers ${tag}`;
    const { roleId } = await admin.call("/role/add", { roleName, codes: ["vms_live", "vms_device_qry"] });
    const email = `watcher-${tag}@example.com`;
    await admin.call("/user/invite", { email, roleId, grants: [] });
    const link = new URL(await waitForMailLine(email, /\/user-register\/[0-9a-f-]+\/[0-9a-f-]+$/));
    const [, , inviteId, uuid] = link.pathname.split("/");
    await publicApi(baseURL!).call("/user/invite/active", { inviteId: inviteId!, uuid: uuid!, userName: "Watcher", password: PASSWORD });

    const watcher = await loginViaApi(baseURL!, { email, password: PASSWORD });
    await openSignedIn(page, watcher, "/device/index");
    await expect(shellPage.menuEntry("device")).toBeVisible();

    // The administrator edits the role in the console: the matrix without vms_device_qry.
    const adminPage = await page.context().browser()!.newContext().then((c) => c.newPage());
    await openSignedIn(adminPage, adminSession, "/orgManagement?tab=roles");
    await adminPage.getByTestId(`role-row-${roleName}`).getByTestId("role-edit").click();
    await adminPage.getByTestId("role-code-vms_device_qry").uncheck();
    await adminPage.getByTestId("role-save").click();
    await expect(adminPage.getByRole("dialog")).toBeHidden();

    // The watcher's console was told over /ws-vms: the entry goes and the page is left.
    await expect(shellPage.menuEntry("device")).toBeHidden();
    await expect(page).not.toHaveURL(/\/device\/index/);
    await expect(shellPage.menuEntry("live")).toBeVisible();
  });

  // Issue 28 "Answered": privileged and destructive actions ask in the console's one dialog, and every change says what it did.
  test("issue 28: freeze, make administrator and delete ask first and say what was done; invitations and role changes say so too", async ({ page, baseURL, shellPage }) => {
    test.setTimeout(120_000);
    const admin = await registerUser(baseURL!);
    const member = await inviteMember(baseURL!, admin, "Site operator/viewer", "answered");
    const org = new OrgManagementPage(page);
    const toast = (text: string) => shellPage.toast.filter({ hasText: text });
    await openSignedIn(page, await loginViaApi(baseURL!, admin), "/live");
    await org.open("users");
    const row = org.userRow(member.email);
    await expect(row.getByTestId("user-state")).toHaveText("Activated");

    // Freeze asks; Cancel leaves the user as they were.
    await org.userAction(member.email, "freeze");
    const freeze = org.confirmationTitled(`Freeze ${member.userName}?`);
    await expect(freeze).toContainText("signed out at once");
    await freeze.getByRole("button", { name: "Cancel" }).click();
    await expect(freeze).toBeHidden();
    await expect(row.getByTestId("user-state")).toHaveText("Activated");
    await org.userAction(member.email, "freeze");
    await freeze.getByRole("button", { name: "Freeze" }).click();
    await expect(toast(`${member.userName} is frozen and signed out.`)).toBeVisible();
    await expect(row.getByTestId("user-state")).toHaveText("Frozen");

    await org.userAction(member.email, "admin");
    await org.confirmationTitled(`Make ${member.userName} an administrator?`).getByRole("button", { name: "Make administrator" }).click();
    await expect(toast(`${member.userName} is now an administrator.`)).toBeVisible();
    await org.userAction(member.email, "admin");
    await expect(org.confirmation).toBeHidden();
    await expect(toast(`${member.userName} is no longer an administrator.`)).toBeVisible();

    await org.userAction(member.email, "role");
    await org.changeRole("Live-only viewer");
    await expect(toast(`The role of ${member.userName} was changed.`)).toBeVisible();

    await org.userAction(member.email, "delete");
    await org.confirmationTitled(`Delete ${member.userName}?`).getByRole("button", { name: "Delete" }).click();
    await expect(toast(`${member.userName} was deleted.`)).toBeVisible();
    await expect(row).toBeHidden();

    // Invitations: sent, sent again, and deleted after asking.
    const invitee = newUserData("answered-invite").email;
    await org.open("invites");
    await org.invite(invitee, "Site operator/viewer");
    await expect(toast(`An invitation was sent to ${invitee}.`)).toBeVisible();
    await org.editInvite(invitee, "Live-only viewer");
    await expect(toast(`The invitation of ${invitee} was saved.`)).toBeVisible();
    await org.inviteRow(invitee).getByRole("button", { name: `Resend to ${invitee}` }).click();
    await expect(toast(`The invitation was sent again to ${invitee}.`)).toBeVisible();
    await org.inviteRow(invitee).getByRole("button", { name: `Delete invitation of ${invitee}` }).click();
    await org.confirmationTitled(`Delete the invitation of ${invitee}?`).getByRole("button", { name: "Delete" }).click();
    await expect(toast(`The invitation of ${invitee} was deleted.`)).toBeVisible();
    await expect(org.inviteRow(invitee)).toBeHidden();
  });

  test("issue 28: saving the organization's details and uploading its logo say so, in zh-CN too", async ({ page, baseURL, shellPage }) => {
    const admin = await registerUser(baseURL!);
    const org = new OrgManagementPage(page);
    await openSignedIn(page, await loginViaApi(baseURL!, admin), "/live", { "vms.locale": "zh-CN" });
    await org.open("organization");
    await org.saveDetails(null, "1 Harbour Road", "Front desk");
    await expect(shellPage.toast.filter({ hasText: "组织信息已保存。" })).toBeVisible();

    // The logo (a 700×200 PNG drawn by the browser) says so when uploaded.
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(700, 200);
      canvas.getContext("2d")!.fillRect(0, 0, 350, 100);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      return Array.from(bytes);
    });
    await org.uploadLogo(Buffer.from(png));
    await expect(shellPage.toast.filter({ hasText: "徽标已上传。" })).toBeVisible();
    // The console shows the organization's own logo at once (issue 28: it once showed only the product's).
    const shellLogo = org.shellLogo;
    await expect(shellLogo).toHaveAttribute("src", /\/user\/merchant-logo\//);
    await expect.poll(() => shellLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(700);
  });

  // Issue 28 "Named": built-in role names in the UI language, resource codes named and described,
  // and a taken role name refused on the name field.
  const ROLE_WORDS = {
    "en-US": { admin: "Organization administrator", live: "Live view", liveHint: "Watch live video of the cameras in the user's sites.", mfaSwitch: "Require two-step verification", taken: "A role with this name already exists. Choose another name." },
    "zh-CN": { admin: "组织管理员", live: "实时预览", liveHint: "观看用户站点中摄像机的实时视频。", mfaSwitch: "强制两步验证", taken: "已有同名角色，请换一个名称。" },
  } as const;
  for (const locale of ["en-US", "zh-CN"] as const) {
    test(`§6: roles are named in ${locale}; the editor names each resource code; a taken name is refused`, async ({ page, baseURL }) => {
      const words = ROLE_WORDS[locale];
      const user = await registerUser(baseURL!);
      const api = await signedInApi(baseURL!, user);
      const taken = `Gatekeepers ${Date.now().toString(36)}`;
      await api.call("/role/add", { roleName: taken, codes: ["vms_live"] });
      await openSignedIn(page, await loginViaApi(baseURL!, user), "/live", { "vms.locale": locale });
      const org = new OrgManagementPage(page);
      await org.open("roles");
      await expect(org.roleCell(words.admin)).toBeVisible();

      const dialog = await org.addRole();
      const matrix = dialog.getByTestId("role-matrix");
      await expect(matrix.getByText(words.live, { exact: true })).toBeVisible();
      await expect(matrix.getByText(words.liveHint, { exact: true })).toBeVisible();
      await expect(matrix.getByText(words.mfaSwitch, { exact: true })).toBeVisible();
      await expect(matrix.getByText(/vms_|mfa_config/)).toHaveCount(0);

      await dialog.getByTestId("role-name").fill(taken.toUpperCase());
      await dialog.getByTestId("role-code-vms_live").check();
      await dialog.getByTestId("role-save").click();
      await expect(dialog.getByText(words.taken)).toBeVisible();
      await expect(dialog.getByTestId("role-name")).toHaveAttribute("aria-invalid", "true");
      const roles = await api.call("/role/list", {});
      expect(roles.list.filter((r) => r.roleName.toLowerCase() === taken.toLowerCase())).toHaveLength(1);
    });
  }
});
