import { registerUser } from "../fixtures/accounts";
import { loginViaApi, openSignedIn } from "../fixtures/session";
import { expect, test } from "../fixtures/test";
import { totpNow } from "../fixtures/totp";

// A 1×1 PNG: the server checks the bytes, not only the name.
const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test.describe("§2 account area", () => {
  test("§5 §7: the profile saves the name (shown in the top bar) and uploads a new avatar", async ({ page, baseURL, shellPage, accountPage }) => {
    const user = await registerUser(baseURL!);
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/account");
    await expect(accountPage.profileField("E-mail")).toHaveValue(user.email);

    await accountPage.profileField("User name").fill("Renamed <User>");
    await accountPage.saveProfileButton.click();
    await expect(accountPage.profileForm).toContainText("Must not contain");
    await accountPage.profileField("User name").fill("Renamed User");
    await accountPage.saveProfileButton.click();
    await expect(shellPage.toast).toHaveText("Operation successful.");
    await expect(shellPage.userName).toHaveText("Renamed User");

    await accountPage.avatarInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1PX });
    await expect(accountPage.avatarImage).toHaveAttribute("src", /\/user\/avatar\//);
    await expect.poll(() => accountPage.avatarImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    await accountPage.avatarInput.setInputFiles({ name: "me.gif", mimeType: "image/gif", buffer: PNG_1PX });
    await expect(page.getByTestId("avatar-hint")).toHaveText("Choose a PNG, JPG, JPEG or BMP image.");
  });

  test("§7: an administrator adds an authenticator app and switches MFA on", async ({ page, baseURL, shellPage, accountPage }) => {
    const user = await registerUser(baseURL!);
    await openSignedIn(page, await loginViaApi(baseURL!, user), "/account");
    await page.getByTestId("mfa-config-link").click();
    await expect(page).toHaveURL(/\/privacySecurity\/mfa-config$/);

    await accountPage.addAuthenticatorButton.click();
    await expect(accountPage.otpQr).toBeVisible();
    const secret = (await accountPage.otpSecret.textContent())!.trim();
    await accountPage.typeOtp(await totpNow(secret));
    await expect(accountPage.factor("OTP")).toContainText("Active");
    await expect(shellPage.toast).toHaveText("Operation successful.");

    await expect(accountPage.selfMfaSwitch).not.toBeChecked();
    await accountPage.selfMfaSwitch.click();
    await expect(accountPage.selfMfaSwitch).toBeChecked();
  });
});
