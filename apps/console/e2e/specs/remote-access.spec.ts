import { newUserData, registerUser, signedInApi, type TestUser } from "../fixtures/accounts";
import { waitForMailLine } from "../fixtures/outbox";
import { apiWithSession, loginViaApi, openSignedIn, storedSession } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { LoginPage } from "../pages/login-page";
import { OperationLogPage } from "../pages/operation-log-page";
import { InstallerPage, RemoteAccessPage } from "../pages/remote-access-page";

const BIND_LINK = /\/bind\/installer\/[0-9a-f-]+\/[A-Za-z0-9_-]+$/;
const LOGIN_LINK = /\/remote-access-login\/[0-9a-f-]+\/[A-Za-z0-9_-]+$/;

/** Bind, request and grant through the API (the console's steps are the first test's): the mailed link. */
async function grantedLink(baseURL: string, customer: TestUser, installer: TestUser): Promise<string> {
  const customerApi = await signedInApi(baseURL, customer);
  const installerApi = await signedInApi(baseURL, installer);
  await customerApi.call("/my-installer/invite", { email: installer.email });
  const [, , , inviteId, uuid] = new URL(await waitForMailLine(installer.email, BIND_LINK)).pathname.split("/");
  await installerApi.call("/user/invite/bind", { inviteId: inviteId!, uuid: uuid! });
  const { list } = await installerApi.call("/installer/customer/list", {});
  const { grantId } = await installerApi.call("/remote-access-req/create", { bindingId: list[0]!.bindingId });
  await customerApi.call("/remote-access-req/audit", { grantId, approve: true, duration: 120 });
  return waitForMailLine(installer.email, LOGIN_LINK);
}

