import { registerUser } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

/** Seconds of an "mm:ss" text. */
const seconds = (mmss: string) => {
  const [m = "0", s = "0"] = mmss.split(":");
  return Number(m) * 60 + Number(s);
};

test.describe("§2 §8 login lock", () => {
  test("§2 §8 20006: five wrong passwords lock the account; the countdown runs down and re-enables the form", async ({ baseURL, loginPage, page }) => {
    const user = await registerUser(baseURL!);
    await page.clock.install();
    await loginPage.goto();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await loginPage.signIn(user.email, `Wrong-Pass-${attempt}`);
      await expect(loginPage.error).toHaveText(new RegExp(`${5 - attempt} tr(y|ies) remaining`));
    }
    await loginPage.signIn(user.email, "Wrong-Pass-5");

    // Locked: the countdown shows mm:ss (10 minutes, decision 0002) and the form is disabled.
    await expect(loginPage.lockTimer).toBeVisible();
    await expect(loginPage.lockTimer).toContainText(/\d\d:\d\d/);
    const first = seconds(await loginPage.lockRemaining());
    expect(first).toBeGreaterThan(9 * 60);
    expect(first).toBeLessThanOrEqual(10 * 60);
    await expect(loginPage.signInButton).toBeDisabled();
    await expect(loginPage.password).toBeDisabled();

    // It decreases…
    await page.clock.runFor(3_000);
    await expect.poll(async () => seconds(await loginPage.lockRemaining())).toBeLessThan(first);

    // …and at zero it closes and the form works again.
    await page.clock.runFor(10 * 60_000);
    await expect(loginPage.lockTimer).toBeHidden();
    await expect(loginPage.signInButton).toBeEnabled();
    await expect(loginPage.password).toBeEnabled();
    await expect(loginPage.userName).toHaveValue(user.email);
  });
});
