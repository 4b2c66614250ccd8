import { newUserData } from "../fixtures/accounts";
import { outboxSnapshot, waitForEmailCode } from "../fixtures/outbox";
import { expect, test } from "../fixtures/test";

test.describe("§2 /signup", () => {
  test("§2 §4: a fresh address signs up with the e-mailed code and lands signed in", async ({ signupPage, shellPage }) => {
    const user = newUserData("signup");
    await signupPage.goto();
    await signupPage.fillAccount({ ...user, orgName: "E2E Signup Co" });
    await expect(signupPage.sendCode).toHaveAttribute("data-state", "unset");
    const seen = await outboxSnapshot();
    await signupPage.sendCode.click();
    // §4 e-mail code states: waiting with the 120 s countdown.
    await expect(signupPage.sendCode).toHaveAttribute("data-state", "waiting");
    await expect(signupPage.sendCode).toBeDisabled();
    await expect(signupPage.sendCode).toHaveText(/Resend in 1[12]\d s/);
    await signupPage.emailCode.fill(await waitForEmailCode(user.email, seen));
    await signupPage.submit.click();
    await expect(shellPage.shell).toBeVisible();
    await expect(signupPage.page).not.toHaveURL(/\/signup/);
  });

  test("§7 /user/exist: an address already registered says so with a link to sign in", async ({ signupPage }) => {
    await signupPage.goto();
    await signupPage.email.fill("admin@demo.local");
    await signupPage.userName.focus();
    await expect(signupPage.page.getByTestId("email-exists")).toBeVisible();
    await signupPage.page.getByTestId("email-exists").getByRole("link").click();
    await expect(signupPage.page).toHaveURL(/\/login$/);
  });

  test("§5: no password rule shows as met while the password is empty; each ticks as it is met", async ({ signupPage }) => {
    await signupPage.goto();
    const rules = signupPage.page.getByTestId("password-hints").locator("li");
    await expect(rules).toHaveCount(3);
    for (const rule of await rules.all()) await expect(rule).toHaveAttribute("data-met", "false");
    await signupPage.password.fill("abc");
    await expect(rules.nth(2)).toHaveAttribute("data-met", "true");
    await signupPage.password.fill("");
    await expect(rules.nth(2)).toHaveAttribute("data-met", "false");
  });
});
