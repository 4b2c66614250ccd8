import { inviteMember, registerUser, signedInApi } from "../fixtures/accounts";
import { createSite } from "../fixtures/sites";
import { expect, test } from "../fixtures/test";
import { AlarmRulesPage } from "../pages/alarm-rules-page";

// Issue 28 (docs/decisions/0032): users who can never receive a rule's alarms (the server refuses them
// with 33042) are offered disabled in the recipients picker, with why, in English and Chinese.

test.describe("issue 28: alarm rule recipients who can never receive", () => {
  test.setTimeout(120_000);

  test("§2 §9: an administrator sees a live-only viewer and a user without the rule's sites disabled, with why (en-US, zh-CN)", async ({ page, baseURL, loginPage, shellPage }) => {
    const admin = await registerUser(baseURL!);
    const api = await signedInApi(baseURL!, admin);
    const site = await createSite(api, "Recipients site", null);
    const viewer = await inviteMember(baseURL!, admin, "Live-only viewer", "liveonly");
    const operator = await inviteMember(baseURL!, admin, "Site operator/viewer", "nosites");
    const { list } = await api.call("/user/choose", { keyword: admin.email });
    const adminId = list.find((u) => u.email === admin.email)!.userId;
    await api.call("/event/rule/add-or-edit", { ruleName: "Front door", targetType: "person", siteIds: [site.siteId], recipientIds: [adminId], contactIds: [], repeatInterval: 300 });

    await loginPage.goto();
    await loginPage.signIn(admin.email, admin.password);
    const rules = new AlarmRulesPage(page);
    await rules.openFromMenu();
    await rules.edit("Front door");
    await rules.openRecipients();
    await expect(rules.recipient(admin.email)).toBeEnabled();
    await expect(rules.recipient(viewer.email)).toBeDisabled();
    await expect(rules.recipient(viewer.email)).toContainText("Cannot receive alarms: their role shows none (live-only viewer, viewing station).");
    await expect(rules.recipient(operator.email)).toBeDisabled();
    await expect(rules.recipient(operator.email)).toContainText("Cannot see any of the chosen sites.");
    await rules.cancel("Cancel");
    await expect(rules.form).toBeHidden();

    await shellPage.chooseLanguage("简体中文");
    await rules.edit("Front door");
    await rules.openRecipients();
    await expect(rules.recipient(viewer.email)).toBeDisabled();
    await expect(rules.recipient(viewer.email)).toContainText("无法接收告警：其角色不显示告警（仅实时预览、监控工作站）。");
    await expect(rules.recipient(operator.email)).toContainText("无法查看所选的任何站点。");
  });
});
