import { enableEmailMfa, enrolAuthenticator, inviteMember, registerUser } from "../fixtures/accounts";
import { outboxSnapshot, waitForEmailCode } from "../fixtures/outbox";
import { expect, test } from "../fixtures/test";
import { totpNextStep, totpNow } from "../fixtures/totp";

test.describe("§4 MFA at sign-in", () => {
  test("§4: with an authenticator app the user chooses the app and signs in with its code", async ({ baseURL, loginPage, mfaDialog, shellPage }) => {
    const user = await registerUser(baseURL!);
    const secret = await enrolAuthenticator(baseURL!, user);

    await loginPage.goto();
    await loginPage.signIn(user.email, user.password);
    await expect(mfaDialog.chooseApp).toBeVisible();
    await expect(mfaDialog.chooseEmail).toBeVisible();
    await mfaDialog.chooseApp.click();
    await expect(mfaDialog.instructions).toContainText("authenticator app");

    // Back returns to the choice.
    await mfaDialog.back.click();
    await expect(mfaDialog.chooseApp).toBeVisible();
    await mfaDialog.chooseApp.click();

    // A wrong code is refused and the boxes are cleared.
    const code = await totpNextStep(secret);
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
    await mfaDialog.typeCode(wrong);
    await expect(mfaDialog.error).toBeVisible();
    await expect(mfaDialog.digitBoxes().first()).toHaveValue("");

    await mfaDialog.typeCode(await totpNextStep(secret));
    await expect(shellPage.shell).toBeVisible();
  });

  test("§4: without an app it goes straight to e-mail; the code from the mail signs in", async ({ baseURL, loginPage, mfaDialog, shellPage }) => {
    const user = await registerUser(baseURL!);
    await enableEmailMfa(baseURL!, user);

    await loginPage.goto();
    const seen = await outboxSnapshot();
    await loginPage.signIn(user.email, user.password);
    await expect(mfaDialog.instructions).toContainText("***@example.test");
    await expect(mfaDialog.chooseApp).toBeHidden();
    await expect(mfaDialog.sendCode).toHaveAttribute("data-state", "waiting");

    await mfaDialog.typeCode(await waitForEmailCode(user.email, seen));
    await expect(shellPage.shell).toBeVisible();
  });
});

test.describe("issue 28: a lock during the MFA step", () => {
  test("§2 §4: five wrong app codes lock the account; the sign-in page shows the lock and its countdown, as after wrong passwords", async ({ baseURL, loginPage, mfaDialog }) => {
    test.setTimeout(60_000);
    const user = await registerUser(baseURL!);
    const secret = await enrolAuthenticator(baseURL!, user);
    await loginPage.goto();
    await loginPage.signIn(user.email, user.password);
    await mfaDialog.chooseApp.click();
    const wrong = String((Number(await totpNextStep(secret)) + 500_000) % 1_000_000).padStart(6, "0");
    // Each wrong code counts like a wrong password; the attempt that reaches the limit locks.
    for (let attempt = 1; attempt <= 6 && (await mfaDialog.dialog.isVisible()); attempt += 1) {
      await mfaDialog.typeCode(wrong);
      await expect(mfaDialog.error.or(loginPage.lockTimer)).toBeVisible();
    }
    await expect(mfaDialog.dialog).toBeHidden();
    await expect(loginPage.page.getByTestId("login-lock")).toContainText("The account is locked.");
    await expect(loginPage.lockTimer).toHaveText(/\d{2}:\d{2}/);
    await expect(loginPage.signInButton).toBeDisabled();
  });
});

test.describe("§6 MFA for every account (issue 27)", () => {
  test("§6: a site operator reaches the MFA page by clicking, adds an authenticator, and removes it only with the password", async ({ baseURL, loginPage, shellPage, accountPage }) => {
    test.setTimeout(60_000);
    const admin = await registerUser(baseURL!);
    const operator = await inviteMember(baseURL!, admin, "Site operator/viewer", "operator");

    await loginPage.goto();
    await loginPage.signIn(operator.email, operator.password);
    await expect(shellPage.shell).toBeVisible();
    await shellPage.menuEntry("account").click();
    await accountPage.mfaConfigLink.click();
    await expect(shellPage.heading).toHaveText("Multi-factor authentication");

    await accountPage.addAuthenticatorButton.click();
    const secret = (await accountPage.otpSecret.textContent())!.trim();
    await accountPage.typeOtp(await totpNow(secret));
    await expect(accountPage.factor("OTP")).toContainText("Active");
    await accountPage.selfMfaSwitch.click();
    await expect(accountPage.selfMfaSwitch).toBeChecked();

    // Removing it asks who is there: a wrong password is refused by the field.
    await accountPage.removeFactorButton("Authenticator app").click();
    await accountPage.removeProof.fill("Not-My-Pass-1");
    await accountPage.confirmRemoveButton.click();
    await expect(accountPage.page.getByRole("dialog")).toContainText("The password is wrong.");
    await expect(accountPage.factor("OTP")).toBeVisible();
    await accountPage.removeProof.fill(operator.password);
    await accountPage.confirmRemoveButton.click();
    await expect(accountPage.factor("OTP")).toBeHidden();
    await expect(shellPage.toast).toHaveText("Operation successful.");
  });
});