test.describe("§2 §4 installers and remote access", () => {
  test("§4: bind an installer by link, request, grant 30 min, sign in remotely, see the installer's action in the customer's log; revoke ends the session", async ({ page, browser, baseURL, shellPage }) => {
    test.setTimeout(90_000);
    const customer = await registerUser(baseURL!, newUserData("cust"));
    const installer = await registerUser(baseURL!, newUserData("inst"));

    // The customer's administrator mails the bind link (spec §2 /service/installer).
    await openSignedIn(page, await loginViaApi(baseURL!, customer), "/service/installer");
    const installers = new InstallerPage(page);
    await expect(installers.none).toBeVisible();
    await installers.invite(installer.email);
    await expect(installers.inviteSent).toBeVisible();

    // The installer, signed in to their own organization, accepts it and requests access.
    const bindLink = new URL(await waitForMailLine(installer.email, BIND_LINK));
    const installerContext = await browser.newContext();
    const installerPage = await installerContext.newPage();
    await openSignedIn(installerPage, await loginViaApi(baseURL!, installer), bindLink.pathname);
    const asInstaller = new InstallerPage(installerPage);
    await asInstaller.acceptBind();
    await expect(asInstaller.bindDone).toBeVisible();
    await installerPage.goto("/service/installer");
    await asInstaller.requestAccess();
    await expect(asInstaller.customerAccess).toHaveText("Pending");

    // remoteReqInfo: the customer's administrator is prompted, then grants 30 minutes (the default choice).
    await page.reload();
    await expect(installers.requestPrompt).toBeVisible();
    await expect(installers.info).toContainText(installer.email);
    await expect(installers.grantDuration).toHaveValue("30");
    await installers.grantButton(installer.email).click();
    // Issue 28: the grant says so.
    await expect(shellPage.toast.filter({ hasText: `Remote access granted to ${installer.email}.` })).toBeVisible();
    await expect(installers.revokeButton(installer.email)).toBeVisible();

    // The mailed link signs nobody in by itself: a browser without the installer's session is sent
    // to sign in; the installer signs in with their own password and comes back to the link.
    const loginLink = await waitForMailLine(installer.email, LOGIN_LINK);
    const remoteContext = await browser.newContext();
    const remotePage = await remoteContext.newPage();
    const remoteAccess = new RemoteAccessPage(remotePage);
    await remoteAccess.open(loginLink);
    await expect(remotePage).toHaveURL(/\/login\?redirect=/);
    expect(await storedSession(remotePage)).toBeNull();
    await new LoginPage(remotePage).signIn(installer.email, installer.password);
    // Sign-in, the link's remote sign-in and the console's start: a few round trips on a loaded machine.
    await expect(remoteAccess.banner).toContainText(customer.userName, { timeout: 30_000 });
    const remote = await storedSession(remotePage);
    expect(remote?.user).toMatchObject({ email: installer.email, remote: expect.anything() });
    const roleName = `Remote ${Date.now().toString(36)}`;
    await apiWithSession(baseURL!, remote!).call("/role/add", { roleName, codes: ["vms_live"] });

    // The customer's operation log has the installer's action, and the link's use with the IP.
    const log = new OperationLogPage(page);
    await log.openFromMenu();
    const line = log.lines("role.create");
    await expect(line).toContainText(roleName);
    await expect(line).toContainText(installer.userName);
    await expect(log.lines("remoteAccess.login")).toContainText("127.0.0.1");

    // Revoking ends the remote session at once (forced logout over the push socket).
    await page.goto("/service/installer");
    await installers.revokeButton(installer.email).click();
    await expect(remotePage).toHaveURL(/\/login/, { timeout: 15_000 });
    // Issue 28: the sign-in page says why the installer was signed out.
    await expect(new LoginPage(remotePage).notice).toHaveText("Your remote access to this organization has ended.");
    expect(await storedSession(remotePage)).toBeNull();
    await installerContext.close();
    await remoteContext.close();
  });

  // Issue 28 "Behaving": a customer could not unbind its installer.
  test("issue 28: the customer's administrator unbinds the installer from Service → Installer; the installer's access ends", async ({ page, browser, baseURL, shellPage }) => {
    const customer = await registerUser(baseURL!, newUserData("cust"));
    const installer = await registerUser(baseURL!, newUserData("inst"));
    const link = await grantedLink(baseURL!, customer, installer);
    // The installer is in the customer's organization through the granted link.
    const context = await browser.newContext();
    const installerPage = await context.newPage();
    await openSignedIn(installerPage, await loginViaApi(baseURL!, installer), "/live");
    const remoteAccess = new RemoteAccessPage(installerPage);
    await remoteAccess.open(link);
    await expect(remoteAccess.banner).toContainText(customer.userName);

    await openSignedIn(page, await loginViaApi(baseURL!, customer), "/live");
    const installers = new InstallerPage(page);
    await installers.openFromMenu();
    await expect(installers.info).toContainText(installer.email);
    await installers.unbindButton.click();
    const confirmation = installers.unbindConfirmation(installer.userName);
    await installers.answerUnbind(installer.userName, "Cancel");
    await expect(confirmation).toBeHidden();
    await expect(installers.info).toContainText(installer.email);
    await installers.unbindButton.click();
    // The toast lives 2 s (§9): watched from before the click that raises it.
    const said = expect(shellPage.toast.filter({ hasText: "The installer was unbound." })).toBeVisible();
    await installers.answerUnbind(installer.userName, "Unbind");
    await said;
    await expect(installers.none).toBeVisible();

    // The installer's remote session ends at once, and the customer leaves its list.
    await expect(installerPage).toHaveURL(/\/login/, { timeout: 15_000 });
    const { list } = await (await signedInApi(baseURL!, installer)).call("/installer/customer/list", {});
    expect(list).toEqual([]);
    await context.close();
  });

  test("§4: the link works once per installer session, never for another user, whose session it leaves alone", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const customer = await registerUser(baseURL!, newUserData("cust"));
    const installer = await registerUser(baseURL!, newUserData("inst"));
    const link = await grantedLink(baseURL!, customer, installer);

    // The customer's administrator opens the link: refused (33701); still signed in as themselves.
    const customerSession = await loginViaApi(baseURL!, customer);
    await openSignedIn(page, customerSession, "/live");
    const asCustomer = new RemoteAccessPage(page);
    await asCustomer.open(link);
    await expect(asCustomer.error).toHaveText("This remote-access link works only for the installer it was granted to, signed in to their own account.");
    expect((await storedSession(page))?.token).toBe(customerSession.token);

    // The installer, signed in to their own organization, opens it: the customer's organization.
    const own = await loginViaApi(baseURL!, installer);
    const context = await browser.newContext();
    const installerPage = await context.newPage();
    await openSignedIn(installerPage, own, "/live");
    const asInstaller = new RemoteAccessPage(installerPage);
    await asInstaller.open(link);
    await expect(asInstaller.banner).toContainText(customer.userName);
    // That session has spent it: a second use from it is refused (33700), and nothing is issued.
    const [, , grantId, token] = new URL(link).pathname.split("/");
    const reuse = apiWithSession(baseURL!, own).call("/remote-access-req/connect", { grantId: grantId!, token: token! });
    await expect(reuse).rejects.toMatchObject({ code: 33700 });

    // The customer's administrator signs out from the refusal and in as the installer: one more use.
    await asCustomer.signInAgainButton.click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await new LoginPage(page).signIn(installer.email, installer.password);
    await expect(asCustomer.banner).toContainText(customer.userName);
    expect((await storedSession(page))?.user.email).toBe(installer.email);
    await context.close();
  });
});
