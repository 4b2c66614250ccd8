import { DEMO_ADMIN, signedInApi } from "../fixtures/accounts";
import { waitForMailLine } from "../fixtures/outbox";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { InvitationsPage } from "../pages/invitations-page";
import { InviteRegisterPage } from "../pages/invite-register-page";

const PASSWORD = "Company-Pass-26";

test.describe("issue #14 company registration", () => {
  test("§2 /company-register: a company invitation from the outbox registers a new organization whose administrator signs in", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const tag = Date.now().toString(36);
    const email = `company-${tag}@example.com`;
    const reseller = await signedInApi(baseURL!, DEMO_ADMIN);
    await reseller.call("/user/invite", { email, kind: 2 });

    const link = new URL(await waitForMailLine(email, /\/company-register\/[0-9a-f-]+\/[0-9a-f-]+$/));
    const registration = new InviteRegisterPage(page);
    await registration.open(link);
    await expect(registration.companyHeading).toBeVisible();
    await expect(registration.summary).toContainText(email);
    await registration.register({ orgName: `New Co ${tag}`, userName: "Company Boss", password: PASSWORD });
    await expect(registration.done).toBeVisible();

    const boss = await loginViaApi(baseURL!, { email, password: PASSWORD });
    expect(boss.user).toMatchObject({ orgName: `New Co ${tag}`, isAdmin: 1 });
    // The link is single-use (§8 20036).
    await registration.open(link);
    await expect(registration.linkError).toContainText("already been used");
  });

  test("§2 /company-register (issue 28): an administrator sends a company invitation from Organization management; its link opens the registration", async ({ page, baseURL, shellPage }) => {
    const email = `company-ui-${Date.now().toString(36)}@example.com`;
    await openSignedIn(page, await loginViaApi(baseURL!, DEMO_ADMIN), "/live");
    const invitations = new InvitationsPage(page);
    await invitations.open();
    // The toast lives 2 s (§9): watch for it from before the click that raises it.
    const told = expect(shellPage.toast).toHaveText(`An invitation was sent to ${email}.`);
    await invitations.inviteOrganization(email);
    await told;
    await expect(invitations.companyDialog).toBeHidden();
    await expect(invitations.row(email)).toContainText("New organization");

    const link = new URL(await waitForMailLine(email, /\/company-register\/[0-9a-f-]+\/[0-9a-f-]+$/));
    const registration = new InviteRegisterPage(page);
    await registration.open(link);
    await expect(registration.companyHeading).toBeVisible();
    await expect(registration.summary).toContainText(email);
  });
});
