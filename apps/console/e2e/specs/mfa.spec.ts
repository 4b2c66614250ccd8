import { enableEmailMfa, enrolAuthenticator, registerUser } from "../fixtures/accounts";
import { outboxSnapshot, waitForEmailCode } from "../fixtures/outbox";
import { expect, test } from "../fixtures/test";
import { totpNextStep } from "../fixtures/totp";

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
