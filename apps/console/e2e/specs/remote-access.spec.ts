import { newUserData, registerUser } from "../fixtures/accounts";
import { waitForMailLine } from "../fixtures/outbox";
import { apiWithSession, loginViaApi, openSignedIn, storedSession } from "../fixtures/session";
import { expect, test } from "../fixtures/test";

const BIND_LINK = /\/bind\/installer\/[0-9a-f-]+\/[A-Za-z0-9_-]+$/;
const LOGIN_LINK = /\/remote-access-login\/[0-9a-f-]+\/[A-Za-z0-9_-]+$/;

test.describe("§2 §4 installers and remote access", () => {
  test("§4: bind an installer by link, request, grant 30 min, sign in remotely, see the installer's action in the customer's log; revoke ends the session", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const customer = await registerUser(baseURL!, newUserData("cust"));
    const installer = await registerUser(baseURL!, newUserData("inst"));

    // The customer's administrator mails the bind link (spec §2 /service/installer).
    await openSignedIn(page, await loginViaApi(baseURL!, customer), "/service/installer");
    await expect(page.getByTestId("installer-none")).toBeVisible();
    await page.getByTestId("installer-invite-email").fill(installer.email);
    await page.getByTestId("installer-invite-send").click();
    await expect(page.getByTestId("installer-invite-sent")).toBeVisible();

    // The installer, signed in to their own organization, accepts it and requests access.
    const bindLink = new URL(await waitForMailLine(installer.email, BIND_LINK));
    const installerContext = await browser.newContext();
    const installerPage = await installerContext.newPage();
    await openSignedIn(installerPage, await loginViaApi(baseURL!, installer), bindLink.pathname);
    await installerPage.getByTestId("bind-accept").click();
    await expect(installerPage.getByTestId("bind-done")).toBeVisible();
    await installerPage.goto("/service/installer");
    await installerPage.getByRole("button", { name: /^Request administrator access to / }).click();
    await expect(installerPage.getByTestId("customer-access")).toHaveText("Pending");

    // remoteReqInfo: the customer's administrator is prompted, then grants 30 minutes (the default choice).
    await page.reload();
    await expect(page.getByTestId("remote-request-prompt")).toBeVisible();
    await expect(page.getByTestId("installer-info")).toContainText(installer.email);
    await expect(page.getByTestId("grant-duration")).toHaveValue("30");
    await page.getByRole("button", { name: `Grant access to ${installer.email}` }).click();
    await expect(page.getByRole("button", { name: `Revoke access of ${installer.email}` })).toBeVisible();

    // The mailed link signs the installer into the customer's organization.
    const loginLink = new URL(await waitForMailLine(installer.email, LOGIN_LINK));
    const remoteContext = await browser.newContext();
    const remotePage = await remoteContext.newPage();
    await remotePage.goto(loginLink.pathname);
    await expect(remotePage).not.toHaveURL(/remote-access-login|\/login/);
    const remote = await storedSession(remotePage);
    expect(remote?.user.email).toBe(installer.email);
    const roleName = `Remote ${Date.now().toString(36)}`;
    await apiWithSession(baseURL!, remote!).call("/role/add", { roleName, codes: ["vms_live"] });

    await page.goto("/privacySecurity/operation-logs");
    const line = page.locator('[data-testid="oplog-row"][data-action="role.create"]');
    await expect(line).toContainText(roleName);
    await expect(line).toContainText(installer.userName);

    // Revoking ends the remote session at once (forced logout over the push socket).
    await page.goto("/service/installer");
    await page.getByRole("button", { name: `Revoke access of ${installer.email}` }).click();
    await expect(remotePage).toHaveURL(/\/login/, { timeout: 15_000 });
    expect(await storedSession(remotePage)).toBeNull();
    await installerContext.close();
    await remoteContext.close();
  });
});
